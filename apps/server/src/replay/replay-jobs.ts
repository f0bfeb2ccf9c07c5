import {
  AppError,
  LOCAL_MODEL_ID,
  normalizeDataSources,
  type ReplayRun,
  type ReplayRunRequest,
} from "@app/core";
import type { ReplayStore } from "../db/replay-store.ts";
import type { ReplayOutcome, ReplayRequest, ReplayRunOptions } from "./replay-service.ts";

const HOUR = 3_600_000;
/** A running replay writes its progress at most this often. */
const PROGRESS_EVERY_MS = 500;
/** A run that has not moved for this long belongs to a server that stopped: it is shown as interrupted. */
export const REPLAY_STALE_MS = 60_000;
const INTERRUPTED = "The server stopped during this replay. Resume it to run it again.";

/** What runs one replay: the ReplayService. */
export interface ReplayRunner {
  run(request: ReplayRequest, options: ReplayRunOptions): Promise<ReplayOutcome>;
}

/** What the replay runner logs. */
export interface ReplayLog {
  error(details: object, message: string): void;
}

/**
 * Runs replays in this process, one at a time per wallet, each with its progress in the database so any
 * request (or a server restarted meanwhile) can read where it is. Cancel stops it between two steps;
 * resume runs an interrupted or cancelled replay again from the start (the local analyst's replay is
 * deterministic, so the same request gives the same result).
 */
export class ReplayJobs {
  readonly #store: ReplayStore;
  readonly #service: ReplayRunner;
  readonly #now: () => number;
  readonly #log: ReplayLog;
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();

  constructor(store: ReplayStore, service: ReplayRunner, now: () => number, log: ReplayLog) {
    this.#store = store;
    this.#service = service;
    this.#now = now;
    this.#log = log;
  }

  /** Starts a replay of `request` and returns it as stored, running. */
  async start(request: ReplayRunRequest): Promise<ReplayRun> {
    const latestHour = Math.floor(this.#now() / HOUR) * HOUR;
    if (request.end > latestHour) {
      throw new AppError("VALIDATION_ERROR", {
        details: "end: a replay runs on past candles only; the end must not be after the last full hour",
      });
    }
    await this.#refuseBusy(request.userAddress);
    const total = Math.ceil((request.end - request.start) / (request.stepHours * HOUR));
    const run = await this.#store.create(request, LOCAL_MODEL_ID, total, this.#now());
    this.#launch(run.id, request);
    return run;
  }

  /** Stops a running replay of `address` between two steps. */
  async cancel(id: string, address: string): Promise<ReplayRun> {
    const run = await this.get(id, address);
    const job = this.#running.get(id);
    if (job) {
      job.controller.abort();
      await job.done;
    }
    return (await this.#store.get(id)) ?? run;
  }

  /** Runs an interrupted, cancelled or failed replay again from its first step, as a new run. */
  async resume(id: string, address: string): Promise<ReplayRun> {
    const run = await this.get(id, address);
    if (run.status === "running" || run.status === "done") {
      throw new AppError("VALIDATION_ERROR", { details: `this replay is ${run.status}; nothing to resume` });
    }
    return this.start(run.request);
  }

  /** One run of `address` (a stale running one reads as interrupted). */
  async get(id: string, address: string): Promise<ReplayRun> {
    const run = await this.#store.get(id);
    if (!run || run.address.toLowerCase() !== address.toLowerCase()) {
      throw new AppError("NOT_FOUND", { details: "no such replay for this wallet" });
    }
    return this.#settled(run);
  }

  /** The latest runs of `address`, newest first. */
  async recent(address: string, limit: number): Promise<ReplayRun[]> {
    const runs = await this.#store.recent(address, limit);
    return Promise.all(runs.map((run) => this.#settled(run)));
  }

  /** Cancels every running replay and waits for them to stop (server shutdown). */
  async close(): Promise<void> {
    const jobs = [...this.#running.values()];
    for (const job of jobs) job.controller.abort();
    await Promise.all(jobs.map((job) => job.done));
  }

  async #refuseBusy(address: string): Promise<void> {
    const recent = await this.recent(address, 5);
    if (recent.some((run) => run.status === "running")) throw new AppError("REPLAY_RUNNING");
  }

  /** A run that no process here is running and that stopped moving is interrupted, whatever its row says. */
  async #settled(run: ReplayRun): Promise<ReplayRun> {
    if (run.status !== "running" || this.#running.has(run.id)) return run;
    if (this.#now() - run.updatedAt < REPLAY_STALE_MS) return run;
    await this.#store.finish(run.id, { status: "interrupted", error: INTERRUPTED }, this.#now());
    return { ...run, status: "interrupted", error: INTERRUPTED };
  }

  #launch(id: string, request: ReplayRunRequest): void {
    const controller = new AbortController();
    const replay: ReplayRequest = { ...request, dataSources: normalizeDataSources(request.dataSources) };
    let lastWrite = 0;
    const done = this.#service
      .run(replay, {
        signal: controller.signal,
        onProgress: (stepsDone) => {
          const now = this.#now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          void this.#store.progress(id, stepsDone, now);
        },
      })
      .then(
        (outcome) =>
          this.#store.finish(
            id,
            {
              status: "done",
              result: {
                ...outcome,
                equity: [...outcome.equity],
                trades: [...outcome.trades],
                rejections: [...outcome.rejections],
                inputTokens: 0,
                outputTokens: 0,
                costUsd: 0,
              },
            },
            this.#now(),
          ),
        (error: unknown) => {
          if (controller.signal.aborted) {
            return this.#store.finish(id, { status: "cancelled", error: "Cancelled" }, this.#now());
          }
          this.#log.error({ err: error, replayId: id }, "replay failed");
          const message = error instanceof AppError ? error.message : "The replay failed";
          return this.#store.finish(id, { status: "failed", error: message }, this.#now());
        },
      )
      .catch((error: unknown) => this.#log.error({ err: error, replayId: id }, "replay result not stored"))
      .finally(() => this.#running.delete(id));
    this.#running.set(id, { controller, done });
  }
}
