import { errorBodySchema, smartAnalysisResponseSchema, translateApiError } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_OPENROUTER_COST_USD,
  type FakeProviderServer,
  startFakeProviderServer,
} from "../../test/support/fake-provider-server.ts";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";
import { loadConfig } from "../config/config.ts";

let fake: FakeProviderServer;
let server: TestServer;
const user = "0x00000000000000000000000000000000000a11ce";

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer({
    AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
    AI_BASE_URL_ANTHROPIC: `${fake.url}/anthropic/v1`,
    AI_BASE_URL_GOOGLE: `${fake.url}/google/v1beta`,
    AI_BASE_URL_DEEPSEEK: `${fake.url}/deepseek`,
    AI_BASE_URL_OPENAI: `${fake.url}/self-hosted/v1`,
    AI_NATIVE_MODELS: "gpt4=llama-3.3-70b-local, qwen=qwen-max",
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const request = (overrides: Record<string, unknown> = {}) => ({
  model: "deepseek",
  coins: ["BTC", "ETH"],
  userAddress: user,
  initialBalance: 100,
  customPrompt: "Prefer BTC; keep {balance} in mind.",
  ...overrides,
});

const openRouterKey = "sk-or-v1-test-valid-0123456789abcdefghijklmnop";

describe("smart analysis with the user's model", () => {
  it("answers validated decisions with the model, provider, tokens, cost and the exact prompt sent", async () => {
    const { status, body } = await server.post("/api/ai/smart-analysis", request(), {
      "X-API-Mode": "openrouter",
      "X-User-API-Key": openRouterKey,
    });
    expect(status).toBe(200);
    const { data } = smartAnalysisResponseSchema.parse(body);
    expect(data.analysis.trading_decisions.map((decision) => [decision.coin, decision.action])).toEqual([
      ["BTC", "BUY"],
      ["ETH", "HOLD"],
    ]);
    expect(data.metadata).toMatchObject({
      model: "deepseek/deepseek-v4-flash",
      provider: "openrouter",
      inputTokens: 1200,
      outputTokens: 300,
      coins: ["BTC", "ETH"],
    });
    // OpenRouter reports the call's cost itself; the fake's figure is taken as is.
    expect(data.metadata.costUsd).toBe(FAKE_OPENROUTER_COST_USD);
    expect(data.metadata.cachedInputTokens).toBe(0);
    expect(data.metadata.marketDataTime).toBeGreaterThan(0);
    const sent = fake.calls.find((call) => String(call.headers.authorization).includes(openRouterKey));
    const messages = sent?.body.messages as { role: string; content: unknown }[];
    const textOf = (role: string) => {
      const content = messages.find((message) => message.role === role)?.content;
      return Array.isArray(content)
        ? (content as { text: string }[]).map((part) => part.text).join("")
        : content;
    };
    // The fixed instructions go first as the system message, the data of the moment as the user message.
    expect(messages.map((message) => message.role)).toEqual(["system", "user"]);
    expect(`${textOf("system")}\n${textOf("user")}`).toBe(data.prompts.userPrompt);
    expect(textOf("system")).toContain("Prefer BTC; keep ");
    // Slowest-changing data first: completed candles' closes, then the time and account.
    expect(textOf("user")).toMatch(/^BTC c4h=[\d.]+:[-+\d,]+\nETH c4h=/);
    expect(textOf("user")).toMatch(/\nTime \d{4}-\d\d-\d\d \d\d:\d\dZ\. Account /);
    expect(data.prompts.userPrompt).toContain("Prefer BTC; keep ");
    expect(server.logs()).not.toContain(openRouterKey);
  });

  it("turns a stop on the wrong side into HOLD with the reason on the card", async () => {
    const { body } = await server.post(
      "/api/ai/smart-analysis",
      request({ model: "claude", language: "zh" }),
      {
        "X-API-Mode": "native",
        "X-Claude-API-Key": "sk-ant-test-wrongside-0123456789abcdefghijkl",
      },
    );
    const { data } = smartAnalysisResponseSchema.parse(body);
    expect(data.metadata.provider).toBe("claude");
    expect(data.analysis.trading_decisions[0]?.action).toBe("HOLD");
    expect(data.analysis.trading_decisions[0]?.reasoning).toContain("风控：止损位于入场价错误的一侧");
  });

  it.each([
    [{ "X-API-Mode": "openrouter" }, "deepseek", 400, "MISSING_OPENROUTER_API_KEY"],
    [{ "X-API-Mode": "native", "X-User-API-Key": openRouterKey }, "deepseek", 400, "MISSING_NATIVE_API_KEY"],
    [{ "X-API-Mode": "native", "X-DeepSeek-API-Key": "sk-x" }, "grok", 400, "MODEL_UNAVAILABLE"],
    [
      { "X-API-Mode": "native", "X-Google-API-Key": "AIzaSy-test-unauthorized-0123456789abc" },
      "gemini",
      401,
      "UNAUTHORIZED",
    ],
    [
      { "X-API-Mode": "native", "X-DeepSeek-API-Key": "sk-test-credits-0123456789abcdefghij" },
      "deepseek",
      402,
      "AI_CREDITS_EXHAUSTED",
    ],
    [
      { "X-API-Mode": "openrouter", "X-User-API-Key": "sk-or-v1-test-garbage-0123456789abcdef" },
      "llama3",
      502,
      "AI_INVALID_OUTPUT",
    ],
  ] as const)("answers %j for %s with %i %s", async (headers, model, status, code) => {
    const answer = await server.post("/api/ai/smart-analysis", request({ model }), { ...headers });
    expect(answer.status).toBe(status);
    expect(errorBodySchema.parse(answer.body).errorCode).toBe(code);
    // An unusable reply is told in the reader's language; a provider's own refusal text stays as it wrote it.
    if (code === "AI_INVALID_OUTPUT")
      expect(translateApiError(answer.body, "zh")).toBe(
        "AI 模型的回答无法使用，请重试或选择其他模型: openrouter：模型的回复中没有可用的结果",
      );
    for (const value of Object.values(headers))
      if (value.length > 20) expect(JSON.stringify(answer.body)).not.toContain(value);
  });
});

describe("configuration", () => {
  it.each([
    [
      "openrouter",
      "deepseek",
      { "X-API-Mode": "openrouter", "X-User-API-Key": "sk-or-v1-test-echo-9f8e7d6c5b4a39281706" },
    ],
    [
      "a native key",
      "deepseek",
      { "X-API-Mode": "native", "X-DeepSeek-API-Key": "sk-test-echo-5d4c3b2a1908f7e6d5c4" },
    ],
    [
      "the connection test",
      "test",
      { "X-API-Mode": "openrouter", "X-User-API-Key": "sk-or-v1-test-echo-1a2b3c4d5e6f7a8b9c0d" },
    ],
  ] as const)(
    "never copies a key a gateway echoes into the answer or the logs (%s)",
    async (_name, model, headers) => {
      const key = Object.values(headers)[1] ?? "";
      const answer =
        model === "test"
          ? await server.get("/api/ai/test-connection?model=deepseek", headers)
          : await server.post("/api/ai/smart-analysis", request({ model }), headers);
      expect(answer.status).toBe(502);
      const body = errorBodySchema.parse(answer.body);
      expect(body.errorCode).toBe("API_REQUEST_FAILED");
      expect(body.details).toContain("[redacted]");
      const leaked = [
        key,
        key.slice(8, 28),
        "sk-ant-api03-QQQQ",
        "AIzaSyxxxx",
        "f0f0f0f0f0f0f0f0",
        "QmFzZTY0U2VjcmV0QmFz",
      ];
      for (const secret of leaked) {
        expect(JSON.stringify(answer.body)).not.toContain(secret);
        expect(server.logs()).not.toContain(secret);
      }
    },
  );

  it("sends a self-hosted endpoint its own model id", async () => {
    const key = "sk-test-valid-selfhosted-0123456789abcdefgh";
    const { status, body } = await server.post("/api/ai/smart-analysis", request({ model: "gpt4" }), {
      "X-API-Mode": "native",
      "X-OpenAI-API-Key": key,
    });
    expect(status).toBe(200);
    expect(smartAnalysisResponseSchema.parse(body).data.metadata).toMatchObject({
      model: "llama-3.3-70b-local",
      provider: "openai",
    });
    const call = fake.calls.find((entry) => String(entry.headers.authorization).includes(key));
    expect(call?.path).toBe("/self-hosted/v1/chat/completions");
    expect(call?.body.model).toBe("llama-3.3-70b-local");
  });

  it("refuses a model override for a model that does not exist", () => {
    expect(() => loadConfig({ AI_NATIVE_MODELS: "gpt5=x" }, process.cwd())).toThrow(/AI_NATIVE_MODELS/);
  });
});

describe("cancellation", () => {
  it("stops the model call when the client goes away", async () => {
    const key = "sk-or-v1-test-slow-cancel-0123456789abcdefghij";
    const controller = new AbortController();
    const pending = fetch(`${server.url}/api/ai/smart-analysis`, {
      method: "POST",
      headers: { "content-type": "application/json", "X-API-Mode": "openrouter", "X-User-API-Key": key },
      body: JSON.stringify(request()),
      signal: controller.signal,
    }).catch(() => "aborted");
    const until = async (check: () => boolean) => {
      for (let waited = 0; waited < 3_000 && !check(); waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return check();
    };
    const called = () => fake.calls.some((call) => String(call.headers.authorization).includes(key));
    expect(await until(called)).toBe(true);
    controller.abort();
    expect(await pending).toBe("aborted");
    expect(await until(() => fake.cancelled.some((cancelled) => cancelled.includes(key)))).toBe(true);
  });
});

describe("GET /api/account/ai-prompt", () => {
  it("returns the prompt for the chosen coins and sources, with the user's ideas", async () => {
    const query = new URLSearchParams({
      address: user,
      initialBalance: "250",
      coins: "SOL,DOGE",
      dataSources: "price,rsi,oi",
      customPrompt: "Only trade breakouts.",
      language: "zh",
    });
    const { status, body } = await server.get(`/api/account/ai-prompt?${query.toString()}`);
    expect(status).toBe(200);
    const prompt = (body as { data: { prompts: { userPrompt: string } } }).data.prompts.userPrompt;
    expect(prompt).toContain("SOL px");
    expect(prompt).toContain("DOGE px");
    expect(prompt).toContain(" rsi");
    expect(prompt).toContain(" oi$");
    expect(prompt).not.toContain(" ema");
    expect(prompt).toContain("250.00 USDC");
    expect(prompt).toContain("Only trade breakouts.");
    expect(prompt).toContain("用中文。");
  });

  it("rejects a bad address", async () => {
    const { status, body } = await server.get("/api/account/ai-prompt?address=nope");
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).errorCode).toBe("VALIDATION_ERROR");
  });
});
