import {
  aiSpendResponseSchema,
  errorBodySchema,
  recentAnalysesResponseSchema,
  smartAnalysisResponseSchema,
} from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAKE_OPENROUTER_COST_USD,
  type FakeProviderServer,
  startFakeProviderServer,
} from "../../test/support/fake-provider-server.ts";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";

let fake: FakeProviderServer;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer({
    AI_BASE_URL_OPENROUTER: `${fake.url}/openrouter/api/v1`,
    AI_BASE_URL_ANTHROPIC: `${fake.url}/anthropic/v1`,
    AI_BASE_URL_OPENAI: `${fake.url}/self-hosted/v1`,
    AI_NATIVE_MODELS: "gpt4=llama-3.3-70b-local",
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const request = (userAddress: string, overrides: Record<string, unknown> = {}) => ({
  model: "claude",
  coins: ["BTC", "ETH"],
  userAddress,
  initialBalance: 100,
  ...overrides,
});

const claude = (key: string) => ({
  "X-API-Mode": "native",
  "X-Claude-API-Key": `sk-ant-test-valid-${key}-0123456789abcdef`,
});

const analyse = async (body: Record<string, unknown>, headers: Record<string, string>) => {
  const answer = await server.post("/api/ai/smart-analysis", body, headers);
  return answer;
};

const spend = async (address: string) =>
  aiSpendResponseSchema.parse((await server.get(`/api/ai/spend?address=${address}`)).body).data;

describe("the cost of every analysis", () => {
  it("prices tokens from the table, counts the cached leading part of a repeat, and sums the day", async () => {
    const user = "0x00000000000000000000000000000000000c0570";
    const first = smartAnalysisResponseSchema.parse((await analyse(request(user), claude("cost"))).body).data;
    // Claude Sonnet 4.5 at $3 in / $15 out per million: 1,200 × 3 + 300 × 15 = $0.0081.
    expect(first.metadata).toMatchObject({
      inputTokens: 1200,
      cachedInputTokens: 0,
      outputTokens: 300,
      costUsd: 0.0081,
    });
    const second = smartAnalysisResponseSchema.parse(
      (await analyse(request(user), claude("cost"))).body,
    ).data;
    // The fixed instructions lead both requests, so the provider serves them from its cache, at $0.30.
    expect(second.metadata.cachedInputTokens).toBeGreaterThan(0);
    const cached = second.metadata.cachedInputTokens;
    expect(second.metadata.costUsd).toBeCloseTo(((1200 - cached) * 3 + cached * 0.3 + 300 * 15) / 1e6, 6);
    const local = smartAnalysisResponseSchema.parse(
      (await analyse(request(user, { model: "local" }), {})).body,
    ).data;
    expect(local.metadata.costUsd).toBe(0);
    const today = await spend(user);
    expect(today).toMatchObject({ analyses: 3, unpriced: 0 });
    expect(today.costUsd).toBeCloseTo(0.0081 + (second.metadata.costUsd ?? 0), 6);
    const listed = recentAnalysesResponseSchema.parse(
      (await server.get(`/api/ai/analyses?address=${user}&limit=3`)).body,
    );
    const [stored, older] = listed.data.analyses;
    expect(stored?.costUsd).toBe(0);
    expect(older?.costUsd).toBe(second.metadata.costUsd);
    expect(older?.cachedInputTokens).toBe(cached);
  });

  it("calls a self-hosted model with no known price unpriced, never $0", async () => {
    const user = "0x00000000000000000000000000000000000c0571";
    const answer = await analyse(request(user, { model: "gpt4" }), {
      "X-API-Mode": "native",
      "X-OpenAI-API-Key": "sk-test-valid-unpriced-0123456789abcdef",
    });
    const data = smartAnalysisResponseSchema.parse(answer.body).data;
    expect(data.metadata.model).toBe("llama-3.3-70b-local");
    expect(data.metadata.costUsd).toBeNull();
    expect(await spend(user)).toMatchObject({ costUsd: 0, analyses: 1, unpriced: 1 });
  });

  it("takes OpenRouter's own reported cost", async () => {
    const user = "0x00000000000000000000000000000000000c0572";
    const answer = await analyse(request(user, { model: "deepseek" }), {
      "X-API-Mode": "openrouter",
      "X-User-API-Key": "sk-or-v1-test-valid-cost-0123456789abcdef",
    });
    expect(smartAnalysisResponseSchema.parse(answer.body).data.metadata.costUsd).toBe(
      FAKE_OPENROUTER_COST_USD,
    );
  });
});

describe("the daily AI budget", () => {
  it("refuses an analysis by a model once today's spend reached the budget, before any provider call", async () => {
    const user = "0x00000000000000000000000000000000000b0d9e";
    const headers = claude("budget");
    const calls = () =>
      fake.calls.filter((call) => String(call.headers["x-api-key"]).includes("budget")).length;
    const ok = await analyse(request(user, { dailyBudgetUsd: 0.01 }), headers);
    expect(ok.status).toBe(200);
    expect(calls()).toBe(1);
    // $0.0081 spent of $0.01: one more is allowed, and takes the day past the budget.
    expect((await analyse(request(user, { dailyBudgetUsd: 0.01 }), headers)).status).toBe(200);
    expect(calls()).toBe(2);
    const refused = await analyse(request(user, { dailyBudgetUsd: 0.01, language: "zh" }), headers);
    expect(refused.status).toBe(402);
    const body = errorBodySchema.parse(refused.body);
    expect(body.errorCode).toBe("AI_BUDGET_REACHED");
    expect(body.details).toMatch(/^\$0\.0\d{3} \/ \$0\.01$/);
    expect(calls()).toBe(2);
    // The built-in analyst costs nothing and still runs.
    expect((await analyse(request(user, { model: "local", dailyBudgetUsd: 0.01 }), {})).status).toBe(200);
    // Without a budget, or with a higher one, the model is asked again.
    expect((await analyse(request(user, { dailyBudgetUsd: 1 }), headers)).status).toBe(200);
    expect(calls()).toBe(3);
  });
});
