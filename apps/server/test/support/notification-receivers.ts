import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

// Deliveries happen in the background: the tests of notifications wait for them with this.
export { until } from "./until.ts";

/** One webhook delivery the receiver took (a 2xx answer), with whether its signature held. */
export interface ReceivedWebhook {
  readonly eventId: string;
  readonly event: string;
  readonly signatureValid: boolean;
  readonly body: {
    id: string;
    event: string;
    address: string;
    at: number;
    text: string;
    data: Record<string, unknown>;
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A webhook receiver as a user would write one: it checks the documented signature (HMAC-SHA256 of
 * `<timestamp>.<body>` under the secret, header X-HL-Signature) and keeps what it took. It can refuse the
 * first deliveries with HTTP 500, so the sender's retries are exercised.
 */
export async function startWebhookReceiver(secret: string, options: { refuseFirst?: number } = {}) {
  const received: ReceivedWebhook[] = [];
  let refusals = options.refuseFirst ?? 0;
  let attempts = 0;
  const server = createServer(async (request, response) => {
    const text = await bodyOf(request);
    attempts += 1;
    if (refusals > 0) {
      refusals -= 1;
      response.writeHead(500).end();
      return;
    }
    const timestamp = String(request.headers["x-hl-timestamp"] ?? "");
    const expected = `sha256=${createHmac("sha256", secret).update(`${timestamp}.${text}`).digest("hex")}`;
    const given = String(request.headers["x-hl-signature"] ?? "");
    const signatureValid =
      given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    received.push({
      eventId: String(request.headers["x-hl-event-id"] ?? ""),
      event: String(request.headers["x-hl-event"] ?? ""),
      signatureValid,
      body: JSON.parse(text) as ReceivedWebhook["body"],
    });
    response.writeHead(signatureValid ? 204 : 401).end();
  });
  const url = await listen(server);
  return {
    url: `${url}/hooks/trading?token=receiver-path-secret`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A local stand-in of Telegram's Bot API: `POST /bot<token>/sendMessage`, refusing any other token. */
export async function startTelegramStandIn(token: string) {
  const messages: { chatId: string; text: string }[] = [];
  const server = createServer(async (request, response) => {
    const text = await bodyOf(request);
    response.setHeader("content-type", "application/json");
    if (request.method !== "POST" || request.url !== `/bot${token}/sendMessage`) {
      response
        .writeHead(401)
        .end(JSON.stringify({ ok: false, error_code: 401, description: "Unauthorized" }));
      return;
    }
    const body = JSON.parse(text) as { chat_id: string; text: string };
    messages.push({ chatId: String(body.chat_id), text: body.text });
    response.writeHead(200).end(JSON.stringify({ ok: true, result: { message_id: messages.length } }));
  });
  const url = await listen(server);
  return { url, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
