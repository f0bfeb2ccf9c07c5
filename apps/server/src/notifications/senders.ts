import { createHmac } from "node:crypto";
import { isIP } from "node:net";
import { type Message, translate } from "@app/core";

/** Header of the webhook body's signature: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`. */
export const SIGNATURE_HEADER = "x-hl-signature";
/** Header of the signing time (ms since the epoch), signed with the body so an old body cannot be replayed. */
export const TIMESTAMP_HEADER = "x-hl-timestamp";
/** Header naming the event: the same on every retry of it, so a receiver can drop a repeat. */
export const EVENT_ID_HEADER = "x-hl-event-id";
/** Header of the event's kind (fill, close, ...). */
export const EVENT_HEADER = "x-hl-event";

/** How long a receiver may take to answer one delivery. */
const SEND_TIMEOUT_MS = 10_000;

/** The signature header's value of a webhook body. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Whether an IPv4 or IPv6 literal is loopback, private, link-local or unspecified. */
function privateAddress(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "").toLowerCase();
  const kind = isIP(bare);
  if (kind === 4) {
    const [a = 0, b = 0] = bare.split(".").map(Number);
    return (
      a === 127 ||
      a === 10 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    );
  }
  if (kind === 6)
    return (
      bare === "::1" || bare === "::" || /^(fc|fd|fe8|fe9|fea|feb)/.test(bare) || bare.startsWith("::ffff:")
    );
  return bare === "localhost" || bare.endsWith(".localhost");
}

/** Why a webhook URL may not be used, as a catalogue message. */
export type WebhookUrlProblem = Message & { readonly key: `errorDetail.webhookUrl.${string}` };

/**
 * Why a webhook URL may not be used, or undefined: only http(s), and no loopback or private address unless
 * allowed (a server that posts wherever its users say is a way into its own network). Host names are
 * checked as written; what a name resolves to is not.
 */
export function webhookUrlProblem(url: string, allowPrivate: boolean): WebhookUrlProblem | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { key: "errorDetail.webhookUrl.notUrl" };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    return { key: "errorDetail.webhookUrl.protocol" };
  if (parsed.username || parsed.password) return { key: "errorDetail.webhookUrl.credentials" };
  if (!allowPrivate && privateAddress(parsed.hostname)) return { key: "errorDetail.webhookUrl.private" };
  return undefined;
}

/**
 * A delivery the receiver did not take: why, as a catalogue message (shown in the reader's language), and in
 * English as the error's message (for the outbox row and the log). Neither ever holds a secret.
 */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  readonly reason: Message;

  constructor(reason: Message) {
    super(translate(reason, "en"));
    this.reason = reason;
  }
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new DeliveryError({
      key: timedOut ? "errorDetail.delivery.timeout" : "errorDetail.delivery.unreachable",
    });
  }
}

/** Posts a signed JSON body to a webhook; a 2xx answer is delivered, anything else throws DeliveryError. */
export async function postWebhook(
  target: { url: string; secret: string },
  delivery: { eventId: string; event: string; timestamp: number; body: string },
): Promise<void> {
  const answer = await send(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [EVENT_ID_HEADER]: delivery.eventId,
      [EVENT_HEADER]: delivery.event,
      [TIMESTAMP_HEADER]: String(delivery.timestamp),
      [SIGNATURE_HEADER]: webhookSignature(target.secret, delivery.timestamp, delivery.body),
    },
    body: delivery.body,
  });
  await answer.body?.cancel();
  if (answer.status < 200 || answer.status >= 300)
    throw new DeliveryError({ key: "errorDetail.delivery.webhookStatus", params: { status: answer.status } });
}

/** Sends a text through a Telegram bot (`sendMessage`); Telegram's refusal is thrown, without the token. */
export async function sendTelegram(
  apiUrl: string,
  bot: { token: string; chatId: string },
  text: string,
): Promise<void> {
  const answer = await send(`${apiUrl}/bot${bot.token}/sendMessage`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ chat_id: bot.chatId, text, disable_web_page_preview: true }),
  });
  const reply = (await answer.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
  if (answer.ok && reply?.ok === true) return;
  const why =
    typeof reply?.description === "string" ? reply.description.slice(0, 200).replaceAll(bot.token, "…") : "";
  throw new DeliveryError(
    why
      ? { key: "errorDetail.delivery.telegramSaid", params: { status: answer.status, reason: why } }
      : { key: "errorDetail.delivery.telegramStatus", params: { status: answer.status } },
  );
}
