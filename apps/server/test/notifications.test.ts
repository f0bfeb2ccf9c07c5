import {
  errorBodySchema,
  notificationSettingsResponseSchema,
  notificationTestResponseSchema,
  translateApiError,
} from "@app/core";
import { sql } from "drizzle-orm";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTelegramStandIn, startWebhookReceiver, until } from "./support/notification-receivers.ts";
import { createTestDatabase, type TestDatabase } from "./support/test-databases.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const dana = privateKeyToAccount(`0x${"d7".repeat(32)}`);
const WEBHOOK_SECRET = "whsec-correct-horse-battery-staple-41";
const BOT_TOKEN = "123456789:AAH-stand-in-token-for-the-tests_xyz";
const SECRET_KEY = "5e".repeat(32);
const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;

const postgresUrl = inject("postgresUrl");
// PGlite delivers in the process; PostgreSQL through pg-boss's jobs.
const backends: [string, string | undefined][] = [["PGlite, delivered in the process", undefined]];
if (postgresUrl) backends.push(["PostgreSQL, delivered by pg-boss", postgresUrl]);

describe.each(backends)("notifications outside the browser (issue 36 item 4) on %s", (_name, databaseUrl) => {
  let place: TestDatabase;
  let server: TestServer;
  let cookie: string;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let telegram: Awaited<ReturnType<typeof startTelegramStandIn>>;

  beforeAll(async () => {
    // The receiver refuses its first two requests: the Test's, and the first delivery, which the outbox
    // retries; every event is still taken once.
    webhook = await startWebhookReceiver(WEBHOOK_SECRET, { refuseFirst: 2 });
    telegram = await startTelegramStandIn(BOT_TOKEN);
    place = await createTestDatabase(databaseUrl);
    server = await startTestServer(
      {
        NOTIFY_SECRET_KEY: SECRET_KEY,
        TELEGRAM_API_URL: telegram.url,
        ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      },
      {
        autoTradingPollMs: 100,
        // The refused delivery is retried at once rather than after 2 s.
        notificationRetryDelaySeconds: 0,
        ...(place.databaseUrl ? {} : { dataDir: place.dataDir }),
      },
    );
    ({ cookie } = await signIn(server, dana));
  });
  afterAll(async () => {
    await server?.close();
    await place?.drop();
    await webhook?.close();
    await telegram?.close();
  });

  it("keeps the channels of the signed-in address only, refuses bad input, and answers no secret", async () => {
    const settings = {
      userAddress: dana.address,
      webhook: { url: webhook.url, secret: WEBHOOK_SECRET },
      telegram: { token: BOT_TOKEN, chatId: "-100123456" },
      events: ["fill", "close", "breaker-tripped"],
      language: "en",
    };
    expect((await server.post("/api/notifications/settings", settings)).status).toBe(401);
    const short = await server.post(
      "/api/notifications/settings",
      { ...settings, webhook: { url: webhook.url, secret: "short" } },
      { cookie },
    );
    expect(short.status).toBe(400);
    expect(errorCode(short.body)).toBe("VALIDATION_ERROR");
    // The field and why, in the reader's language.
    expect(translateApiError(short.body, "zh")).toBe("请求参数无效: webhook.secret: 密钥至少需要 16 个字符");
    const saved = await server.post("/api/notifications/settings", settings, { cookie });
    expect(saved.status).toBe(200);
    expect(notificationSettingsResponseSchema.parse(saved.body).data).toEqual({
      webhook: { host: new URL(webhook.url).host },
      telegram: { chatId: "-100123456" },
      events: ["fill", "close", "breaker-tripped"],
      language: "en",
    });
    const read = await server.get(`/api/notifications/settings?address=${dana.address}`, { cookie });
    for (const answer of [saved, read]) {
      const text = JSON.stringify(answer.body);
      for (const secret of [WEBHOOK_SECRET, BOT_TOKEN, "receiver-path-secret"])
        expect(text).not.toContain(secret);
    }
  });

  it("Test sends on each channel at once and says how each went", async () => {
    const answer = await server.post("/api/notifications/test", { userAddress: dana.address }, { cookie });
    expect(notificationTestResponseSchema.parse(answer.body).data.results).toEqual([
      // The receiver refuses its first requests (set up for the retry below): the test reports it.
      {
        channel: "webhook",
        ok: false,
        error: "the webhook answered HTTP 500",
        errorMessage: { key: "errorDetail.delivery.webhookStatus", params: { status: 500 } },
      },
      { channel: "telegram", ok: true, error: null, errorMessage: null },
    ]);
    expect(telegram.messages.at(-1)).toEqual({
      chatId: "-100123456",
      text: "Test message from HL AI Trader: your notifications arrive here.",
    });
    telegram.messages.length = 0;
  });

  it("delivers each fill, close and breaker trip once on both channels, signed, with retries", async () => {
    const opened = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: dana.address,
        orders: [{ coin: "ETH", side: "BUY", quantity: 0.5, leverage: 5 }],
      },
      { cookie, "idempotency-key": "notify-open-0001" },
    );
    expect(opened.status).toBe(200);
    // The same request again is the first one's answer: nothing new to tell.
    const repeated = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: dana.address,
        orders: [{ coin: "ETH", side: "BUY", quantity: 0.5, leverage: 5 }],
      },
      { cookie, "idempotency-key": "notify-open-0001" },
    );
    expect(repeated.status).toBe(200);
    const closed = await server.post(
      "/api/account/close-position",
      { coin: "ETH", address: dana.address },
      { cookie, "idempotency-key": "notify-close-0001" },
    );
    expect(closed.status).toBe(200);
    // A governor with the smallest drawdown limit trips at its second look, after a round trip paid fees.
    const limits = {
      dailyLoss: null,
      maxDrawdownPercent: 0.000001,
      maxLosingRuns: null,
      closePositionsOnTrip: false,
    };
    await server.post("/api/risk/limits", { userAddress: dana.address, limits }, { cookie });
    const check = () =>
      server.post("/api/risk/check", { userAddress: dana.address, place: "browser" }, { cookie });
    await check();
    const second = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: dana.address,
        orders: [{ coin: "ETH", side: "SELL", quantity: 0.5, leverage: 5 }],
      },
      { cookie, "idempotency-key": "notify-open-0002" },
    );
    expect(second.status).toBe(200);
    await server.post(
      "/api/account/close-position",
      { coin: "ETH", address: dana.address },
      { cookie, "idempotency-key": "notify-close-0002" },
    );
    expect(((await (await check()).body) as { data: { newTrip: boolean } }).data.newTrip).toBe(true);

    const expected = ["fill", "close", "fill", "close", "breaker-tripped"];
    const received = await until(
      () => webhook.received,
      (list) => list.length >= expected.length,
      "the webhook",
    );
    await until(
      () => telegram.messages,
      (list) => list.length >= expected.length,
      "the bot",
    );
    // Room for a stray repeat to arrive before counting: retries come at once, and pg-boss's worker polls
    // every 0.5 s.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(webhook.received.map((one) => one.event).sort()).toEqual([...expected].sort());
    expect(new Set(webhook.received.map((one) => one.eventId)).size).toBe(expected.length);
    expect(webhook.received.every((one) => one.signatureValid && one.body.id === one.eventId)).toBe(true);
    // The Test's request, each event once, and the one retry of the refused delivery.
    expect(webhook.attempts()).toBe(1 + expected.length + 1);
    // Deliveries arrive in any order (the first one was retried later).
    expect(received.find((one) => one.event === "fill" && one.body.data.side === "BUY")?.body).toMatchObject({
      address: dana.address.toLowerCase(),
      data: { coin: "ETH", side: "BUY" },
      text: expect.stringMatching(/^BUY 0\.5 ETH filled at /),
    });
    expect(received.find((one) => one.event === "breaker-tripped")?.body.text).toMatch(
      /^Risk breaker tripped: equity is/,
    );
    expect(telegram.messages).toHaveLength(expected.length);
    expect(telegram.messages.every((message) => message.chatId === "-100123456")).toBe(true);
  });

  it("keeps no secret in clear in any database column or log line", async () => {
    const database = await place.open();
    try {
      const dump = await database.db.execute(
        sql`select row_to_json(s)::text as row from notification_settings s union all select row_to_json(o)::text from notification_outbox o`,
      );
      const text = JSON.stringify(dump);
      expect(text).toContain("v1.");
      for (const secret of [WEBHOOK_SECRET, BOT_TOKEN, "receiver-path-secret", SECRET_KEY]) {
        expect(text).not.toContain(secret);
      }
    } finally {
      if (place.databaseUrl) await database.close();
    }
    const logs = server.logs();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [WEBHOOK_SECRET, BOT_TOKEN, "receiver-path-secret", SECRET_KEY]) {
      expect(logs).not.toContain(secret);
    }
  });
});
