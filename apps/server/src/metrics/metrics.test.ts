import { request } from "node:http";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "../../test/support/test-server.ts";

const alice = privateKeyToAccount("0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6");
const token = "metrics-token-for-the-test";

/** The value of one series in an exposition text, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** GET /metrics from another address than loopback cannot be made here: the server is bound to 127.0.0.1. */
function getFrom(server: TestServer, headers: Record<string, string>) {
  return new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    const outgoing = request(`${server.url}/metrics`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on("data", (chunk: Buffer) => parts.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          type: String(response.headers["content-type"]),
          text: Buffer.concat(parts).toString("utf8"),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("GET /metrics", () => {
  let server: TestServer;
  let guarded: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    guarded = await startTestServer({ METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await Promise.all([server.close(), guarded.close()]);
  });

  it("counts requests by route pattern and status, analyses by model with latency and tokens, orders by outcome and exchange calls", async () => {
    const analysis = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["BTC", "ETH"],
      userAddress: alice.address,
      riskPreference: "balanced",
      language: "en",
    });
    expect(analysis.status).toBe(200);
    const { cookie } = await signIn(server, alice);
    const order = { coin: "ETH", side: "BUY", quantity: 0.01, leverage: 5 };
    const executed = await server.post(
      "/api/signing/execute-with-agent",
      { mode: "server", userAddress: alice.address, orders: [order] },
      { cookie, "idempotency-key": "metrics-1" },
    );
    expect(executed.status).toBe(200);
    await server.get(`/api/account/positions?address=${alice.address}`);
    await server.get("/api/no-such-route");

    const answer = await getFrom(server, {});
    expect(answer.status).toBe(200);
    expect(answer.type).toContain("text/plain");
    const text = answer.text;
    const prefix = "hl_ai_trader_";
    expect(
      seriesValue(
        text,
        `${prefix}http_request_duration_seconds_count{method="GET",route="/api/account/positions",status_code="200"}`,
      ),
    ).toBe(1);
    // An unknown path is one series, whatever its URL.
    expect(
      seriesValue(
        text,
        `${prefix}http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}`,
      ),
    ).toBe(1);
    expect(text).not.toContain("no-such-route");
    expect(seriesValue(text, `${prefix}analyses_total{model="local",outcome="success"}`)).toBe(1);
    expect(seriesValue(text, `${prefix}analysis_duration_seconds_count{model="local"}`)).toBe(1);
    expect(seriesValue(text, `${prefix}analysis_tokens_total{model="local",kind="input"}`)).toBe(0);
    expect(seriesValue(text, `${prefix}orders_total{outcome="filled"}`)).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(text, `${prefix}exchange_request_duration_seconds_count{endpoint="exchange",outcome="ok"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(
      seriesValue(text, `${prefix}exchange_request_duration_seconds_count{endpoint="info",outcome="ok"}`),
    ).toBeGreaterThanOrEqual(1);
    expect(seriesValue(text, `${prefix}auto_trading_runs_in_flight`)).toBe(0);
    expect(text).toContain(`# TYPE ${prefix}job_queue_depth gauge`);
    expect(text).toContain(`# TYPE ${prefix}auto_trading_runs_total counter`);
  });

  it("counts an analysis that failed under its error code", async () => {
    const failed = await server.post("/api/ai/smart-analysis", {
      model: "deepseek",
      coins: ["BTC"],
      userAddress: alice.address,
      riskPreference: "balanced",
      language: "en",
    });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    const code = (failed.body as { errorCode: string }).errorCode;
    const text = (await getFrom(server, {})).text;
    expect(seriesValue(text, `hl_ai_trader_analyses_total{model="deepseek",outcome="${code}"}`)).toBe(1);
  });

  it("is not served to a request a proxy relayed, nor without the token when one is set", async () => {
    expect((await getFrom(server, { "x-forwarded-for": "203.0.113.9" })).status).toBe(404);
    expect((await getFrom(guarded, {})).status).toBe(404);
    expect((await getFrom(guarded, { authorization: "Bearer wrong-token-of-some-length" })).status).toBe(404);
    const allowed = await getFrom(guarded, {
      authorization: `Bearer ${token}`,
      "x-forwarded-for": "203.0.113.9",
    });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain("hl_ai_trader_http_request_duration_seconds");
  });
});
