import { z } from "zod";
import { addressSchema, languageSchema, successEnvelope } from "./common.ts";
import { catalogueMessageSchema } from "./execution.ts";

/**
 * What a wallet can be told outside the browser (issue 36 item 4): a fill, a close, a stop or target hit, a
 * stop moved, the risk breaker tripped, a server auto-trading run failed, a position left without protection.
 */
export const NOTIFICATION_EVENTS = [
  "fill",
  "close",
  "exit-hit",
  "stop-moved",
  "breaker-tripped",
  "run-failed",
  "unprotected",
] as const;

/** One kind of notification. */
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The notification channels. */
export const NOTIFICATION_CHANNELS = ["webhook", "telegram"] as const;

/** One channel. */
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Longest webhook secret and Telegram token taken. */
const MAX_SECRET = 256;

/** A webhook as the user sets it: where to post, and the secret its body is signed with. */
export const webhookInputSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2048),
  secret: z.string().min(16, "validation.field.webhookSecret").max(MAX_SECRET),
});

/** A Telegram bot as the user sets it: the bot's token and the chat it writes to. */
export const telegramInputSchema = z.object({
  token: z.string().regex(/^\d{3,20}:[A-Za-z0-9_-]{20,200}$/, "validation.field.telegramToken"),
  chatId: z.string().regex(/^-?\d{1,20}$|^@[A-Za-z0-9_]{5,64}$/, "validation.field.telegramChatId"),
});

/**
 * Body of `POST /api/notifications/settings`. A channel left out keeps what is stored (its secrets are never
 * sent back, so the form cannot resend them), null removes it, a value replaces it.
 */
export const notificationSettingsRequestSchema = z.object({
  userAddress: addressSchema,
  webhook: webhookInputSchema.nullable().optional(),
  telegram: telegramInputSchema.nullable().optional(),
  events: z.array(z.enum(NOTIFICATION_EVENTS)).max(NOTIFICATION_EVENTS.length),
  language: languageSchema.default("en"),
});

/** A save of the notification settings, as parsed. */
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;

/** The settings as answered: what is configured, never a secret (the webhook shows only its host). */
export const notificationSettingsSchema = z.object({
  webhook: z.object({ host: z.string() }).nullable(),
  telegram: z.object({ chatId: z.string() }).nullable(),
  events: z.array(z.enum(NOTIFICATION_EVENTS)),
  language: languageSchema,
});

/** The notification settings of an address. */
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** Answer of `GET` and `POST /api/notifications/settings`. */
export const notificationSettingsResponseSchema = successEnvelope(notificationSettingsSchema);

/** Body of `POST /api/notifications/test`. */
export const notificationTestRequestSchema = z.object({ userAddress: addressSchema });

/**
 * How a test message went on one channel: `error` says in English what the receiver answered, and
 * `errorMessage` says it as a catalogue message (`errorDetail.delivery.*`, `errorDetail.webhookUrl.*`) for a
 * client to show in its reader's language; both null when it went through.
 */
export const notificationTestResultSchema = z.object({
  channel: z.enum(NOTIFICATION_CHANNELS),
  ok: z.boolean(),
  error: z.string().nullable(),
  errorMessage: catalogueMessageSchema.nullable().default(null),
});

/** How a test message went on one channel. */
export type NotificationTestResult = z.infer<typeof notificationTestResultSchema>;

/** How a test message went on each configured channel. */
export const notificationTestResponseSchema = successEnvelope(
  z.object({ results: z.array(notificationTestResultSchema) }),
);

/** Longest text of a browser run's failure a notification carries. */
export const BROWSER_FAILURE_MAX = 500;

/**
 * Body of `POST /api/notifications/browser-event` (signed in): an event only the browser sees, told outside the
 * browser like the server's own. Today one: an auto-trading run of the browser's loop that failed (a run the
 * governor stopped is told by the server as its trip). `error` is the run's reason as the browser recorded it,
 * in the user's language; `at` is the event's time also when it is sent later (after a sign-in).
 */
export const browserNotificationRequestSchema = z
  .object({
    userAddress: addressSchema,
    event: z.literal("run-failed"),
    error: z.string().trim().min(1).max(BROWSER_FAILURE_MAX),
    /** When the run started, ms since the epoch. */
    at: z.number().int().positive(),
    model: z.string().max(200).nullable().default(null),
    /**
     * The event's idempotency key, made by the browser when the run failed: an event kept while signed out and
     * sent at the next sign-in (from any tab, maybe twice) reaches the channels once.
     */
    key: z.string().uuid(),
  })
  .strict();

/** A browser event as parsed. */
export type BrowserNotificationRequest = z.infer<typeof browserNotificationRequestSchema>;

/** Answer of `POST /api/notifications/browser-event`: the event is queued for the wallet's channels. */
export const browserNotificationResponseSchema = successEnvelope(z.object({ queued: z.literal(true) }));
