import type { ReplayRun, ReplayRunRequest, ReplayRunResult } from "@app/core";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "./database.ts";
import { replayRuns } from "./schema.ts";

type Row = typeof replayRuns.$inferSelect;

function toRun(row: Row): ReplayRun {
  return {
    id: row.id,
    address: row.address as ReplayRun["address"],
    model: row.model,
    status: row.status as ReplayRun["status"],
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    request: row.request as ReplayRunRequest,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: (row.result as ReplayRunResult | null) ?? null,
    error: row.error,
    message: (row.message as ReplayRun["message"] | null) ?? null,
  };
}

/** How a running run ends: done with its result, stopped by its budget with the result so far, or not at all. */
export type ReplayEnding =
  | { status: "done"; result: ReplayRunResult }
  | { status: "stopped"; result: ReplayRunResult; message: NonNullable<ReplayRun["message"]> }
  | {
      status: "failed" | "cancelled" | "interrupted";
      error: string;
      message?: ReplayRun["message"] | undefined;
    };

/** Keeps replay runs: created running, moved forward as steps finish, closed with a result or an error. */
export class ReplayStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Records a new running replay of `total` steps and returns it. */
  async create(request: ReplayRunRequest, model: string, total: number, now: number): Promise<ReplayRun> {
    const [row] = await this.#db
      .insert(replayRuns)
      .values({
        id: crypto.randomUUID(),
        address: request.userAddress,
        model,
        status: "running",
        request,
        progressDone: 0,
        progressTotal: total,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toRun(row as Row);
  }

  /**
   * The state after the last completed step, with the steps done, while the run is still running;
   * false when it no longer is (cancelled meanwhile, maybe by another server).
   */
  async checkpoint(id: string, checkpoint: unknown, done: number, now: number): Promise<boolean> {
    const rows = await this.#db
      .update(replayRuns)
      .set({ checkpoint, progressDone: done, updatedAt: now })
      .where(and(eq(replayRuns.id, id), eq(replayRuns.status, "running")))
      .returning({ id: replayRuns.id });
    return rows.length > 0;
  }

  /** The stored checkpoint of a run, or undefined when it has none. */
  async checkpointOf(id: string): Promise<unknown> {
    const [row] = await this.#db
      .select({ checkpoint: replayRuns.checkpoint })
      .from(replayRuns)
      .where(eq(replayRuns.id, id))
      .limit(1);
    return row?.checkpoint ?? undefined;
  }

  /**
   * Sets a cancelled, interrupted or failed run running again from `done` steps; undefined when it was
   * not in one of those states (another request resumed it first).
   */
  async reopen(id: string, done: number, now: number): Promise<ReplayRun | undefined> {
    const [row] = await this.#db
      .update(replayRuns)
      .set({ status: "running", error: null, message: null, progressDone: done, updatedAt: now })
      .where(and(eq(replayRuns.id, id), inArray(replayRuns.status, ["cancelled", "interrupted", "failed"])))
      .returning();
    return row ? toRun(row) : undefined;
  }

  /** Ends a running run: with its result (done, or stopped by its budget), or failed, cancelled or interrupted with why. */
  async finish(id: string, outcome: ReplayEnding, now: number): Promise<void> {
    await this.#db
      .update(replayRuns)
      .set(
        "result" in outcome
          ? {
              status: outcome.status,
              result: outcome.result,
              progressDone: outcome.result.steps,
              error: null,
              message: outcome.status === "stopped" ? outcome.message : null,
              // A finished run is not resumed: its checkpoint has served.
              checkpoint: null,
              updatedAt: now,
            }
          : {
              status: outcome.status,
              error: outcome.error,
              message: outcome.message ?? null,
              updatedAt: now,
            },
      )
      .where(and(eq(replayRuns.id, id), eq(replayRuns.status, "running")));
  }

  /** Marks every run left running by a stopped server as interrupted, so it can be resumed. */
  async interruptRunning(error: string, now: number): Promise<number> {
    const rows = await this.#db
      .update(replayRuns)
      .set({ status: "interrupted", error, message: { key: "replay.interrupted" }, updatedAt: now })
      .where(eq(replayRuns.status, "running"))
      .returning({ id: replayRuns.id });
    return rows.length;
  }

  /** One run, or undefined. */
  async get(id: string): Promise<ReplayRun | undefined> {
    const [row] = await this.#db.select().from(replayRuns).where(eq(replayRuns.id, id)).limit(1);
    return row ? toRun(row) : undefined;
  }

  /** The latest runs of an address, newest first. */
  async recent(address: string, limit: number): Promise<ReplayRun[]> {
    const rows = await this.#db
      .select()
      .from(replayRuns)
      .where(eq(replayRuns.address, address))
      .orderBy(desc(replayRuns.createdAt))
      .limit(limit);
    return rows.map(toRun);
  }
}
