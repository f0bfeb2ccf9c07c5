import { type ReplayRunRequest, replayRequestSchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pooledDatabase } from "../../test/support/pglite-pool.ts";
import { holdingCheckpoint } from "../../test/support/test-checkpoint.ts";
import type { Database } from "../db/database.ts";
import { ReplayStore } from "../db/replay-store.ts";
import { REPLAY_STALE_MS, ReplayJobs, type ReplayRunner } from "./replay-jobs.ts";
import type { ReplayQueue } from "./replay-queue.ts";
import type { ReplayOutcome, ReplayRequest, ReplayRunOptions } from "./replay-service.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const log = { error: () => {} };

const outcome: ReplayOutcome = {
  equity: [
    { time: NOW - 2 * HOUR, equity: 1_000 },
    { time: NOW, equity: 1_010 },
  ],
  trades: [],
  rejections: [],
  feesPaid: 0,
  fundingPaid: 0,
  benchmark: null,
  metrics: { profitRate: 0.01, winRate: null, maxDrawdown: 0, sortinoRatio: null },
  steps: 2,
  decisions: { buy: 0, sell: 0, close: 0, hold: 2 },
  stoppedAt: null,
  riskTrip: null,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  modelCalls: 0,
  cachedCalls: 0,
};

/** A replay that runs until the test releases it (or it is cancelled), reporting a step first. */
class HeldRunner implements ReplayRunner {
  /** Finishes the first run still held. */
  readonly held: (() => void)[] = [];
  runs = 0;
  run(_request: ReplayRequest, options: ReplayRunOptions): Promise<ReplayOutcome> {
    this.runs += 1;
    options.onProgress?.(1, 2);
    return new Promise((resolve, reject) => {
      this.held.push(() => resolve(outcome));
      options.signal?.addEventListener("abort", () => reject(options.signal?.reason));
    });
  }
}

/**
 * A replay whose steps, end and reaction to a cancel the test drives: `step(n)` reports step n with its
 * checkpoint, `finish()` ends it, and a cancel is only answered when the test calls `answerAbort()`.
 */
class SteppedRunner implements ReplayRunner {
  runs = 0;
  /** The step each run started from. */
  readonly starts: number[] = [];
  step: (done: number) => void = () => undefined;
  finish: () => void = () => undefined;
  readonly abortsToAnswer: (() => void)[] = [];
  answerAbort(): void {
    this.abortsToAnswer.shift()?.();
  }
  run(_request: ReplayRequest, options: ReplayRunOptions): Promise<ReplayOutcome> {
    this.runs += 1;
    this.starts.push(options.resume?.sim.step ?? 0);
    return new Promise((resolve, reject) => {
      this.step = (done) => {
        options.onProgress?.(done, 2);
        options.onCheckpoint?.(() => holdingCheckpoint(done));
      };
      this.finish = () => resolve(outcome);
      options.signal?.addEventListener("abort", () =>
        this.abortsToAnswer.push(() => reject(options.signal?.reason)),
      );
    });
  }
}

/** A queue whose every job goes to the one server that works it, as pg-boss would hand it to one worker. */
class MemoryQueue implements ReplayQueue {
  #work: ((runId: string) => Promise<void>) | undefined;
  async send(runId: string): Promise<void> {
    void this.#work?.(runId).catch(() => undefined);
  }
  async work(run: (runId: string) => Promise<void>): Promise<void> {
    this.#work = run;
  }
  async stop(): Promise<void> {}
}

const request = (address: string): ReplayRunRequest =>
  replayRequestSchema.parse({
    userAddress: address,
    coins: ["BTC"],
    start: NOW - 2 * HOUR,
    end: NOW,
    stepHours: 1,
  });

let database: Database;
let store: ReplayStore;

beforeAll(async () => {
  database = await pooledDatabase();
  store = new ReplayStore(database.db);
});

afterAll(async () => {
  await database.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("ReplayJobs", () => {
  it("runs one replay per wallet at a time and stores the result when it finishes", async () => {
    const runner = new HeldRunner();
    const jobs = new ReplayJobs(store, runner, () => NOW, log);
    const address = "0x00000000000000000000000000000000000000c1";
    const run = await jobs.start(request(address));
    expect(run).toMatchObject({ status: "running", progress: { done: 0, total: 2 } });
    await expect(jobs.start(request(address))).rejects.toMatchObject({ code: "REPLAY_RUNNING" });
    // Another wallet is not held up.
    await jobs.cancel(
      (await jobs.start(request("0x00000000000000000000000000000000000000c2"))).id,
      "0x00000000000000000000000000000000000000c2",
    );

    runner.held[0]?.();
    await settle();
    const done = await jobs.get(run.id, address);
    expect(done).toMatchObject({ status: "done", progress: { done: 2, total: 2 } });
    expect(done.result?.metrics.profitRate).toBe(0.01);
    await expect(jobs.get(run.id, "0x00000000000000000000000000000000000000c9")).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("cancels a running replay and resumes it as the same run", async () => {
    const runner = new HeldRunner();
    const jobs = new ReplayJobs(store, runner, () => NOW, log);
    const address = "0x00000000000000000000000000000000000000c3";
    const run = await jobs.start(request(address));
    expect((await jobs.cancel(run.id, address)).status).toBe("cancelled");
    const again = await jobs.resume(run.id, address);
    expect(again).toMatchObject({ status: "running" });
    expect(again.id).toBe(run.id);
    expect(runner.runs).toBe(2);
    // Why, as a catalogue message a client words in its reader's language.
    const refused = await jobs.resume(again.id, address).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: "REPLAY_NOT_RESUMABLE",
      detail: { key: "errorDetail.replayIsRunning" },
      details: "this replay is still running",
    });
    await jobs.close();
    expect((await store.get(again.id))?.status).toBe("interrupted");
  });

  it("resumes a run cancelled from another server while its job here still winds down: the old job neither drops the new one nor cancels it", async () => {
    let now = NOW;
    const queue = new MemoryQueue();
    const runner = new SteppedRunner();
    const worker = new ReplayJobs(
      store,
      runner,
      () => now,
      log,
      () => undefined,
      queue,
    );
    const other = new ReplayJobs(
      store,
      new SteppedRunner(),
      () => now,
      log,
      () => undefined,
      queue,
    );
    await worker.listen();
    const address = "0x00000000000000000000000000000000000000c5";
    const run = await other.start(request(address));
    await settle();
    expect(runner.runs).toBe(1);
    runner.step(1);
    await settle();
    expect((await store.get(run.id))?.progress.done).toBe(1);
    // Cancelled on the other server: the worker learns it at its next checkpoint and is asked to stop.
    expect((await other.cancel(run.id, address)).status).toBe("cancelled");
    now += 1_000;
    runner.step(2);
    await settle();
    expect(runner.abortsToAnswer).toHaveLength(1);
    // Resumed before the old job has stopped: the queue hands it to the same worker.
    expect((await other.resume(run.id, address)).status).toBe("running");
    await settle();
    runner.answerAbort();
    await settle();
    expect(runner.runs).toBe(2);
    expect(runner.starts).toEqual([0, 1]);
    expect((await store.get(run.id))?.status).toBe("running");
    runner.step(2);
    runner.finish();
    await settle();
    expect((await store.get(run.id))?.status).toBe("done");
    await worker.close();
    await other.close();
  });

  it("reads a run left running by a stopped server as interrupted once it has not moved for two and a half minutes", async () => {
    let now = NOW;
    const address = "0x00000000000000000000000000000000000000c4";
    const stopped = new ReplayJobs(store, new HeldRunner(), () => now, log);
    const run = await stopped.start(request(address));
    // A new process over the same database: it runs nothing of its own.
    const restarted = new ReplayJobs(store, new HeldRunner(), () => now, log);
    expect((await restarted.get(run.id, address)).status).toBe("running");
    now += REPLAY_STALE_MS;
    expect(await restarted.get(run.id, address)).toMatchObject({ status: "interrupted" });
    expect((await store.get(run.id))?.status).toBe("interrupted");
    // The wallet is free again, and the interrupted run can be resumed.
    expect((await restarted.resume(run.id, address)).status).toBe("running");
    await restarted.close();
    await stopped.close();
  });
});
