import { type ReplayRun, replayRequestSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { holdingCheckpoint } from "../../test/support/test-checkpoint.ts";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-databases.ts";
import { type Database, openDatabase } from "../db/database.ts";
import { ReplayStore } from "../db/replay-store.ts";
import { ReplayJobs, type ReplayRunner } from "./replay-jobs.ts";
import { noUsage } from "./replay-model.ts";
import { PgBossReplayQueue } from "./replay-queue.ts";
import type { ReplayOutcome, ReplayRequest, ReplayRunOptions } from "./replay-service.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const STEPS = 40;
const log = { error: () => {} };

/** A replay of STEPS steps of 40 ms each that checkpoints every step and continues from a checkpoint. */
class SteppingRunner implements ReplayRunner {
  /** The step each run started from, in order. */
  readonly starts: number[] = [];
  active = 0;

  async run(_request: ReplayRequest, options: ReplayRunOptions): Promise<ReplayOutcome> {
    const first = options.resume?.sim.step ?? 0;
    this.starts.push(first);
    this.active += 1;
    try {
      for (let step = first; step < STEPS; step += 1) {
        await new Promise((resolve) => setTimeout(resolve, 40));
        options.signal?.throwIfAborted();
        options.onProgress?.(step + 1, STEPS);
        const done = step + 1;
        options.onCheckpoint?.(() => holdingCheckpoint(done));
      }
    } finally {
      this.active -= 1;
    }
    return {
      equity: [{ time: NOW, equity: 1_000 }],
      trades: [],
      rejections: [],
      feesPaid: 0,
      fundingPaid: 0,
      benchmark: null,
      metrics: { profitRate: 0, winRate: null, maxDrawdown: 0, sortinoRatio: null },
      stoppedAt: null,
      riskTrip: null,
      steps: STEPS,
      decisions: { buy: 0, sell: 0, close: 0, hold: STEPS },
      ...noUsage(),
    };
  }
}

const postgresUrl = inject("postgresUrl");
if (!postgresUrl) console.warn(`replay queue test not run: ${inject("postgresMissing")}`);

describe.runIf(postgresUrl)("replays on a pg-boss queue shared by two servers on one PostgreSQL", () => {
  let testDb: TestDatabase;
  let databases: Database[];
  const runners = [new SteppingRunner(), new SteppingRunner()];
  let servers: ReplayJobs[];
  let store: ReplayStore;

  beforeAll(async () => {
    testDb = await createTestDatabase(postgresUrl);
    const location = { dataDir: testDb.dataDir, databaseUrl: testDb.databaseUrl };
    databases = [await openDatabase(location), await openDatabase(location)];
    store = new ReplayStore((databases[0] as Database).db);
    servers = runners.map(
      (runner, index) =>
        new ReplayJobs(
          new ReplayStore((databases[index] as Database).db),
          runner,
          () => Date.now(),
          log,
          () => undefined,
          // A failed job (its server stopped) is retried at once: the hand-over waits only for a poll.
          new PgBossReplayQueue(testDb.databaseUrl as string, () => {}, { retryDelaySeconds: 0 }),
        ),
    );
    await Promise.all(servers.map((server) => server.listen()));
  }, 240_000);

  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()));
    await Promise.all((databases ?? []).map((database) => database.close()));
    await testDb?.drop();
  }, 240_000);

  const request = (address: string) =>
    replayRequestSchema.parse({
      userAddress: address,
      coins: ["BTC"],
      start: NOW - STEPS * HOUR,
      end: NOW,
      stepHours: 1,
    });

  async function until(id: string, done: (run: ReplayRun) => boolean): Promise<ReplayRun> {
    for (let attempt = 0; attempt < 3_000; attempt += 1) {
      const run = await store.get(id);
      if (run && done(run)) return run;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the replay did not get there");
  }

  const [a, b] = [0, 1];

  it("runs a queued replay on one server's worker, cancels it from the other, and resumes it from its checkpoint", async () => {
    const address = "0x00000000000000000000000000000000000000a7";
    const run = await (servers[a] as ReplayJobs).start(request(address));
    await until(run.id, (current) => current.progress.done >= 2);
    const worker = (runners[a] as SteppingRunner).active > 0 ? a : b;
    const other = worker === a ? b : a;
    // The cancel reaches a server that does not run it: the row says so and the worker stops at its next step.
    const cancelled = await (servers[other] as ReplayJobs).cancel(run.id, address);
    expect(cancelled.status).toBe("cancelled");
    await until(run.id, () => (runners[worker] as SteppingRunner).active === 0);
    const stopped = await until(run.id, (current) => current.status === "cancelled");
    expect(stopped.progress.done).toBeLessThan(STEPS);

    const resumed = await (servers[other] as ReplayJobs).resume(run.id, address);
    expect(resumed.status).toBe("running");
    const done = await until(run.id, (current) => current.status === "done");
    expect(done.result?.steps).toBe(STEPS);
    const starts = [...(runners[a] as SteppingRunner).starts, ...(runners[b] as SteppingRunner).starts];
    expect(starts).toHaveLength(2);
    expect(Math.max(...starts)).toBeGreaterThanOrEqual(2);
  });

  it("hands a replay whose server stops to the other server, which continues it from its checkpoint", async () => {
    const address = "0x00000000000000000000000000000000000000a8";
    const before = runners.map((runner) => runner.starts.length);
    const run = await (servers[a] as ReplayJobs).start(request(address));
    await until(run.id, (current) => current.progress.done >= 3);
    const worker = (runners[a] as SteppingRunner).active > 0 ? a : b;
    const other = worker === a ? b : a;
    await (servers[worker] as ReplayJobs).close();
    expect((await store.get(run.id))?.status).not.toBe("done");
    const done = await until(run.id, (current) => current.status === "done");
    expect(done.result?.steps).toBe(STEPS);
    const otherStarts = (runners[other] as SteppingRunner).starts.slice(before[other]);
    expect(otherStarts).toHaveLength(1);
    expect(otherStarts[0]).toBeGreaterThanOrEqual(3);
  });
});
