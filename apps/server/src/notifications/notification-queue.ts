import type { PgBoss } from "pg-boss";

/** pg-boss's queue of notification deliveries. */
const QUEUE = "notification";
/** How often an idle worker asks for jobs. */
const POLL_SECONDS = 0.5;
/**
 * Deliveries a worker takes at once: a fill notified on two channels and the close after it are delivered
 * together, not one per poll (ten rows took five seconds).
 */
const BATCH_SIZE = 20;

/** What a delivery answers: delivered or given up ("done"), or to be tried again later ("retry"). */
export type DeliveryOutcome = "done" | "retry";

/** Most attempts at one delivery before it is given up (the row then says failed, with the last error). */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** Seconds before the first retry; each later one waits twice as long as the one before. */
const FIRST_RETRY_DELAY_SECONDS = 2;

/**
 * Seconds before the attempt after `attempts` failed ones: 2, 4, 8, 16, 32 (`first` = 2). `first` 0 retries
 * at once (tests).
 */
export function retryDelaySeconds(attempts: number, first = FIRST_RETRY_DELAY_SECONDS): number {
  return first * 2 ** (Math.max(1, attempts) - 1);
}

/** How a queue retries: seconds before the first retry (default 2). */
export interface RetryOptions {
  readonly retryDelaySeconds?: number | undefined;
}

/** Where outbox rows wait for delivery. */
export interface NotificationQueue {
  /** Queues the outbox rows `ids` for delivery. */
  send(ids: readonly number[]): Promise<void>;
  /** Delivers each queued row with `deliver`, retrying after a "retry"; resolves once the worker runs. */
  work(deliver: (id: number) => Promise<DeliveryOutcome>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The deliveries on pg-boss in the shared PostgreSQL database: a job per outbox row, taken by one server's
 * worker and retried with growing delays by pg-boss (also after its server died) until the row is done.
 */
export class PgBossNotificationQueue implements NotificationQueue {
  readonly #connectionString: string;
  readonly #onError: (error: Error) => void;
  readonly #retryDelaySeconds: number;
  #boss: PgBoss | undefined;
  #started: Promise<PgBoss> | undefined;

  constructor(connectionString: string, onError: (error: Error) => void, options: RetryOptions = {}) {
    this.#connectionString = connectionString;
    this.#onError = onError;
    this.#retryDelaySeconds = options.retryDelaySeconds ?? FIRST_RETRY_DELAY_SECONDS;
  }

  #start(): Promise<PgBoss> {
    this.#started ??= (async () => {
      const { PgBoss } = await import("pg-boss");
      const boss = new PgBoss({ connectionString: this.#connectionString, max: 2 });
      boss.on("error", this.#onError);
      this.#boss = boss;
      await boss.start();
      await boss.createQueue(QUEUE, {
        retryLimit: MAX_DELIVERY_ATTEMPTS - 1,
        retryDelay: this.#retryDelaySeconds,
        // pg-boss's backoff waits a second at least: a delay of 0 is a retry at once, without it.
        retryBackoff: this.#retryDelaySeconds > 0,
        expireInSeconds: 60,
      });
      return boss;
    })();
    return this.#started;
  }

  async send(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const boss = await this.#start();
    await boss.insert(
      QUEUE,
      ids.map((id) => ({ data: { id } })),
    );
  }

  async work(deliver: (id: number) => Promise<DeliveryOutcome>): Promise<void> {
    const boss = await this.#start();
    const options = { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH_SIZE };
    await boss.work<{ id: number }>(QUEUE, options, async (jobs) => {
      for (const job of jobs) {
        const outcome = await deliver(job.data.id).catch((): DeliveryOutcome => "retry");
        // Failed alone, it is pg-boss's retry after its backoff; the batch's other jobs complete with it.
        if (outcome === "retry")
          await boss.fail(QUEUE, job.id, { error: `notification ${job.data.id}: retry` });
      }
    });
  }

  async stop(): Promise<void> {
    if (!this.#started) return;
    await this.#started.catch(() => undefined);
    await this.#boss?.stop({ graceful: true, timeout: 5_000 });
  }
}

/**
 * The deliveries in this process (a server on PGlite, which is one instance): each row is tried at once and
 * again after growing delays; rows a stopped server left pending are picked up at start from the outbox.
 */
export class InProcessNotificationQueue implements NotificationQueue {
  #deliver: ((id: number) => Promise<DeliveryOutcome>) | undefined;
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #running = new Set<Promise<void>>();
  readonly #tries = new Map<number, number>();
  #stopped = false;
  readonly #firstRetryDelaySeconds: number;

  constructor(options: RetryOptions = {}) {
    this.#firstRetryDelaySeconds = options.retryDelaySeconds ?? FIRST_RETRY_DELAY_SECONDS;
  }

  async send(ids: readonly number[]): Promise<void> {
    for (const id of ids) this.#attempt(id);
  }

  async work(deliver: (id: number) => Promise<DeliveryOutcome>): Promise<void> {
    this.#deliver = deliver;
  }

  #attempt(id: number): void {
    const deliver = this.#deliver;
    if (this.#stopped || !deliver) return;
    const done: Promise<void> = deliver(id)
      .catch((): DeliveryOutcome => "retry")
      .then((outcome) => {
        const tries = (this.#tries.get(id) ?? 0) + 1;
        if (outcome === "done" || tries >= MAX_DELIVERY_ATTEMPTS) {
          this.#tries.delete(id);
          return;
        }
        this.#tries.set(id, tries);
        const timer = setTimeout(() => {
          this.#timers.delete(timer);
          this.#attempt(id);
        }, retryDelaySeconds(tries, this.#firstRetryDelaySeconds) * 1_000);
        this.#timers.add(timer);
      })
      .finally(() => this.#running.delete(done));
    this.#running.add(done);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    await Promise.all([...this.#running]);
  }
}
