import type { ExecutionData } from "@app/core";
import { and, asc, count, desc, eq, gte, isNull, like, lt, notLike, or } from "drizzle-orm";
import type { Db } from "./database.ts";
import type { WorkOwner } from "./instance-heartbeat.ts";
import { executions } from "./schema.ts";
import { toStorable } from "./storable-text.ts";

/** What a new execution records before any order is sent. */
export interface NewExecution {
  readonly idempotencyKey: string;
  readonly address: string;
  readonly account: string;
  readonly mode: "server" | "agent";
  readonly signer: string;
  readonly orders: unknown;
  /** Server mode: the planned orders' stored plan (see orders/plan.ts). */
  readonly plan?: unknown;
  readonly createdAt: number;
}

/** The outcome of claiming an idempotency key. */
export type Claim =
  | { readonly kind: "new"; readonly id: string }
  | {
      readonly kind: "done";
      readonly id: string;
      readonly results: ExecutionData;
      /** The orders stored with the first request of this key. */
      readonly orders: unknown;
    }
  | {
      readonly kind: "pending";
      readonly id: string;
      readonly createdAt: number;
      readonly orders: unknown;
      /** The plan stored with the claim; null for agent mode and for executions stored before plans were. */
      readonly plan: unknown;
      /** The instance running it; null if claimed before instances were recorded. */
      readonly owner: string | null;
    };

/** A pending execution whose instance stopped, as stored. */
export type OrphanedExecution = typeof executions.$inferSelect;

/** Keys of auto-trading runs' executions: their runs are taken over whole (AutoTradingLoop), not swept. */
const RUN_KEYS = "auto-trading:%";

/** Keeps every execution; the unique idempotency key makes a retried request find the first one. */
export class ExecutionStore {
  readonly #db: Db;
  readonly #owner: WorkOwner | undefined;

  /** `owner` is this server instance: its claims name it, so another instance can tell they were orphaned. */
  constructor(db: Db, owner?: WorkOwner) {
    this.#db = db;
    this.#owner = owner;
  }

  /**
   * Claims a key before any order is sent. Only one caller ever gets "new": a duplicate sees the first
   * execution's results, or "pending" while it is still running.
   */
  async claim(execution: NewExecution): Promise<Claim> {
    const id = crypto.randomUUID();
    const inserted = await this.#db
      .insert(executions)
      .values({
        id,
        status: "pending",
        results: null,
        ...execution,
        plan: execution.plan ?? null,
        owner: this.#owner?.id ?? null,
      })
      .onConflictDoNothing({ target: executions.idempotencyKey })
      .returning({ id: executions.id });
    if (inserted.length > 0) return { kind: "new", id };
    const [existing] = await this.#db
      .select()
      .from(executions)
      .where(eq(executions.idempotencyKey, execution.idempotencyKey))
      .limit(1);
    if (!existing) throw new Error("An execution vanished between its insert and its read.");
    if (existing.status === "done" && existing.results) {
      return {
        kind: "done",
        id: existing.id,
        results: existing.results as ExecutionData,
        orders: existing.orders,
      };
    }
    return {
      kind: "pending",
      id: existing.id,
      createdAt: Number(existing.createdAt),
      orders: existing.orders,
      plan: existing.plan,
      owner: existing.owner,
    };
  }

  /**
   * Makes a pending execution this instance's if it still belongs to `from` (compare and swap): of the
   * instances that find the same orphan, one finishes it. False when another took it or it was finished.
   */
  async adopt(id: string, from: string | null): Promise<boolean> {
    const owner = this.#owner?.id ?? null;
    const taken = await this.#db
      .update(executions)
      .set({ owner })
      .where(
        and(
          eq(executions.id, id),
          eq(executions.status, "pending"),
          from === null ? isNull(executions.owner) : eq(executions.owner, from),
        ),
      )
      .returning({ id: executions.id });
    return taken.length > 0;
  }

  /**
   * Pending executions whose instance stopped (its heartbeat ended), or claimed more than `staleMs` ago (no
   * execution runs that long: its instance stopped, or failed to finish it); oldest first. Auto-trading
   * runs' executions are left to their runs.
   */
  async orphans(now: number, staleMs: number, limit: number): Promise<OrphanedExecution[]> {
    const owner = this.#owner;
    if (!owner) return [];
    return this.#db
      .select()
      .from(executions)
      .where(
        and(
          eq(executions.status, "pending"),
          notLike(executions.idempotencyKey, RUN_KEYS),
          or(owner.gone(executions.owner), lt(executions.createdAt, now - staleMs)),
        ),
      )
      .orderBy(asc(executions.createdAt))
      .limit(limit);
  }

  /**
   * Records the results of an execution while this instance still holds it (pending, its owner): an
   * instance that stalled past its heartbeat may have had it taken over, and must not overwrite the outcome
   * its new owner recorded. False when it no longer holds it (nothing written).
   */
  async complete(id: string, results: ExecutionData): Promise<boolean> {
    const done = await this.#db
      .update(executions)
      .set({ status: "done", results: toStorable(results) })
      .where(this.#held(id))
      .returning({ id: executions.id });
    return done.length > 0;
  }

  /** "Pending execution `id`, held by this instance": the condition of every write only its holder may make. */
  #held(id: string) {
    const owner = this.#owner?.id;
    return and(
      eq(executions.id, id),
      eq(executions.status, "pending"),
      owner === undefined ? isNull(executions.owner) : eq(executions.owner, owner),
    );
  }

  /** The execution stored under an idempotency key, whoever ran it. */
  async byKey(idempotencyKey: string) {
    const [row] = await this.#db
      .select()
      .from(executions)
      .where(eq(executions.idempotencyKey, idempotencyKey))
      .limit(1);
    return row;
  }

  /** The newest execution key starting with `prefix` (hex and ':' only) claimed at or after `since`. */
  async recentKey(prefix: string, since: number): Promise<string | undefined> {
    const [row] = await this.#db
      .select({ key: executions.idempotencyKey })
      .from(executions)
      .where(and(like(executions.idempotencyKey, `${prefix}%`), gte(executions.createdAt, since)))
      .orderBy(desc(executions.createdAt))
      .limit(1);
    return row?.key;
  }

  /** Replaces the results of a finished execution (stops and targets placed afterwards). */
  async updateResults(id: string, results: ExecutionData): Promise<void> {
    await this.#db
      .update(executions)
      .set({ results: toStorable(results) })
      .where(and(eq(executions.id, id), eq(executions.status, "done")));
  }

  /**
   * Forgets a claimed execution that failed before any order was sent, so a retry may run it; only while
   * this instance holds it (another that took it over may be finishing it).
   */
  async release(id: string): Promise<void> {
    await this.#db.delete(executions).where(this.#held(id));
  }

  /** How many executions of an address finished: the cycle number of its equity snapshots. */
  async completedCount(address: string): Promise<number> {
    const [row] = await this.#db
      .select({ value: count() })
      .from(executions)
      .where(and(eq(executions.address, address), eq(executions.status, "done")));
    return row?.value ?? 0;
  }

  /** The address's completed executions, newest first: when, and each order's result (community record). */
  async completedFor(address: string, limit: number) {
    return this.#db
      .select({ createdAt: executions.createdAt, results: executions.results })
      .from(executions)
      .where(and(eq(executions.address, address), eq(executions.status, "done")))
      .orderBy(desc(executions.createdAt))
      .limit(limit);
  }

  /** One execution by id. */
  async get(id: string) {
    const [row] = await this.#db.select().from(executions).where(eq(executions.id, id)).limit(1);
    return row;
  }
}
