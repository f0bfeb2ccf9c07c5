import {
  type AutoTradingRecord,
  type AutoTradingSchedule,
  type AutoTradingServerRun,
  type AutoTradingSettings,
  intervalMs,
  nextSlotAfter,
} from "@app/core";
import { and, desc, eq, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import type { WorkOwner } from "./instance-heartbeat.ts";
import { autoTradingRuns, autoTradingSchedules } from "./schema.ts";

type ScheduleRow = typeof autoTradingSchedules.$inferSelect;
type RunRow = typeof autoTradingRuns.$inferSelect;

/** A run this instance claimed: its row's key, what it runs with, and what an earlier attempt stored. */
export interface ClaimedRun {
  readonly address: `0x${string}`;
  readonly slot: number;
  /** When the first attempt started: the run's time in its history record (a late slot runs after its due time). */
  readonly startedAt: number;
  readonly settings: AutoTradingSettings;
  readonly attempts: number;
  /** The analysis an interrupted attempt stored, and the orders planned from it (empty: all HOLD). */
  readonly analysis: unknown;
  readonly orders: unknown;
}

function toSchedule(row: ScheduleRow): AutoTradingSchedule {
  return {
    address: row.address as `0x${string}`,
    enabled: row.enabled,
    intervalMinutes: row.intervalMinutes,
    nextRunAt: row.nextRunAt,
    settings: row.settings as AutoTradingSettings,
    updatedAt: row.updatedAt,
  };
}

function toRun(row: RunRow): AutoTradingServerRun {
  return {
    address: row.address as `0x${string}`,
    slot: row.slot,
    status: row.status as AutoTradingServerRun["status"],
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    attempts: row.attempts,
    executionId: row.executionId,
    record: (row.record as AutoTradingRecord | null) ?? null,
  };
}

/**
 * Keeps server-side auto-trading schedules and runs. Claims take row locks (`FOR UPDATE SKIP LOCKED`) inside a
 * transaction, so instances sharing PostgreSQL never claim the same slot or the same interrupted run; the
 * runs' primary key (address, slot) is the last guard against a slot running twice.
 */
export class AutoTradingStore {
  readonly #db: Db;
  readonly #owner: WorkOwner | undefined;

  /** `owner` is this server instance: its runs name it, so another takes them over once its heartbeat stops. */
  constructor(db: Db, owner?: WorkOwner) {
    this.#db = db;
    this.#owner = owner;
  }

  async schedule(address: string): Promise<AutoTradingSchedule | undefined> {
    const [row] = await this.#db
      .select()
      .from(autoTradingSchedules)
      .where(eq(autoTradingSchedules.address, address))
      .limit(1);
    return row ? toSchedule(row) : undefined;
  }

  /**
   * Saves a schedule. Switching it on runs once at once (product rules §4 "Auto trading"); while it stays on,
   * the next run keeps its time, or comes sooner when a shorter interval would be due earlier.
   */
  async saveSchedule(
    address: string,
    input: { enabled: boolean; intervalMinutes: number; settings: AutoTradingSettings },
    now: number,
  ): Promise<AutoTradingSchedule> {
    return this.#db.transaction(async (tx) => {
      const [old] = await tx
        .select()
        .from(autoTradingSchedules)
        .where(eq(autoTradingSchedules.address, address))
        .for("update");
      let nextRunAt: number | null = null;
      if (input.enabled) {
        nextRunAt =
          old?.enabled && old.nextRunAt !== null
            ? Math.min(old.nextRunAt, now + intervalMs(input.intervalMinutes))
            : now;
      }
      const values = { ...input, nextRunAt, updatedAt: now };
      const [row] = await tx
        .insert(autoTradingSchedules)
        .values({ address, ...values })
        .onConflictDoUpdate({ target: autoTradingSchedules.address, set: values })
        .returning();
      return toSchedule(row as ScheduleRow);
    });
  }

  /** Switches the schedule off (the risk governor tripped): no slot is due until the user starts it again. */
  async disable(address: string, now: number): Promise<void> {
    await this.#db
      .update(autoTradingSchedules)
      .set({ enabled: false, nextRunAt: null, updatedAt: now })
      .where(eq(autoTradingSchedules.address, address));
  }

  /**
   * Claims the due slots of up to `limit` schedules: moves each schedule to its next slot and inserts the
   * slot's run row. A slot due while the address still has its own run going is skipped (product rules §4);
   * one due while a run an instance left is being taken over (or is about to be: its lease ran out or its
   * instance stopped) stays due, and runs once that run is finished: a crash costs no slot.
   */
  async claimDue(now: number, leaseMs: number, limit: number): Promise<ClaimedRun[]> {
    return this.#db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(autoTradingSchedules)
        .where(and(eq(autoTradingSchedules.enabled, true), lte(autoTradingSchedules.nextRunAt, now)))
        .orderBy(autoTradingSchedules.nextRunAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed: ClaimedRun[] = [];
      for (const schedule of due) {
        const slot = schedule.nextRunAt ?? now;
        const [busy] = await tx
          .select({
            attempts: autoTradingRuns.attempts,
            interrupted: sql<boolean>`(${this.#interrupted(now)})`,
          })
          .from(autoTradingRuns)
          .where(and(eq(autoTradingRuns.address, schedule.address), eq(autoTradingRuns.status, "running")))
          .limit(1);
        if (busy && (busy.attempts > 1 || busy.interrupted)) continue;
        await tx
          .update(autoTradingSchedules)
          .set({ nextRunAt: nextSlotAfter(slot, now, intervalMs(schedule.intervalMinutes)) })
          .where(eq(autoTradingSchedules.address, schedule.address));
        if (busy) continue;
        const inserted = await tx
          .insert(autoTradingRuns)
          .values({
            address: schedule.address,
            slot,
            status: "running",
            startedAt: now,
            leaseUntil: now + leaseMs,
            attempts: 1,
            owner: this.#owner?.id ?? null,
          })
          .onConflictDoNothing()
          .returning({ slot: autoTradingRuns.slot });
        if (inserted.length === 0) continue;
        claimed.push({
          address: schedule.address as `0x${string}`,
          slot,
          startedAt: now,
          settings: schedule.settings as AutoTradingSettings,
          attempts: 1,
          analysis: null,
          orders: null,
        });
      }
      return claimed;
    });
  }

  /**
   * Claims runs whose server stopped during them (its heartbeat ended, or their lease ran out) to finish them
   * from what they stored.
   */
  async claimInterrupted(now: number, leaseMs: number, limit: number): Promise<ClaimedRun[]> {
    return this.#db.transaction(async (tx) => {
      const stale = await tx
        .select()
        .from(autoTradingRuns)
        .where(and(eq(autoTradingRuns.status, "running"), this.#interrupted(now)))
        .limit(limit)
        .for("update", { skipLocked: true });
      const claimed: ClaimedRun[] = [];
      for (const run of stale) {
        const attempts = run.attempts + 1;
        await tx
          .update(autoTradingRuns)
          .set({ leaseUntil: now + leaseMs, attempts, owner: this.#owner?.id ?? null })
          .where(and(eq(autoTradingRuns.address, run.address), eq(autoTradingRuns.slot, run.slot)));
        const schedule = await this.#scheduleIn(tx, run.address);
        claimed.push({
          address: run.address as `0x${string}`,
          slot: run.slot,
          startedAt: run.startedAt,
          settings: (schedule?.settings ?? {}) as AutoTradingSettings,
          attempts,
          analysis: run.analysis,
          orders: run.orders,
        });
      }
      return claimed;
    });
  }

  /** A running run's lease ran out, or the instance that holds it stopped. */
  #interrupted(now: number): SQL {
    const leaseOver = lt(autoTradingRuns.leaseUntil, now);
    return (this.#owner ? or(leaseOver, this.#owner.gone(autoTradingRuns.owner)) : leaseOver) as SQL;
  }

  async #scheduleIn(tx: Pick<Db, "select">, address: string): Promise<ScheduleRow | undefined> {
    const [row] = await tx
      .select()
      .from(autoTradingSchedules)
      .where(eq(autoTradingSchedules.address, address))
      .limit(1);
    return row;
  }

  /** Extends a running run's lease, so no other instance takes it over while it is still going. */
  async renew(address: string, slot: number, leaseUntil: number): Promise<void> {
    // Only while it is still this instance's: one taken over meanwhile is the other instance's to renew.
    const mine = this.#owner ? eq(autoTradingRuns.owner, this.#owner.id) : undefined;
    await this.#db
      .update(autoTradingRuns)
      .set({ leaseUntil })
      .where(and(this.#running(address, slot), mine));
  }

  /** Stores a run's analysis and planned orders before anything is sent, so a resumed run sends the same. */
  async saveAnalysis(address: string, slot: number, analysis: unknown, orders: unknown): Promise<void> {
    await this.#db.update(autoTradingRuns).set({ analysis, orders }).where(this.#running(address, slot));
  }

  /** Ends a running run with its history record. */
  async finish(
    address: string,
    slot: number,
    record: AutoTradingRecord,
    executionId: string | null,
    now: number,
  ): Promise<void> {
    await this.#db
      .update(autoTradingRuns)
      .set({ status: record.status, record, executionId, finishedAt: now })
      .where(this.#running(address, slot));
  }

  /** The latest runs of an address, newest slot first. */
  async runs(address: string, limit: number): Promise<AutoTradingServerRun[]> {
    const rows = await this.#db
      .select()
      .from(autoTradingRuns)
      .where(eq(autoTradingRuns.address, address))
      .orderBy(desc(autoTradingRuns.slot))
      .limit(limit);
    return rows.map(toRun);
  }

  #running(address: string, slot: number) {
    return and(
      eq(autoTradingRuns.address, address),
      eq(autoTradingRuns.slot, slot),
      eq(autoTradingRuns.status, "running"),
    );
  }
}
