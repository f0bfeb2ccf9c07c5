import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooledDatabase } from "../../test/support/pglite-pool.ts";
import { AutoTradingStore } from "./auto-trading-store.ts";
import type { Database } from "./database.ts";
import { InstanceHeartbeat } from "./instance-heartbeat.ts";

const MINUTE = 60_000;
const settings = {
  coins: ["BTC" as const],
  dataSources: {},
  riskPreference: "balanced" as const,
  language: "en" as const,
};
const record = { timestamp: 0, status: "success" as const, summary: "", decisions: [], model: "local" };

describe("auto-trading store", () => {
  let database: Database;
  let store: AutoTradingStore;
  beforeAll(async () => {
    database = await pooledDatabase();
    store = new AutoTradingStore(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it("runs at once when switched on, keeps the time while on, comes sooner for a shorter interval, clears it off", async () => {
    const address = "0x00000000000000000000000000000000000000b1";
    const on = await store.saveSchedule(address, { enabled: true, intervalMinutes: 60, settings }, 1_000);
    expect(on.nextRunAt).toBe(1_000);
    await store.claimDue(1_000, MINUTE, 10);
    expect((await store.schedule(address))?.nextRunAt).toBe(1_000 + 60 * MINUTE);
    const same = await store.saveSchedule(address, { enabled: true, intervalMinutes: 60, settings }, 2_000);
    expect(same.nextRunAt).toBe(1_000 + 60 * MINUTE);
    const shorter = await store.saveSchedule(address, { enabled: true, intervalMinutes: 5, settings }, 3_000);
    expect(shorter.nextRunAt).toBe(3_000 + 5 * MINUTE);
    const off = await store.saveSchedule(address, { enabled: false, intervalMinutes: 5, settings }, 4_000);
    expect(off.nextRunAt).toBeNull();
    expect(await store.claimDue(10 * 60 * MINUTE, MINUTE, 10)).toEqual([]);
  });

  it("skips a slot due while the address's run is still going, and catches up once after a long pause", async () => {
    const address = "0x00000000000000000000000000000000000000b2";
    await store.saveSchedule(address, { enabled: true, intervalMinutes: 1, settings }, 0);
    const [first] = await store.claimDue(0, 10 * MINUTE, 10);
    expect(first?.slot).toBe(0);
    // The next slot comes while the first run is going: it is skipped, not queued.
    expect(await store.claimDue(MINUTE, 10 * MINUTE, 10)).toEqual([]);
    await store.finish(address, 0, record, null, MINUTE + 1);
    // Ten minutes late: one run for the latest slot, the next one on the original minutes.
    const late = await store.claimDue(12 * MINUTE + 30_000, 10 * MINUTE, 10);
    expect(late.map((run) => [run.slot, run.startedAt])).toEqual([[2 * MINUTE, 12 * MINUTE + 30_000]]);
    expect((await store.schedule(address))?.nextRunAt).toBe(13 * MINUTE);
    const runs = await store.runs(address, 10);
    expect(runs.map((run) => [run.slot, run.status])).toEqual([
      [2 * MINUTE, "running"],
      [0, "success"],
    ]);
  });

  it("hands a run whose lease ran out to the next claim, once, with what it stored", async () => {
    const address = "0x00000000000000000000000000000000000000b3";
    await store.saveSchedule(address, { enabled: true, intervalMinutes: 60, settings }, 0);
    await store.claimDue(0, MINUTE, 10);
    await store.saveAnalysis(address, 0, { strategy_overview: "kept" }, []);
    expect(await store.claimInterrupted(MINUTE - 1, MINUTE, 10)).toEqual([]);
    const [resumed] = await store.claimInterrupted(MINUTE + 1, MINUTE, 10);
    expect(resumed).toMatchObject({
      slot: 0,
      attempts: 2,
      analysis: { strategy_overview: "kept" },
      orders: [],
    });
    expect(await store.claimInterrupted(MINUTE + 2, MINUTE, 10)).toEqual([]);
  });

  it("takes a run over as soon as its instance's heartbeat stops, and keeps the slot due meanwhile for after it", async () => {
    const address = "0x00000000000000000000000000000000000000b4";
    // Instance A's clock stops at 0 (a SIGKILL: no heartbeat after it); B's goes on.
    let time = 0;
    const a = new InstanceHeartbeat(database.db, { now: () => 0, intervalMs: 1_000 });
    const b = new InstanceHeartbeat(database.db, { now: () => time, intervalMs: 1_000 });
    await a.start();
    await b.start();
    try {
      const storeA = new AutoTradingStore(database.db, a);
      const storeB = new AutoTradingStore(database.db, b);
      await storeA.saveSchedule(address, { enabled: true, intervalMinutes: 1, settings }, 0);
      expect((await storeA.claimDue(0, 10 * MINUTE, 10)).map((run) => run.slot)).toEqual([0]);
      // A's heartbeat is recent: its run is its own, lease or not.
      time = 3_000;
      expect(await storeB.claimInterrupted(time, 10 * MINUTE, 10)).toEqual([]);
      expect(await b.isGone(a.id)).toBe(false);
      // Four heartbeats missed: gone, long before its 10-minute lease ends.
      time = 5_000;
      expect(await b.isGone(a.id)).toBe(true);
      expect(await a.isGone(a.id)).toBe(false);
      time = MINUTE;
      const [taken] = await storeB.claimInterrupted(time, 10 * MINUTE, 10);
      expect(taken).toMatchObject({ slot: 0, attempts: 2 });
      // The next slot comes while the taken-over run goes on: it stays due, not skipped.
      expect(await storeB.claimDue(time, 10 * MINUTE, 10)).toEqual([]);
      expect((await storeB.schedule(address))?.nextRunAt).toBe(MINUTE);
      await storeB.finish(address, 0, record, null, time + 1_000);
      time = MINUTE + 2_000;
      expect((await storeB.claimDue(time, 10 * MINUTE, 10)).map((run) => run.slot)).toEqual([MINUTE]);
      const runs = await storeB.runs(address, 10);
      expect(runs.map((run) => [run.slot, run.status, run.attempts])).toEqual([
        [MINUTE, "running", 1],
        [0, "success", 2],
      ]);
      // A graceful stop removes the instance: its work is the others' at once.
      await b.stop();
      expect(await a.isGone(b.id)).toBe(true);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
