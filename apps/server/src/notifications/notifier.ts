import { createHash, randomUUID } from "node:crypto";
import {
  type Language,
  type Message,
  type NotificationChannel,
  type NotificationEvent,
  translate,
} from "@app/core";
import type { NotificationStore, OutboxEntry } from "../db/notification-store.ts";
import type { NotificationQueue } from "./notification-queue.ts";

/** What a delivery carries: the webhook's JSON body (the Telegram message is its `text`). */
export interface NotificationPayload {
  /** The event's id: the same on each channel and every retry. */
  readonly id: string;
  readonly event: NotificationEvent;
  readonly address: string;
  /** When it happened (ms since the epoch). */
  readonly at: number;
  /** The event in the wallet's language. */
  readonly text: string;
  /** The event's figures (coin, side, size, price ...). */
  readonly data: Readonly<Record<string, string | number | boolean | null>>;
}

/** One event to tell a wallet about. */
export interface NotificationInput {
  readonly message: Message;
  readonly data: NotificationPayload["data"];
  /**
   * The event's id when the caller names it (an event sent again is queued once per channel); else a new one.
   */
  readonly id?: string;
  /** When it happened, when earlier than now (an event the browser kept while signed out); never later than now. */
  readonly at?: number;
}

/**
 * The id of an event a browser names by its idempotency key: a UUID-shaped digest of the wallet and the key, so one
 * wallet's key never names another wallet's event.
 */
export function browserEventId(address: string, key: string): string {
  const hex = createHash("sha256").update(`browser-event:${address.toLowerCase()}:${key}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Puts events into the outbox (issue 36 item 4): one row per configured channel that wants the event, then
 * hands the rows to the queue. It only writes: delivery happens in the queue's worker, so the order path
 * that calls this never waits for a receiver.
 */
export class Notifier {
  readonly #store: NotificationStore;
  readonly #queue: NotificationQueue;
  readonly #now: () => number;
  readonly #log: { error(details: object, message: string): void };

  constructor(
    store: NotificationStore,
    queue: NotificationQueue,
    now: () => number,
    log: { error(details: object, message: string): void },
  ) {
    this.#store = store;
    this.#queue = queue;
    this.#now = now;
    this.#log = log;
  }

  /** Queues an event for the wallet's channels; never throws (a notification must not fail a trade). */
  async notify(address: string, event: NotificationEvent, input: NotificationInput): Promise<void> {
    try {
      const settings = await this.#store.settings(address.toLowerCase());
      if (!settings || !(settings.events as unknown[]).includes(event)) return;
      const channels: NotificationChannel[] = [];
      if (settings.webhookUrlSealed && settings.webhookSecretSealed) channels.push("webhook");
      if (settings.telegramTokenSealed && settings.telegramChatId) channels.push("telegram");
      if (channels.length === 0) return;
      const now = this.#now();
      const at = input.at === undefined ? now : Math.min(input.at, now);
      const payload: NotificationPayload = {
        id: input.id ?? randomUUID(),
        event,
        address: settings.address,
        at,
        text: translate(input.message, settings.language as Language),
        data: input.data,
      };
      const entries: OutboxEntry[] = channels.map((channel) => ({
        eventId: payload.id,
        address: settings.address,
        event,
        channel,
        payload,
        createdAt: now,
      }));
      await this.#queue.send(await this.#store.enqueue(entries));
    } catch (error) {
      this.#log.error({ err: error, address, event }, "a notification could not be queued");
    }
  }
}
