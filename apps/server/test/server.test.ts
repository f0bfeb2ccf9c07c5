import {
  accountOverviewResponseSchema,
  describeOrderResult,
  errorBodySchema,
  executeResponseSchema,
  smartAnalysisResponseSchema,
  translate,
  translateApiError,
} from "@app/core";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

const userAccount = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const user = userAccount.address.toLowerCase();

describe("server on the local exchange", () => {
  let server: TestServer;
  let session: { cookie: string };
  beforeAll(async () => {
    server = await startTestServer();
    session = await signIn(server, userAccount);
  });
  afterAll(async () => {
    await server.close();
  });

  it("is healthy and says it trades on the local exchange", async () => {
    const { status, body } = await server.get("/api/health");
    expect({ status, body }).toEqual({
      status: 200,
      body: { success: true, data: { status: "ok", network: "local", exchange: { ready: true } } },
    });
  });

  it("opens a 10,000 USDC paper account on first use", async () => {
    const { status, body } = await server.get(`/api/account/overview?address=${user}`);
    expect(status).toBe(200);
    const overview = accountOverviewResponseSchema.parse(body).data;
    expect(overview.performance.currentValue).toBe(10000);
    expect(overview.performance.initialBalance).toBe(10000);
    expect(overview.positions).toEqual([]);
  });

  it("analyses six coins with the local analyst and shows what it saw", async () => {
    const { status, body } = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
      userAddress: user,
      initialBalance: 100,
      customPrompt: "Prefer majors; keep stops tight.",
    });
    expect(status).toBe(200);
    const { data } = smartAnalysisResponseSchema.parse(body);
    expect(data.analysis.trading_decisions.map((decision) => decision.coin)).toEqual([
      "BTC",
      "ETH",
      "SOL",
      "BNB",
      "XRP",
      "DOGE",
    ]);
    expect(data.metadata).toMatchObject({
      model: "local",
      provider: "built-in",
      inputTokens: 0,
      cachedInputTokens: 0,
      costUsd: 0,
    });
    expect(data.prompts.userPrompt).toContain("Prefer majors; keep stops tight.");
    expect(data.prompts.userPrompt).toMatch(/^BTC \| /m);
  });

  it("asks for an OpenRouter key before calling a model provider", async () => {
    const { status, body } = await server.post("/api/ai/smart-analysis", {
      model: "claude",
      coins: ["BTC"],
      userAddress: user,
    });
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).errorCode).toBe("MISSING_OPENROUTER_API_KEY");
  });

  it("executes in server mode on the user's paper account, then closes with a reduce-only order", async () => {
    const open = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: user,
        orders: [{ coin: "ETH", side: "BUY", quantity: 0.01, leverage: 10 }],
      },
      { cookie: session.cookie },
    );
    expect(open.status).toBe(200);
    const opened = executeResponseSchema.parse(open.body).data;
    expect(opened).toMatchObject({ account: user, success: 1, rejected: 0, failed: 0 });
    expect(opened.results[0]?.filled?.totalSz).toBe(0.01);

    const overview = accountOverviewResponseSchema.parse(
      (await server.get(`/api/account/overview?address=${user}`)).body,
    );
    expect(overview.data.positions).toMatchObject([{ coin: "ETH", side: "LONG", size: 0.01, leverage: 10 }]);
    // The taker fee (0.045 %) is paid; the position is marked at the mark price, which may sit above or below
    // the fill, so the account is worth 10,000 − fee + the position's unrealised P&L.
    const fee = 0.01 * Number(opened.results[0]?.filled?.avgPx) * 0.00045;
    const unrealized = overview.data.positions[0]?.unrealizedPnl ?? Number.NaN;
    expect(overview.data.performance.currentValue).toBeCloseTo(10000 - fee + unrealized, 3);

    const close = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: user,
        orders: [{ coin: "ETH", side: "SELL", quantity: 0.01, reduceOnly: true }],
      },
      { cookie: session.cookie },
    );
    expect(executeResponseSchema.parse(close.body).data.success).toBe(1);
    const after = accountOverviewResponseSchema.parse(
      (await server.get(`/api/account/overview?address=${user}`)).body,
    );
    expect(after.data.positions).toEqual([]);
  });

  it("reports each order's fate when some are refused", async () => {
    const { body } = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: user,
        orders: [
          { coin: "SOL", side: "BUY", quantity: 1, leverage: 5 },
          { coin: "BTC", side: "BUY", quantity: 0.000001 },
          { coin: "DOGE", side: "BUY", quantity: 1 },
          { coin: "BNB", side: "BUY", quantity: 0.1, leverage: 20 },
        ],
      },
      { cookie: session.cookie },
    );
    const data = executeResponseSchema.parse(body).data;
    expect(data.results.map((result) => [result.coin, result.success, result.rejected])).toEqual([
      ["SOL", true, false],
      ["BTC", false, true],
      ["DOGE", false, true],
      ["BNB", false, true],
    ]);
    expect(data.results[1]?.error).toMatch(/lot size/);
    expect(data.results[2]?.error).toMatch(/minimum value of \$10/);
    expect(data.results[3]?.error).toMatch(/maximum of 10x/);
    expect(data).toMatchObject({ success: 1, rejected: 3, failed: 0 });
  });

  it("answers bad input with a 4xx and an errorCode, never a 5xx", async () => {
    const cases = [
      await server.get("/api/account/overview?address=0x123"),
      await server.post("/api/ai/smart-analysis", { model: "local", coins: ["NOPE"], userAddress: user }),
      await server.post("/api/ai/smart-analysis", "{not json"),
      await server.post(
        "/api/signing/execute-with-agent",
        {
          mode: "server",
          userAddress: user,
          orders: [{ coin: "ETH", side: "BUY", quantity: -1 }],
        },
        { cookie: session.cookie },
      ),
      await server.post(
        "/api/signing/execute-with-agent",
        {
          mode: "server",
          userAddress: user,
          orders: "x".repeat(300 * 1024),
        },
        { cookie: session.cookie },
      ),
      await server.get("/api/nowhere"),
    ];
    for (const { status, body } of cases) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
      expect(errorBodySchema.safeParse(body).success).toBe(true);
    }
    expect(cases[4]?.status).toBe(413);
    expect(cases[5]?.status).toBe(404);
    // Each says which field is wrong and why, in the reader's language.
    const zh = cases.map(({ body }) => translateApiError(body, "zh"));
    expect(zh[0]).toBe("请求参数无效: address: 必须是以 0x 开头的 40 位十六进制地址");
    expect(zh[1]).toMatch(/^请求参数无效: coins\.0: 无效选项：期望以下之一 "BTC"\|/);
    expect(zh[2]).toBe("请求参数无效: 请求体不是有效的 JSON");
    expect(zh[3]).toBe("请求参数无效: orders.0.quantity: 数值过小：期望 number >0");
    expect(zh[4]).toBe("请求内容过大: 请求体过大");
    expect(zh[5]).toBe("未找到: 没有 GET /api/nowhere 这个接口");
    expect(translateApiError(cases[3]?.body, "en")).toBe(
      "Invalid request: orders.0.quantity: Too small: expected number to be >0",
    );
  });

  it("words the exchange's own refusal in the reader's language and keeps its words for support", async () => {
    const trader = privateKeyToAccount(`0x${"4b".repeat(32)}`);
    const own = await signIn(server, trader);
    // Two orders that each take 60 % of the free margin: the exchange refuses the second itself.
    const mid = Number(
      ((await server.post("/hl/info", { type: "allMids" })).body as Record<string, string>).BTC,
    );
    const quantity = Number(((0.6 * 10_000 * 10) / mid).toFixed(5));
    const { body } = await server.post(
      "/api/signing/execute-with-agent",
      {
        mode: "server",
        userAddress: trader.address.toLowerCase(),
        orders: [
          { coin: "BTC", side: "BUY", quantity, leverage: 10 },
          { coin: "BTC", side: "BUY", quantity, leverage: 10 },
        ],
      },
      own,
    );
    const [filled, refused] = executeResponseSchema.parse(body).data.results;
    expect(filled?.success).toBe(true);
    if (!refused) throw new Error("no second result");
    expect(refused).toMatchObject({
      success: false,
      rejected: true,
      errorMessage: { key: "exchange.refused.margin" },
    });
    expect(refused.error).toMatch(/^Insufficient margin to place order/);
    const reason = (language: "en" | "zh") =>
      translate(
        describeOrderResult(refused, (message) => translate(message, language)),
        language,
      );
    expect(reason("zh")).toBe("平台拒绝：可用保证金不足，无法下此订单。");
    expect(reason("en")).toBe("platform rejected: Not enough free margin for this order.");
  });

  it("never writes API keys from request headers to its logs", async () => {
    const secret = "sk-or-v1-test-secret-that-must-not-be-logged-0123456789";
    await server.post(
      "/api/ai/smart-analysis",
      { model: "local", coins: ["BTC"], userAddress: user },
      { "X-User-API-Key": secret, "X-Claude-API-Key": secret, "X-API-Mode": "openrouter" },
    );
    await server.get("/api/nowhere-with-key");
    expect(server.logs().length).toBeGreaterThan(0);
    expect(server.logs()).not.toContain(secret);
  });

  it("logs the API requests and third parties' calls to the mounted exchange, not its own calls to it", async () => {
    const before = server.logs().length;
    const answer = await server.post("/api/ai/smart-analysis", {
      model: "local",
      coins: ["ETH"],
      userAddress: user,
    });
    expect(answer.status).toBe(200);
    const own = server.logs().slice(before);
    expect(own).toContain('"url":"/api/ai/smart-analysis"');
    expect(own).not.toContain('"url":"/hl/');
    await server.post("/hl/info", { type: "allMids" });
    expect(server.logs().slice(before + own.length)).toContain('"url":"/hl/info"');
  });
});
