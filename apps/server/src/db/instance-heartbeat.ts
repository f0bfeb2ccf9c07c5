import { randomUUID } from "node:crypto";
import { type AnyColumn, and, eq, gte, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import { serverInstances } from "./schema.ts";

/** How often an instance writes its heartbeat by default. */
export const HEARTBEAT_MS = 5_000;
/** Heartbeats an instance may miss before the others take its work over. */
const MISSED_HEARTBEATS = 4;
/** Rows of instances gone this long are deleted when an instance starts. */
const FORGET_AFTER_MS = 24 * 3_600_000;

/** Who holds work in the database, and how to tell that a holder has stopped. */
export interface WorkOwner {
  /** This instance's id, stored as the owner of the work it holds. */
  readonly id: string;
  /**
   * The SQL condition "`owner` names an instance that has stopped" (never this one, never a null owner),
   * judged on the heartbeats' own clock, not on a business clock a test may move.
   */
  gone(owner: AnyColumn): SQL;
  /** Whether `owner` names an instance that has stopped (false for this one and for null). */
  isGone(owner: string | null): Promise<boolean>;
}

/**
 * This server instance's heartbeat in the database its instances share. Work that must be finished by
 * someone (an auto-trading run, an execution, an exit manager's address) records `owner = id`; another
 * instance takes it over once the owner's heartbeat is older than a few intervals (`gone`), seconds after
 * a SIGKILL rather than a long lease later. A graceful stop deletes the row, so its work is taken at once.
 */
export class InstanceHeartbeat implements WorkOwner {
  readonly id: string;
  readonly intervalMs: number;
  /** A heartbeat older than this means the instance has stopped. */
  readonly expiryMs: number;
  readonly #db: Db;
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;

  constructor(
    db: Db,
    options: { intervalMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
  ) {
    this.#db = db;
    this.id = randomUUID();
    this.intervalMs = options.intervalMs ?? HEARTBEAT_MS;
    this.expiryMs = this.intervalMs * MISSED_HEARTBEATS;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError ?? (() => undefined);
  }

  /** Announces this instance and keeps its heartbeat going until `stop`. */
  async start(): Promise<void> {
    const now = this.#now();
    await this.#db.delete(serverInstances).where(lt(serverInstances.heartbeatAt, now - FORGET_AFTER_MS));
    await this.#db.insert(serverInstances).values({ id: this.id, startedAt: now, heartbeatAt: now });
    this.#timer = setInterval(() => {
      this.#db
        .update(serverInstances)
        .set({ heartbeatAt: this.#now() })
        .where(eq(serverInstances.id, this.id))
        .catch(this.#onError);
    }, this.intervalMs);
    this.#timer.unref();
  }

  /** Stops the heartbeat and removes this instance: the others take what it still holds at once. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.#db.delete(serverInstances).where(eq(serverInstances.id, this.id));
  }

  gone(owner: AnyColumn): SQL {
    const now = this.#now();
    const alive = sql`exists (select 1 from ${serverInstances} where ${serverInstances.id} = ${owner} and ${serverInstances.heartbeatAt} >= ${now - this.expiryMs})`;
    return and(isNotNull(owner), ne(owner, this.id), sql`not ${alive}`) as SQL;
  }

  async isGone(owner: string | null): Promise<boolean> {
    if (owner === null || owner === this.id) return false;
    const now = this.#now();
    const [row] = await this.#db
      .select({ id: serverInstances.id })
      .from(serverInstances)
      .where(and(eq(serverInstances.id, owner), gte(serverInstances.heartbeatAt, now - this.expiryMs)))
      .limit(1);
    return row === undefined;
  }
}
