import { DEFAULT_DATA_SOURCES, type Message, translate } from "@app/core";
import { HttpTransport, InfoClient } from "@nktkas/hyperliquid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeProviderServer, startFakeProviderServer } from "../../test/support/fake-provider-server.ts";
import { startTestServer, type TestServer } from "../../test/support/test-server.ts";
import type { ProviderTarget } from "../ai/provider-keys.ts";
import { MarketData } from "../exchange/market-data.ts";
import type { CachedReply } from "./replay-model.ts";
import { type ReplayRequest, ReplayService, type ReplyStore } from "./replay-service.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 12);
const KEY = "sk-or-v1-test-valid-0123456789abcdef0123456789";

let server: TestServer;
let fake: FakeProviderServer;
let info: InfoClient;

beforeAll(async () => {
  [server, fake] = await Promise.all([startTestServer({}, { now: () => NOW }), startFakeProviderServer()]);
  info = new InfoClient({ transport: new HttpTransport({ isTestnet: true, apiUrl: `${server.url}/hl` }) });
});

afterAll(async () => {
  await Promise.all([server.close(), fake.close()]);
});

/** Replies kept in memory the way the database keeps them: per address and key. */
class MemoryReplies implements ReplyStore {
  readonly rows = new Map<string, CachedReply>();
  async get(address: string, key: string) {
    return this.rows.get(`${address}:${key}`);
  }
  async put(address: string, key: string, reply: CachedReply) {
    if (!this.rows.has(`${address}:${key}`)) this.rows.set(`${address}:${key}`, reply);
  }
}

const target: ProviderTarget = {
  mode: "openrouter",
  provider: "openrouter",
  modelId: "deepseek/deepseek-v4-flash",
  apiKey: KEY,
};

const request = (overrides: Partial<ReplayRequest> = {}): ReplayRequest => ({
  userAddress: "0x00000000000000000000000000000000000000e1",
  model: "deepseek",
  customPrompt: "Trade with the trend only.",
  budget: { maxTokens: 1_000_000, maxUsd: 100 },
  coins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
  dataSources: DEFAULT_DATA_SOURCES,
  riskPreference: "balanced",
  tradeAmount: 500,
  initialBalance: 10_000,
  language: "en",
  start: NOW - 24 * HOUR,
  end: NOW,
  stepHours: 4,
  ...overrides,
});

const service = (replies: ReplyStore) =>
  new ReplayService(info, new MarketData(info, { now: () => NOW }), {
    baseUrls: { openrouter: `${fake.url}/openrouter/api/v1` },
    timeoutMs: 30_000,
    replies,
    now: () => NOW,
  });

/** The fake's calls for chat completions (each one a paid model call). */
const modelCalls = () => fake.calls.filter((call) => call.path.endsWith("/chat/completions")).length;

describe("replay with the user's model", () => {
  it("sends each step the live analysis's prompt with the user's prompt, and counts the tokens and dollars", async () => {
    const before = modelCalls();
    const outcome = await service(new MemoryReplies()).run(request(), { target });
    expect(outcome.stopMessage).toBeUndefined();
    expect(outcome.steps).toBe(6);
    expect(modelCalls() - before).toBe(6);
    // The fake answers 1,200 prompt and 300 reply tokens per call; DeepSeek's price is $0.014 per 1,000.
    expect(outcome).toMatchObject({ modelCalls: 6, cachedCalls: 0, inputTokens: 7_200, outputTokens: 1_800 });
    expect(outcome.costUsd).toBeCloseTo(0.126, 9);
    const sent = JSON.stringify(fake.calls.at(-1)?.body);
    expect(sent).toContain("Trade with the trend only.");
    expect(sent).toMatch(/BTC px\d/);
    // The fake buys the first coin each step: the replay traded on its answers.
    expect(outcome.decisions.buy).toBeGreaterThan(0);
    expect(JSON.stringify(outcome)).not.toContain(KEY);
  });

  it("stops before a call that would exceed the token budget, with the message in both languages, keeping the steps run", async () => {
    const before = modelCalls();
    // Each call is expected at the prompt's tokens plus 1,300 reply tokens (6 coins): the third does not fit.
    const outcome = await service(new MemoryReplies()).run(
      request({ budget: { maxTokens: 5_000, maxUsd: 100 } }),
      { target },
    );
    expect(modelCalls() - before).toBe(2);
    expect(outcome).toMatchObject({ steps: 2, modelCalls: 2, inputTokens: 2_400, outputTokens: 600 });
    expect(outcome.stoppedAt).toBe(NOW - 24 * HOUR + 8 * HOUR);
    expect(outcome.equity.map((point) => point.time)).toEqual(
      [0, 4, 8].map((h) => NOW - 24 * HOUR + h * HOUR),
    );
    expect(outcome.trades.every((trade) => trade.closedAt <= NOW - 16 * HOUR)).toBe(true);
    const message = outcome.stopMessage as Message;
    expect(message.params).toMatchObject({ step: 3, total: 6, maxTokens: 5_000, maxUsd: 100 });
    expect(translate(message, "en")).toContain("Budget reached");
    expect(translate(message, "en")).toContain("before step 3 of 6");
    expect(translate(message, "zh")).toContain("已达预算");
    expect(translate(message, "zh")).toContain("第 3 步");
  });

  it("stops on the dollar budget too", async () => {
    const before = modelCalls();
    // $0.021 per call paid; the next is expected at about $0.043: past $0.05 after the first.
    const outcome = await service(new MemoryReplies()).run(
      request({ budget: { maxTokens: 1_000_000, maxUsd: 0.05 } }),
      { target },
    );
    expect(modelCalls() - before).toBe(1);
    expect(outcome.steps).toBe(1);
    expect(outcome.costUsd).toBeCloseTo(0.021, 9);
    expect(outcome.stopMessage?.params).toMatchObject({ step: 2, maxUsd: 0.05 });
  });

  it("reads a rerun's replies from the cache by model, prompt and snapshot: no call, the same result", async () => {
    const replies = new MemoryReplies();
    const first = await service(replies).run(request({ customPrompt: "Cache me." }), { target });
    const before = modelCalls();
    const again = await service(replies).run(request({ customPrompt: "Cache me." }), { target });
    expect(modelCalls()).toBe(before);
    expect(again).toMatchObject({
      modelCalls: 0,
      cachedCalls: 6,
      inputTokens: 0,
      outputTokens: 0,
      costUsd: 0,
    });
    expect(again.equity).toEqual(first.equity);
    expect(again.trades).toEqual(first.trades);
    // Another prompt is another key: paid for again.
    await service(replies).run(request({ customPrompt: "Something else." }), { target });
    expect(modelCalls() - before).toBe(6);
    // Another model id is another key too.
    await service(replies).run(request({ customPrompt: "Cache me." }), {
      target: { ...target, modelId: "qwen/qwen3-235b-a22b-2507" },
    });
    expect(modelCalls() - before).toBe(12);
    expect(JSON.stringify([...replies.rows])).not.toContain(KEY);
  });
});
