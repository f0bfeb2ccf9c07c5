import {
  AppError,
  type Message,
  NOTIFICATION_EVENTS,
  type NotificationChannel,
  type NotificationSettings,
  type NotificationSettingsRequest,
  type NotificationTestResult,
  notificationSettingsSchema,
  translate,
} from "@app/core";
import type { NotificationStore, StoredNotificationSettings } from "../db/notification-store.ts";
import { type DeliveryOutcome, MAX_DELIVERY_ATTEMPTS } from "./notification-queue.ts";
import type { NotificationPayload } from "./notifier.ts";
import type { SecretBox } from "./secret-box.ts";
import { DeliveryError, postWebhook, sendTelegram, webhookUrlProblem } from "./senders.ts";

/** What the service is configured with. */
export interface NotificationServiceOptions {
  readonly telegramApiUrl: string;
  readonly privateWebhooks: boolean;
  now(): number;
}

/** The sealing context of a secret: its wallet and field, so it opens only where it was stored. */
const context = (address: string, field: string) => `${address}:${field}`;

/** Why a delivery failed, as a catalogue message: the receiver's answer, or a failure of the sending itself. */
function deliveryReason(error: unknown): Message {
  return error instanceof DeliveryError ? error.reason : { key: "errorDetail.delivery.failed" };
}

/** The channels' secrets of a wallet, opened. */
interface OpenedChannels {
  webhook?: { url: string; secret: string };
  telegram?: { token: string; chatId: string };
}

/**
 * A wallet's notification settings (sealed on save, never answered back), the Test button, and the delivery
 * of one outbox row to its channel (issue 36 item 4).
 */
export class NotificationService {
  readonly #store: NotificationStore;
  readonly #box: SecretBox;
  readonly #options: NotificationServiceOptions;

  constructor(store: NotificationStore, box: SecretBox, options: NotificationServiceOptions) {
    this.#store = store;
    this.#box = box;
    this.#options = options;
  }

  /** The settings as answered: the webhook's host and the chat id, never a URL, secret or token. */
  async settings(address: string): Promise<NotificationSettings> {
    return answerOf(await this.#store.settings(address));
  }

  /** Saves the settings; a channel left out keeps its sealed secrets, null removes it. */
  async save(request: NotificationSettingsRequest): Promise<NotificationSettings> {
    const address = request.userAddress;
    if (request.webhook) {
      const problem = webhookUrlProblem(request.webhook.url, this.#options.privateWebhooks);
      if (problem) throw new AppError("VALIDATION_ERROR", { detail: problem });
    }
    const old = await this.#store.settings(address);
    const row: StoredNotificationSettings = {
      address,
      webhookHost: old?.webhookHost ?? null,
      webhookUrlSealed: old?.webhookUrlSealed ?? null,
      webhookSecretSealed: old?.webhookSecretSealed ?? null,
      telegramTokenSealed: old?.telegramTokenSealed ?? null,
      telegramChatId: old?.telegramChatId ?? null,
      events: request.events,
      language: request.language,
      updatedAt: this.#options.now(),
    };
    if (request.webhook === null) {
      Object.assign(row, { webhookHost: null, webhookUrlSealed: null, webhookSecretSealed: null });
    } else if (request.webhook) {
      row.webhookHost = new URL(request.webhook.url).host;
      row.webhookUrlSealed = this.#box.seal(request.webhook.url, context(address, "webhook-url"));
      row.webhookSecretSealed = this.#box.seal(request.webhook.secret, context(address, "webhook-secret"));
    }
    if (request.telegram === null) {
      Object.assign(row, { telegramTokenSealed: null, telegramChatId: null });
    } else if (request.telegram) {
      row.telegramTokenSealed = this.#box.seal(request.telegram.token, context(address, "telegram-token"));
      row.telegramChatId = request.telegram.chatId;
    }
    await this.#store.saveSettings(row);
    return answerOf(row);
  }

  /** The Test button: a message on each configured channel now, each one's outcome answered. */
  async test(address: string) {
    const stored = await this.#store.settings(address);
    const channels = stored ? this.#open(stored) : {};
    const language = stored?.language === "zh" ? "zh" : "en";
    const at = this.#options.now();
    const payload: NotificationPayload = {
      id: `test-${at}`,
      event: "fill",
      address,
      at,
      text: translate({ key: "notify.test" }, language),
      data: { test: true },
    };
    const results: NotificationTestResult[] = [];
    for (const channel of ["webhook", "telegram"] as const) {
      if (!channels[channel]) continue;
      try {
        await this.#send(channel, channels, { ...payload, event: "fill" }, "test");
        results.push({ channel, ok: true, error: null, errorMessage: null });
      } catch (error) {
        const reason = deliveryReason(error);
        results.push({ channel, ok: false, error: translate(reason, "en"), errorMessage: reason });
      }
    }
    return { results };
  }

  /** Delivers one outbox row once: a row already delivered or given up is left alone. */
  async deliver(id: number): Promise<DeliveryOutcome> {
    const row = await this.#store.row(id);
    if (row?.status !== "pending") return "done";
    const channel = row.channel as NotificationChannel;
    const stored = await this.#store.settings(row.address);
    const channels = stored ? this.#open(stored) : {};
    if (!channels[channel]) {
      await this.#store.attemptFailed(
        id,
        translate({ key: "errorDetail.delivery.channelRemoved", params: { channel } }, "en"),
        true,
      );
      return "done";
    }
    try {
      await this.#send(channel, channels, row.payload as NotificationPayload, row.event);
    } catch (error) {
      const message = translate(deliveryReason(error), "en");
      const giveUp = row.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
      await this.#store.attemptFailed(id, message, giveUp);
      return giveUp ? "done" : "retry";
    }
    await this.#store.delivered(id, this.#options.now());
    return "done";
  }

  async #send(
    channel: NotificationChannel,
    channels: OpenedChannels,
    payload: NotificationPayload,
    event: string,
  ) {
    if (channel === "webhook" && channels.webhook) {
      const problem = webhookUrlProblem(channels.webhook.url, this.#options.privateWebhooks);
      if (problem) throw new DeliveryError(problem);
      const body = JSON.stringify(payload);
      await postWebhook(channels.webhook, {
        eventId: payload.id,
        event,
        timestamp: this.#options.now(),
        body,
      });
    } else if (channel === "telegram" && channels.telegram) {
      await sendTelegram(this.#options.telegramApiUrl, channels.telegram, payload.text);
    }
  }

  /** The stored secrets opened; a value that no longer opens (another key) leaves its channel out. */
  #open(stored: StoredNotificationSettings): OpenedChannels {
    const opened: OpenedChannels = {};
    const open = (sealed: string, field: string) => {
      try {
        return this.#box.open(sealed, context(stored.address, field));
      } catch {
        return undefined;
      }
    };
    if (stored.webhookUrlSealed && stored.webhookSecretSealed) {
      const url = open(stored.webhookUrlSealed, "webhook-url");
      const secret = open(stored.webhookSecretSealed, "webhook-secret");
      if (url && secret) opened.webhook = { url, secret };
    }
    if (stored.telegramTokenSealed && stored.telegramChatId) {
      const token = open(stored.telegramTokenSealed, "telegram-token");
      if (token) opened.telegram = { token, chatId: stored.telegramChatId };
    }
    return opened;
  }
}

/** The answer of a stored row: what is configured, never a secret. */
function answerOf(row: StoredNotificationSettings | undefined): NotificationSettings {
  return notificationSettingsSchema.parse({
    webhook: row?.webhookHost ? { host: row.webhookHost } : null,
    telegram: row?.telegramChatId && row.telegramTokenSealed ? { chatId: row.telegramChatId } : null,
    events: row ? row.events : [...NOTIFICATION_EVENTS],
    language: row?.language === "zh" ? "zh" : "en",
  });
}
