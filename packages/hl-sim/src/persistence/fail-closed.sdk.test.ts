import { rmSync, statSync, writeSync } from "node:fs";
import path from "node:path";
import {
  ManualClock,
  startTestExchange,
  TEST_START_TIME,
  type TestExchange,
  testDataDir,
  testWallet,
} from "@app/hl-sim/testing";
import { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, describe, expect, it } from "vitest";
import { type JournalIo, NODE_IO } from "./file-io.ts";
import { JOURNAL_FILE } from "./journal.ts";

const alice = testWallet("alice");
const user = alice.address;
const dataDir = testDataDir("hl-sim-fail-closed-");
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The journal's file calls on a disk with `room` bytes left: a write takes what fits, then ENOSPC. */
const disk = {
  ...NODE_IO,
  room: Number.POSITIVE_INFINITY,
  write(fd: number, buffer: Buffer, offset: number, length: number): number {
    if (disk.room <= 0)
      throw Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    const written = writeSync(fd, buffer, offset, Math.min(length, disk.room));
    disk.room -= written;
    return written;
  },
} satisfies JournalIo & { room: number };

const cloid = (i: number): `0x${string}` => `0x${i.toString(16).padStart(32, "0")}`;

/** A resting buy 20 % under the mid, told apart by its client order id. */
async function restingBuy(client: ExchangeClient, env: TestExchange, i: number) {
  const mid = Number((await env.info.allMids()).ETH);
  return client.order({
    orders: [
      {
        a: 1,
        b: true,
        p: formatPrice(mid * 0.8, 4),
        s: "0.01",
        r: false,
        t: { limit: { tif: "Gtc" } },
        c: cloid(i),
      },
    ],
    grouping: "na",
  });
}

/** The client order ids resting on the book, as the exchange shows them (retrying while it rebuilds). */
async function resting(env: TestExchange): Promise<string[]> {
  for (;;) {
    try {
      const orders = await env.info.frontendOpenOrders({ user });
      return orders.map((order) => order.cloid ?? "").sort();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("a journal that cannot be written fails closed", () => {
  it("keeps every order told ok, none told otherwise (their nonces free again), and refuses actions until the disk takes writes", async () => {
    const clock = new ManualClock(TEST_START_TIME);
    const options = { now: clock.now, seed: 3, dataDir, journalIo: disk, journalProbeMs: 20 };
    const env = await startTestExchange(options);
    await env.info.clearinghouseState({ user });
    const client = env.exchange(alice);
    const told = new Map<string, "ok" | "refused">();
    const send = async (i: number) => {
      try {
        await restingBuy(client, env, i);
        told.set(cloid(i), "ok");
      } catch (error) {
        expect(String(error)).toMatch(/could not write its journal \(ENOSPC/);
        told.set(cloid(i), "refused");
      }
    };
    await Promise.all([0, 1, 2, 3, 4].map(send));
    // Room for a line and a half: the batch in flight is torn, then cut back.
    disk.room = 700;
    await Promise.all([5, 6, 7, 8, 9, 10, 11, 12].map(send));
    expect([...told.values()].filter((answer) => answer === "refused").length).toBeGreaterThan(0);
    expect(env.sim.status()).toMatchObject({ ready: false, code: "JOURNAL_UNWRITABLE" });
    // Refused at once while the disk is full, with Hyperliquid's error shape.
    await send(13);
    expect(told.get(cloid(13))).toBe("refused");
    const ok = () =>
      [...told]
        .filter(([, answer]) => answer === "ok")
        .map(([id]) => id)
        .sort();
    expect(await resting(env)).toEqual(ok());

    // The same signed request (same nonce) is taken once the disk has room: the refusal left no nonce behind.
    clock.advance(60_000);
    const nonce = clock.now();
    const fixed = new ExchangeClient({ transport: env.transport, wallet: alice, nonceManager: () => nonce });
    await expect(restingBuy(fixed, env, 14)).rejects.toThrow(/could not write its journal/);
    disk.room = Number.POSITIVE_INFINITY;
    await until(() => env.sim.status().ready);
    await restingBuy(fixed, env, 14);
    told.set(cloid(14), "ok");
    expect(await resting(env)).toEqual(ok());
    await env.close();

    const restarted = await startTestExchange(options);
    expect(await resting(restarted)).toEqual(ok());
    await restarted.close();
  });

  it("journals nothing for queries naming new addresses; a queried address then acts, and keeps it after a restart", async () => {
    const folder = testDataDir("hl-sim-queries-");
    try {
      const clock = new ManualClock(TEST_START_TIME);
      const env = await startTestExchange({ now: clock.now, seed: 3, dataDir: folder });
      await env.info.allMids();
      const size = () => statSync(path.join(folder, JOURNAL_FILE)).size;
      const before = size();
      for (let i = 1; i <= 50; i += 1) {
        const state = await env.info.clearinghouseState({ user: `0x${i.toString(16).padStart(40, "0")}` });
        expect(state.marginSummary.accountValue).toBe("10000.0");
      }
      await env.info.clearinghouseState({ user });
      expect(size()).toBe(before);
      await restingBuy(env.exchange(alice), env, 1);
      expect(size()).toBeGreaterThan(before);
      await env.close();
      const restarted = await startTestExchange({ now: clock.now, seed: 3, dataDir: folder });
      expect(await resting(restarted)).toEqual([cloid(1)]);
      await restarted.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
