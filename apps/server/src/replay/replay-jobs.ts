import {
  type AnalysisModelId,
  AppError,
  normalizeDataSources,
  type ReplayRun,
  type ReplayRunRequest,
} from "@app/core";
import type { ProviderTarget, RequestHeaders } from "../ai/provider-keys.ts";
import type { ReplayStore } from "../db/replay-store.ts";
import type { ReplayQueue } from "./replay-queue.ts";
import type {
  ReplayOutcome,
  ReplayRequest,
  ReplayRunCheckpoint,
  ReplayRunOptions,
} from "./replay-service.ts";

const HOUR = 3_600_000;
/** A running replay writes its progress at most this often. */
const PROGRESS_EVERY_MS = 500;
/**
 * A run that has not moved for this long belongs to a server that stopped: it is shown as interrupted.
 * Longer than one step with the user's model (a call and its repair, each up to the 60 s AI timeout), so
 * another server never takes a slow step for a dead one.
 */
export const REPLAY_STALE_MS = 150_000;
const INTERRUPTED = "The server stopped during this replay. Resume it to run it again.";
/** Why a run in each state that cannot be continued cannot be, as the refusal's details. */
const NOT_RESUMABLE_DETAILS = {
  running: "errorDetail.replayIsRunning",
  done: "errorDetail.replayIsDone",
  stopped: "errorDetail.replayIsStopped",
} as const;
/** Why a run is aborted when its server stops: it is interrupted, and a queued one goes to another server. */
const SHUTDOWN = "server stopping";

/** A stored checkpoint as this server wrote it, or undefined for none (a run stopped before its first step). */
function asCheckpoint(stored: unknown): ReplayRunCheckpoint | undefined {
  const sim = (stored as { sim?: { step?: unknown } } | undefined)?.sim;
  return typeof sim?.step === "number" ? (stored as ReplayRunCheckpoint) : undefined;
}

/** What runs one replay: the ReplayService. */
export interface ReplayRunner {
  run(request: ReplayRequest, options: ReplayRunOptions): Promise<ReplayOutcome>;
}

/** The provider, model id and key of the user's model from a request's headers; undefined for the local analyst. */
export type ResolveTarget = (model: AnalysisModelId, headers: RequestHeaders) => ProviderTarget | undefined;

/** What the replay runner logs. */
export interface ReplayLog {
  error(details: object, message: string): void;
}

/**
 * Runs replays in this process, one at a time per wallet, each with its progress and a checkpoint of the
 * last completed step in the database, so any request (or a server restarted meanwhile) can read where it
 * is. Cancel stops it between two steps; resume continues a cancelled, interrupted or failed run from its
 * last checkpoint, as the same run (the steps before it are neither run nor paid again).
 */
export class ReplayJobs {
  readonly #store: ReplayStore;
  readonly #service: ReplayRunner;
  readonly #now: () => number;
  readonly #log: ReplayLog;
  readonly #resolveTarget: ResolveTarget;
  readonly #running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  readonly #queue: ReplayQueue | undefined;

  constructor(
    store: ReplayStore,
    service: ReplayRunner,
    now: () => number,
    log: ReplayLog,
    resolveTarget: ResolveTarget = () => undefined,
    queue?: ReplayQueue,
  ) {
    this.#queue = queue;
    this.#resolveTarget = resolveTarget;
    this.#store = store;
    this.#service = service;
    this.#now = now;
    this.#log = log;
  }

  /**
   * Starts a replay of `request` and returns it as stored, running. The user's model takes its key from
   * `headers` (as the live analysis does): held in memory for this run only, never stored or logged.
   */
  async start(request: ReplayRunRequest, headers: RequestHeaders = {}): Promise<ReplayRun> {
    const latestHour = Math.floor(this.#now() / HOUR) * HOUR;
    if (request.end > latestHour) {
      throw new AppError("VALIDATION_ERROR", {
        detail: { key: "errorDetail.replayEndInPast" },
      });
    }
    // A missing key fails here, before anything is stored.
    const target = this.#resolveTarget(request.model, headers);
    await this.#refuseBusy(request.userAddress);
    const total = Math.ceil((request.end - request.start) / (request.stepHours * HOUR));
    const run = await this.#store.create(request, target?.modelId ?? request.model, total, this.#now());
    await this.#dispatch(run.id, request, target, undefined);
    return run;
  }

  /**
   * Takes queued replays from the shared queue (several servers on one PostgreSQL): each runs here from
   * its row and checkpoint. Without a queue, replays run where they were asked for.
   */
  async listen(): Promise<void> {
    await this.#queue?.work((runId) => this.#runQueued(runId));
  }

  /** Stops a running replay of `address` between two steps. */
  async cancel(id: string, address: string): Promise<ReplayRun> {
    const run = await this.get(id, address);
    const job = this.#running.get(id);
    if (job) {
      job.controller.abort();
      await job.done;
    } else if (run.status === "running") {
      // Running on another server: it sees the row cancelled at its next checkpoint and stops there.
      const step = run.progress.done;
      const message = { key: "replay.cancelled", params: { step, total: run.progress.total } };
      await this.#store.finish(id, { status: "cancelled", error: "Cancelled", message }, this.#now());
    }
    return (await this.#store.get(id)) ?? run;
  }

  /**
   * Continues a cancelled, interrupted or failed replay from its last completed step, as the same run;
   * the user's model takes its key from `headers` again.
   */
  async resume(id: string, address: string, headers: RequestHeaders = {}): Promise<ReplayRun> {
    const run = await this.get(id, address);
    if (run.status === "running" || run.status === "done" || run.status === "stopped") {
      throw new AppError("REPLAY_NOT_RESUMABLE", { detail: { key: NOT_RESUMABLE_DETAILS[run.status] } });
    }
    const target = this.#resolveTarget(run.request.model, headers);
    await this.#refuseBusy(address);
    const checkpoint = asCheckpoint(await this.#store.checkpointOf(id));
    const reopened = await this.#store.reopen(id, checkpoint?.sim.step ?? 0, this.#now());
    if (!reopened)
      throw new AppError("REPLAY_NOT_RESUMABLE", { detail: { key: "errorDetail.replayRunningAgain" } });
    await this.#dispatch(id, run.request, target, checkpoint);
    return reopened;
  }

  /** One run of `address` (a stale running one reads as interrupted). */
  async get(id: string, address: string): Promise<ReplayRun> {
    const run = await this.#store.get(id);
    if (!run || run.address.toLowerCase() !== address.toLowerCase()) {
      throw new AppError("NOT_FOUND", { detail: { key: "errorDetail.noSuchReplay" } });
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
    for (const job of jobs) job.controller.abort(SHUTDOWN);
    await Promise.all(jobs.map((job) => job.done));
    await this.#queue?.stop();
  }

  async #refuseBusy(address: string): Promise<void> {
    const recent = await this.recent(address, 5);
    if (recent.some((run) => run.status === "running")) throw new AppError("REPLAY_RUNNING");
  }

  /** A run that no process here is running and that stopped moving is interrupted, whatever its row says. */
  async #settled(run: ReplayRun): Promise<ReplayRun> {
    if (run.status !== "running" || this.#running.has(run.id)) return run;
    if (this.#now() - run.updatedAt < REPLAY_STALE_MS) return run;
    const message = { key: "replay.interrupted" };
    await this.#store.finish(run.id, { status: "interrupted", error: INTERRUPTED, message }, this.#now());
    return { ...run, status: "interrupted", error: INTERRUPTED, message };
  }

  /**
   * Runs a replay of the local analyst on the shared queue when there is one; a replay of the user's
   * model always runs here, since its key lives only in this server's memory.
   */
  async #dispatch(
    id: string,
    request: ReplayRunRequest,
    target: ProviderTarget | undefined,
    resume: ReplayRunCheckpoint | undefined,
  ): Promise<void> {
    if (this.#queue && !target) await this.#queue.send(id);
    else this.#launch(id, request, target, resume);
  }

  /** Runs a queued replay here from its row: a new one, or one whose server died (interrupted or stale). */
  async #runQueued(id: string): Promise<void> {
    // A run cancelled here or elsewhere and resumed at once can come back while this server's earlier job of
    // it still winds down: wait for that job rather than drop the new one (the run would stay "running").
    await this.#running.get(id)?.done;
    let run = await this.#store.get(id);
    if (!run || this.#running.has(id)) return;
    const checkpoint = asCheckpoint(await this.#store.checkpointOf(id));
    if (run.status === "interrupted") {
      run = await this.#store.reopen(id, checkpoint?.sim.step ?? 0, this.#now());
      if (!run) return;
    }
    if (run.status !== "running") return;
    this.#launch(id, run.request, undefined, checkpoint);
    await this.#running.get(id)?.done;
    // Stopped with its server: fail the job, so the queue gives it to another server to continue.
    if ((await this.#store.get(id))?.status === "interrupted") throw new Error(INTERRUPTED);
  }

  #launch(
    id: string,
    request: ReplayRunRequest,
    target: ProviderTarget | undefined,
    resume?: ReplayRunCheckpoint,
  ): void {
    const controller = new AbortController();
    const replay: ReplayRequest = { ...request, dataSources: normalizeDataSources(request.dataSources) };
    let lastWrite = 0;
    let completed = resume?.sim.step ?? 0;
    let latest: (() => ReplayRunCheckpoint) | undefined;
    // Set when a checkpoint finds the row no longer running: another server cancelled it and wrote its
    // ending, and may have resumed it since. This job then writes nothing more about the run.
    let endedElsewhere = false;
    // Checkpoint writes go one after the other, so an older one never lands after a newer one.
    let writes = Promise.resolve();
    const save = (checkpoint: ReplayRunCheckpoint) => {
      const now = this.#now();
      writes = writes
        .then(async () => {
          // A row no longer running was cancelled by a request to another server: stop here.
          if (endedElsewhere) return;
          if (!(await this.#store.checkpoint(id, checkpoint, checkpoint.sim.step, now))) {
            endedElsewhere = true;
            controller.abort();
          }
        })
        .catch((error: unknown) =>
          this.#log.error({ err: error, replayId: id }, "replay checkpoint not stored"),
        );
      return writes;
    };
    const total = Math.ceil((request.end - request.start) / (request.stepHours * HOUR));
    const done = this.#service
      .run(replay, {
        signal: controller.signal,
        target,
        resume,
        onProgress: (stepsDone) => {
          completed = stepsDone;
        },
        onCheckpoint: (checkpoint) => {
          latest = checkpoint;
          const now = this.#now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          void save(checkpoint());
        },
      })
      .then(
        async (outcome) => {
          await writes;
          if (endedElsewhere) return;
          const result = {
            equity: [...outcome.equity],
            trades: [...outcome.trades],
            rejections: [...outcome.rejections],
            feesPaid: outcome.feesPaid,
            fundingPaid: outcome.fundingPaid,
            metrics: outcome.metrics,
            benchmark: outcome.benchmark
              ? { profitRate: outcome.benchmark.profitRate, coins: [...outcome.benchmark.coins] }
              : null,
            steps: outcome.steps,
            decisions: outcome.decisions,
            stoppedAt: outcome.stoppedAt,
            riskTrip: outcome.riskTrip,
            inputTokens: outcome.inputTokens,
            outputTokens: outcome.outputTokens,
            costUsd: outcome.costUsd,
            modelCalls: outcome.modelCalls,
            cachedCalls: outcome.cachedCalls,
          };
          return this.#store.finish(
            id,
            outcome.stopMessage
              ? { status: "stopped", result, message: outcome.stopMessage }
              : { status: "done", result },
            this.#now(),
          );
        },
        async (error: unknown) => {
          // Its ending is the canceller's; a resume may already run it again, which this job's ending
          // (the row is "running" once more) would cancel.
          if (endedElsewhere) return;
          // The last completed step is where a resume continues.
          if (latest) await save(latest());
          if (endedElsewhere) return;
          else await writes;
          if (controller.signal.reason === SHUTDOWN) {
            const message = { key: "replay.interrupted" };
            return this.#store.finish(
              id,
              { status: "interrupted", error: INTERRUPTED, message },
              this.#now(),
            );
          }
          if (controller.signal.aborted) {
            return this.#store.finish(
              id,
              {
                status: "cancelled",
                error: "Cancelled",
                message: { key: "replay.cancelled", params: { step: completed, total } },
              },
              this.#now(),
            );
          }
          this.#log.error({ err: error, replayId: id }, "replay failed");
          const failure = error instanceof AppError ? error : undefined;
          return this.#store.finish(
            id,
            {
              status: "failed",
              error: failure?.message ?? "The replay failed",
              message: failure ? { key: `error.${failure.code}` } : undefined,
            },
            this.#now(),
          );
        },
      )
      .catch((error: unknown) => this.#log.error({ err: error, replayId: id }, "replay result not stored"))
      .finally(() => this.#running.delete(id));
    this.#running.set(id, { controller, done });
  }
}
