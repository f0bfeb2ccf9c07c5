import type { PgBoss } from "pg-boss";

/** pg-boss's queue of replays. */
const QUEUE = "replay";
/** A replay of 45 days at 1-hour steps with a slow model can run for hours; the heartbeat finds dead workers. */
const EXPIRE_SECONDS = 6 * 3600;
/** A worker that stops beating for this long died with its server: its job is given to another. */
const HEARTBEAT_SECONDS = 30;
/** How often an idle worker asks for a job (pg-boss's smallest interval: tests cannot shorten it). */
const POLL_SECONDS = 0.5;
/** How long a failed job (its server stopped) waits before another worker may take it. */
const RETRY_DELAY_SECONDS = 1;

/** Timings of the queue: the defaults are the product's; tests shorten the wait. */
export interface ReplayQueueOptions {
  /** How long a failed job waits before it is retried, in whole seconds. */
  readonly retryDelaySeconds?: number;
}

/** What a replay job carries: only the run's id; everything else is in its row. */
export interface ReplayJobData {
  readonly runId: string;
}

/** Where replays wait for a worker when several servers share PostgreSQL. */
export interface ReplayQueue {
  /** Queues the run `runId`; one server's worker will run it. */
  send(runId: string): Promise<void>;
  /** Runs each queued replay with `run`, one at a time per server; resolves once the worker is polling. */
  work(run: (runId: string) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The replays' queue on pg-boss in the shared PostgreSQL database: a job is taken by one server's worker,
 * kept alive by its heartbeat, and handed to another worker (retried) when its server dies; the run then
 * continues from its last checkpoint.
 */
export class PgBossReplayQueue implements ReplayQueue {
  readonly #connectionString: string;
  readonly #onError: (error: Error) => void;
  readonly #retryDelaySeconds: number;
  /** The queue's client once made (kept apart from #started so that stop() ends it even after a failed start). */
  #boss: PgBoss | undefined;
  #started: Promise<PgBoss> | undefined;

  constructor(connectionString: string, onError: (error: Error) => void, options: ReplayQueueOptions = {}) {
    this.#connectionString = connectionString;
    this.#onError = onError;
    this.#retryDelaySeconds = options.retryDelaySeconds ?? RETRY_DELAY_SECONDS;
  }

  /**
   * Creates pg-boss's schema and the queue when they are missing. pg-boss is loaded here, on first use:
   * a server on PGlite never needs it, and with its scheduler and telemetry it is ~100 modules that
   * every server would otherwise import at start.
   */
  start(): Promise<void> {
    return this.#start().then(() => undefined);
  }

  #start(): Promise<PgBoss> {
    this.#started ??= (async () => {
      const { PgBoss } = await import("pg-boss");
      const boss = new PgBoss({ connectionString: this.#connectionString, max: 4 });
      boss.on("error", this.#onError);
      this.#boss = boss;
      await boss.start();
      await boss.createQueue(QUEUE, {
        expireInSeconds: EXPIRE_SECONDS,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        retryLimit: 3,
        retryDelay: this.#retryDelaySeconds,
      });
      return boss;
    })();
    return this.#started;
  }

  async send(runId: string): Promise<void> {
    const boss = await this.#start();
    await boss.send(QUEUE, { runId } satisfies ReplayJobData);
  }

  async work(run: (runId: string) => Promise<void>): Promise<void> {
    const boss = await this.#start();
    await boss.work<ReplayJobData>(QUEUE, { pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
      for (const job of jobs) await run(job.data.runId);
    });
  }

  /** Why the queue cannot take or hand out jobs now, or undefined when it can (readiness). */
  async problem(): Promise<string | undefined> {
    if (!this.#started) return "the replay queue has not started";
    const boss = await this.#started;
    const queue = await boss.getQueue(QUEUE);
    return queue ? undefined : `pg-boss has no "${QUEUE}" queue`;
  }

  /** Replays waiting for a worker and replays being run, as pg-boss last counted them (metrics). */
  async depth(): Promise<{ queued: number; active: number } | undefined> {
    if (!this.#boss) return undefined;
    const queue = await this.#boss.getQueue(QUEUE);
    return queue ? { queued: queue.queuedCount, active: queue.activeCount } : undefined;
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss?.stop({ graceful: true, timeout: 10_000 });
  }
}
