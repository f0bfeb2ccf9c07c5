import type { NotificationChannel, NotificationEvent } from "@app/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "./database.ts";
import { notificationOutbox, notificationSettings } from "./schema.ts";

/** A wallet's notification settings as stored: the secrets still sealed. */
export type StoredNotificationSettings = typeof notificationSettings.$inferSelect;

/** One outbox row. */
export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** What one event puts in the outbox, per channel. */
export interface OutboxEntry {
  readonly eventId: string;
  readonly address: string;
  readonly event: NotificationEvent;
  readonly channel: NotificationChannel;
  readonly payload: unknown;
  readonly createdAt: number;
}

/** Keeps the wallets' notification settings and the outbox of notifications to deliver. */
export class NotificationStore {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async settings(address: string): Promise<StoredNotificationSettings | undefined> {
    const [row] = await this.#db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.address, address))
      .limit(1);
    return row;
  }

  async saveSettings(row: StoredNotificationSettings): Promise<void> {
    const { address, ...values } = row;
    await this.#db
      .insert(notificationSettings)
      .values(row)
      .onConflictDoUpdate({ target: notificationSettings.address, set: values });
  }

  /** Writes an event's rows (an event already written is not written again); returns the new rows' ids. */
  async enqueue(entries: readonly OutboxEntry[]): Promise<number[]> {
    if (entries.length === 0) return [];
    const rows = await this.#db
      .insert(notificationOutbox)
      .values(entries.map((entry) => ({ ...entry, status: "pending", attempts: 0 })))
      .onConflictDoNothing()
      .returning({ id: notificationOutbox.id });
    return rows.map((row) => row.id);
  }

  async row(id: number): Promise<OutboxRow | undefined> {
    const [row] = await this.#db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, id))
      .limit(1);
    return row;
  }

  /** Marks a pending row delivered; false when it was not pending (delivered or given up meanwhile). */
  async delivered(id: number, now: number): Promise<boolean> {
    const rows = await this.#db
      .update(notificationOutbox)
      .set({
        status: "delivered",
        deliveredAt: now,
        attempts: sql`${notificationOutbox.attempts} + 1`,
        lastError: null,
      })
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, "pending")))
      .returning({ id: notificationOutbox.id });
    return rows.length > 0;
  }

  /** Counts a failed attempt; `giveUp` ends the row as failed. Returns the attempts made so far. */
  async attemptFailed(id: number, error: string, giveUp: boolean): Promise<number> {
    const [row] = await this.#db
      .update(notificationOutbox)
      .set({
        attempts: sql`${notificationOutbox.attempts} + 1`,
        lastError: error.slice(0, 500),
        ...(giveUp ? { status: "failed" } : {}),
      })
      .where(and(eq(notificationOutbox.id, id), eq(notificationOutbox.status, "pending")))
      .returning({ attempts: notificationOutbox.attempts });
    return row?.attempts ?? 0;
  }

  /** Rows still to deliver, oldest first (what a server on PGlite picks up again at start). */
  async pending(limit: number): Promise<number[]> {
    const rows = await this.#db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, "pending"))
      .orderBy(asc(notificationOutbox.createdAt))
      .limit(limit);
    return rows.map((row) => row.id);
  }
}
