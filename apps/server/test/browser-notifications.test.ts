import {
  agentExitPass,
  browserNotificationResponseSchema,
  errorBodySchema,
  executeResponseSchema,
  exitsResponseSchema,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentExitPorts, openWithAgent, setUpAgent, signWithAgent } from "./support/agent-exit-helpers.ts";
import { MINUTE, setPolicy, viewOf } from "./support/exit-helpers.ts";
import { startWebhookReceiver, until } from "./support/notification-receivers.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";
import { riseStart } from "./support/trail-path.ts";

const WEBHOOK_SECRET = "whsec-browser-events-correct-horse-42";
const SECRET_KEY = "6f".repeat(32);
const errorCode = (body: unknown) => errorBodySchema.parse(body).errorCode;

describe("notifications of an agent wallet and of the browser's loop (issue 36 item 4)", () => {
  let server: TestServer;
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  // The exchange's clock from a fixed start (the agent's and the wallet's nonces follow it).
  const exchangeStart = Date.UTC(2026, 0, 15, 9, 30);
  let time = exchangeStart;
  const now = () => time;
  const main = privateKeyToAccount(`0x${"e8".repeat(32)}`);
  let cookie: string;
  let wallet: Awaited<ReturnType<typeof setUpAgent>>;
  const received = (event: string) => webhook.received.filter((item) => item.event === event);

  beforeAll(async () => {
    webhook = await startWebhookReceiver(WEBHOOK_SECRET);
    server = await startTestServer(
      { NOTIFY_SECRET_KEY: SECRET_KEY, HL_RATE_LIMIT_PER_MINUTE: "100000" },
      { now, exitManager: { timer: false } },
    );
    wallet = await setUpAgent(server, main, privateKeyToAccount(`0x${"8e".repeat(32)}`), now);
    ({ cookie } = await signIn(server, main));
    const saved = await server.post(
      "/api/notifications/settings",
      {
        userAddress: main.address,
        webhook: { url: webhook.url, secret: WEBHOOK_SECRET },
        events: ["fill", "close", "exit-hit", "run-failed"],
        language: "en",
      },
      { cookie },
    );
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await webhook?.close();
  });

  it("tells an agent's close as a close, not a fill", async () => {
    await openWithAgent(server, wallet, { coin: "SOL", side: "BUY", quantity: 1, stopFraction: 0.05 });
    await until(
      () => received("fill").length,
      (count) => count === 1,
      "the open's fill",
    );
    const prepared = await server.post("/api/signing/prepare-close", {
      mainWalletAddress: main.address,
      coin: "SOL",
    });
    const { actions } = (prepared.body as { data: { actions: { action: Record<string, unknown> }[] } }).data;
    const signed = [];
    for (const { action } of actions) signed.push(await signWithAgent(wallet, action));
    const closed = await server.post("/api/signing/execute-with-agent", {
      mode: "agent",
      mainWalletAddress: main.address,
      agentAddress: wallet.agent.address,
      actions: signed,
    });
    expect(executeResponseSchema.parse(closed.body).data.results[0]?.filled).not.toBeNull();
    const [close] = await until(
      () => received("close"),
      (items) => items.length === 1,
      "the close",
    );
    expect(close?.signatureValid).toBe(true);
    expect(close?.body.text).toMatch(/^SOL position closed: /);
    expect(close?.body.data).toMatchObject({ coin: "SOL", side: "SELL", mode: "agent" });
    // The open was the one fill: the close is not told as a second one.
    expect(received("fill")).toHaveLength(1);
  });

  it("tells a take profit hit of a stop the tab manages, as the exchange saw it", async () => {
    // From a minute the seeded market rises past the target before it falls to the stop.
    time = riseStart({ seed: 1, anchor: exchangeStart }, time, {
      coin: "ETH",
      percent: 0.5,
      stopFraction: 0.05,
      within: 120,
    });
    await openWithAgent(server, wallet, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: 0.05,
      targetFraction: 0.003,
    });
    const set = await setPolicy(server, cookie, main, "ETH", { kind: "trailing", percent: 2 }, "browser");
    expect(set.status).toBe(200);
    const ports = agentExitPorts(server, cookie, wallet);
    const user = main.address.toLowerCase();
    for (let minute = 0; minute < 240 && (await viewOf(server, user, "ETH")).szi !== 0; minute += 1) {
      time += MINUTE;
      await agentExitPass(ports);
    }
    expect((await viewOf(server, user, "ETH")).szi).toBe(0);
    time += MINUTE;
    expect(await agentExitPass(ports)).toEqual([]);
    const [hit] = await until(
      () => received("exit-hit"),
      (items) => items.length === 1,
      "the target hit",
    );
    expect(hit?.signatureValid).toBe(true);
    expect(hit?.body.data).toMatchObject({ coin: "ETH", kind: "target" });
    expect(hit?.body.text).toMatch(/^ETH: take profit hit at /);
  });

  it("tells a failed run of the browser's loop once, signed, from a signed-in session with valid input only", async () => {
    const event = {
      userAddress: main.address,
      event: "run-failed",
      error: "The analysis failed: the model did not answer in time",
      at: time,
      model: "local-analyst",
      key: "3b6f1c2e-8d4a-4f5b-9c7e-1a2b3c4d5e6f",
    };
    const answer = await server.post("/api/notifications/browser-event", event, { cookie });
    expect(browserNotificationResponseSchema.parse(answer.body).data).toEqual({ queued: true });
    const [failed] = await until(
      () => received("run-failed"),
      (items) => items.length === 1,
      "the run failure",
    );
    expect(failed?.signatureValid).toBe(true);
    expect(failed?.body.text).toBe(
      "Auto-trading run failed: The analysis failed: the model did not answer in time",
    );
    expect(failed?.body.data).toMatchObject({ place: "browser", model: "local-analyst" });

    expect(errorCode((await server.post("/api/notifications/browser-event", event)).body)).toBe(
      "SIGN_IN_REQUIRED",
    );
    const other = privateKeyToAccount(`0x${"e9".repeat(32)}`);
    expect(
      errorCode(
        (
          await server.post(
            "/api/notifications/browser-event",
            { ...event, userAddress: other.address },
            { cookie },
          )
        ).body,
      ),
    ).toBe("SIGN_IN_REQUIRED");
    for (const bad of [
      { ...event, error: "   " },
      { ...event, error: "x".repeat(501) },
      { ...event, event: "fill" },
      { ...event, at: -1 },
      { ...event, extra: true },
      { ...event, key: "not-a-uuid" },
      { ...event, key: undefined },
    ]) {
      const refused = await server.post("/api/notifications/browser-event", bad, { cookie });
      expect({ status: refused.status, code: errorCode(refused.body) }).toEqual({
        status: 400,
        code: "VALIDATION_ERROR",
      });
    }
    expect(received("run-failed")).toHaveLength(1);
  });

  it("tells a failure kept while signed out once, at its own time, however often it is sent after the sign-in", async () => {
    const failedAt = time;
    const kept = {
      userAddress: main.address,
      event: "run-failed",
      error: "The analysis failed: the provider refused the key",
      at: failedAt,
      model: "local-analyst",
      key: "9d8c7b6a-5f4e-4d3c-8b2a-0f1e2d3c4b5a",
    };
    // Signed out: refused, and the browser keeps the event.
    expect(errorCode((await server.post("/api/notifications/browser-event", kept)).body)).toBe(
      "SIGN_IN_REQUIRED",
    );

    // An hour later the wallet signs in again; two tabs send what they kept at once, one of them twice.
    time += 60 * MINUTE;
    const { cookie: later } = await signIn(server, main);
    const answers = await Promise.all(
      [1, 2, 3].map(() => server.post("/api/notifications/browser-event", kept, { cookie: later })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    // A later failure, with its own key, is queued after them: once it arrived, a repeat would have too.
    const marker = { ...kept, key: "0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d", error: "The next run failed too" };
    expect((await server.post("/api/notifications/browser-event", marker, { cookie: later })).status).toBe(
      200,
    );
    await until(
      () => received("run-failed").filter((item) => item.body.data.error === marker.error),
      (items) => items.length === 1,
      "the run failure sent after the kept one",
    );

    const told = received("run-failed").filter((item) => item.body.data.error === kept.error);
    expect(told).toHaveLength(1);
    expect(told[0]?.signatureValid).toBe(true);
    expect(told[0]?.body.at).toBe(failedAt);
    expect(told[0]?.body.data).toMatchObject({ at: failedAt, place: "browser" });
    expect(told[0]?.body.text).toBe(
      "Auto-trading run failed: The analysis failed: the provider refused the key",
    );
  });

  /** Steps the exchange's clock a minute at a time, the server's exit manager looking each time, until ETH is flat. */
  const untilFlat = async () => {
    const user = main.address.toLowerCase();
    for (let minute = 0; minute < 240 && (await viewOf(server, user, "ETH")).szi !== 0; minute += 1) {
      time += MINUTE;
      await server.exitManager.poll();
    }
    expect((await viewOf(server, user, "ETH")).szi).toBe(0);
    // More looks find nothing more to tell.
    time += MINUTE;
    await server.exitManager.poll();
    await server.exitManager.poll();
  };
  /** The take profit hits recorded for the wallet (`GET /api/exits`), oldest first: their prices. */
  const targetHits = async () => {
    const answer = await server.get(`/api/exits?address=${main.address}`, { cookie });
    return exitsResponseSchema
      .parse(answer.body)
      .data.events.filter((event) => event.kind === "targetHit")
      .map((event) => event.to)
      .reverse();
  };
  const rising = () =>
    riseStart({ seed: 1, anchor: exchangeStart }, time, {
      coin: "ETH",
      percent: 0.5,
      stopFraction: 0.05,
      within: 120,
    });

  // The server's manager watches the stops and targets an agent placed (their cloids are in the signed actions).
  it("tells the take profit hit of an agent's protected position with no exit policy, once", async () => {
    time = rising();
    await openWithAgent(server, wallet, {
      coin: "ETH",
      side: "BUY",
      quantity: 0.05,
      stopFraction: 0.05,
      targetFraction: 0.003,
    });
    const before = received("exit-hit").length;
    const recorded = await targetHits();
    await untilFlat();
    expect(await targetHits()).toHaveLength(recorded.length + 1);
    const hits = await until(
      () => received("exit-hit"),
      (items) => items.length > before,
      "the target hit",
    );
    expect(hits).toHaveLength(before + 1);
    expect(hits.at(-1)?.body.data).toMatchObject({ coin: "ETH", kind: "target" });
  });
});
