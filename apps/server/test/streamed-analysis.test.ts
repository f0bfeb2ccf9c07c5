import { type AnalysisStreamEvent, analysisStreamEventSchema, errorBodySchema } from "@app/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CALLS_PATH,
  type FakeProviderServer,
  STEP_PATH,
  startFakeProviderServer,
} from "./support/fake-provider-server.ts";
import { startTestServer, type TestServer } from "./support/test-server.ts";

let fake: FakeProviderServer;
let server: TestServer;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  server = await startTestServer({
    AI_BASE_URL_OPENAI: `${fake.url}/openai/v1`,
    AI_BASE_URL_ANTHROPIC: `${fake.url}/anthropic/v1`,
    AI_BASE_URL_GOOGLE: `${fake.url}/google/v1beta`,
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

const COINS = ["BTC", "ETH", "SOL"];

/** Native-mode headers of a provider with a key the fake reads its scenario from. */
const DIALECTS = {
  openai: (key: string) => ({ "X-API-Mode": "native", "X-OpenAI-API-Key": `sk-${key}-0123456789abcdef` }),
  anthropic: (key: string) => ({
    "X-API-Mode": "native",
    "X-Claude-API-Key": `sk-ant-${key}-0123456789abcdef`,
  }),
  gemini: (key: string) => ({ "X-API-Mode": "native", "X-Google-API-Key": `AIza-${key}-0123456789abcdef` }),
} as const;
const MODEL = { openai: "gpt4", anthropic: "claude", gemini: "gemini" } as const;

const body = (model: string, address: string) => ({
  model,
  coins: COINS,
  userAddress: address,
  initialBalance: 100,
});

interface Streamed {
  readonly status: number;
  readonly type: string | null;
  readonly events: AnalysisStreamEvent[];
  readonly json?: unknown;
}

/**
 * Posts a streamed analysis and reads its events; `onEvent` runs before the next event is read, so a test
 * can look at the fake while the reply is still being written.
 */
async function stream(
  payload: unknown,
  headers: Record<string, string>,
  onEvent: (event: AnalysisStreamEvent, events: AnalysisStreamEvent[]) => Promise<void> | void = () => {},
  signal?: AbortSignal,
): Promise<Streamed> {
  const response = await fetch(`${server.url}/api/ai/smart-analysis/stream`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream", ...headers },
    body: JSON.stringify(payload),
    ...(signal ? { signal } : {}),
  });
  const type = response.headers.get("content-type");
  if (!type?.includes("text/event-stream"))
    return { status: response.status, type, events: [], json: await response.json() };
  const events: AnalysisStreamEvent[] = [];
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const chunk = await reader?.read();
    if (!chunk || chunk.done) break;
    buffer += chunk.value;
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    for (const block of blocks) {
      const event = analysisStreamEventSchema.parse(JSON.parse(block.replace(/^data: /, "")));
      events.push(event);
      await onEvent(event, events);
    }
  }
  return { status: response.status, type, events };
}

const fakeState = async (key: string) => {
  const answer = await fetch(`${fake.url}${CALLS_PATH}?key=${key}`);
  return (await answer.json()) as { calls: number; open: number; waiting: number; cancelled: number };
};
const step = (key: string) => fetch(`${fake.url}${STEP_PATH}?key=${key}`, { method: "POST" });

const until = async (check: () => Promise<boolean>) => {
  for (let tries = 0; tries < 200; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the condition never held");
};

describe("streamed analysis", () => {
  it.each(Object.keys(DIALECTS) as (keyof typeof DIALECTS)[])(
    "sends each decision while the %s provider is still writing, then the whole result with its usage",
    async (dialect) => {
      const key = `test-stepped-${dialect}`;
      const seen: string[] = [];
      const result = await stream(
        body(MODEL[dialect], `0x${"5".repeat(37)}00${COINS.length}`),
        DIALECTS[dialect](key),
        async (event) => {
          seen.push(event.type === "decision" ? `decision ${event.decision.coin}` : event.type);
          if (event.type !== "decision") return;
          // The provider is still sending: it waits after this decision until the test lets it on.
          const state = await fakeState(key);
          expect(state).toMatchObject({ open: 1, waiting: 1 });
          await step(key);
        },
      );
      expect(result.status).toBe(200);
      expect(seen.filter((type) => type.startsWith("decision"))).toEqual(
        COINS.map((coin) => `decision ${coin}`),
      );
      expect(seen[0]).toBe("start");
      expect(seen.at(-1)).toBe("done");
      // The overview texts came before the decisions, as the model wrote them.
      expect(seen.indexOf("text")).toBeLessThan(seen.indexOf("decision BTC"));
      const done = result.events.at(-1);
      if (done?.type !== "done") throw new Error("no result");
      expect(done.data.analysis.trading_decisions.map((decision) => decision.coin)).toEqual(COINS);
      expect(done.data.analysis.strategy_overview).toBe("Selective longs.");
      expect(done.data.metadata.analysisId).toBeDefined();
      expect(done.data.metadata).toMatchObject({ inputTokens: 1200, outputTokens: 300 });
      expect((await fakeState(key)).open).toBe(0);
      // The provider was asked for the same structured output as a one-shot call.
      const sent = fake.calls.find((call) => JSON.stringify(call.headers).includes(key))?.body ?? {};
      const format = JSON.stringify([
        sent.response_format,
        sent.output_config,
        sent.tools,
        sent.generationConfig,
      ]);
      expect(format).toContain("trading_decisions");
    },
  );

  it("stops the provider's stream when the client goes away", async () => {
    const key = "test-stepped-cancel";
    const controller = new AbortController();
    await expect(
      stream(
        body("gpt4", `0x${"6".repeat(40)}`),
        DIALECTS.openai(key),
        (event) => {
          if (event.type === "decision") controller.abort();
        },
        controller.signal,
      ),
    ).rejects.toThrow();
    await until(async () => (await fakeState(key)).cancelled === 1);
    expect((await fakeState(key)).open).toBe(0);
  });

  it("asks a model that cannot stream for one reply, and shows it the same way", async () => {
    const key = "test-nostream-fallback";
    const result = await stream(body("claude", `0x${"7".repeat(40)}`), DIALECTS.anthropic(key));
    expect(result.events.map((event) => event.type)).toEqual(["start", "done"]);
    const done = result.events.at(-1);
    expect(done?.type === "done" && done.data.analysis.trading_decisions.length).toBe(COINS.length);
    expect((await fakeState(key)).calls).toBe(2);
  });

  it("repairs a malformed streamed reply with one more call", async () => {
    const key = "test-wrongtypes-stream";
    const result = await stream(body("gpt4", `0x${"8".repeat(40)}`), DIALECTS.openai(key));
    const done = result.events.at(-1);
    if (done?.type !== "done") throw new Error(`no result: ${JSON.stringify(result.events.at(-1))}`);
    expect(done.data.analysis.trading_decisions.map((decision) => decision.action)).toEqual([
      "BUY",
      "HOLD",
      "HOLD",
    ]);
    expect((await fakeState(key)).calls).toBe(2);
    // Both calls were paid for.
    expect(done.data.metadata).toMatchObject({ inputTokens: 2400, outputTokens: 600 });
  });

  it("streams the built-in analyst's result through the same events", async () => {
    const result = await stream(body("local", `0x${"9".repeat(40)}`), {});
    const types = result.events.map((event) => event.type);
    expect(types[0]).toBe("start");
    expect(types.filter((type) => type === "decision")).toHaveLength(COINS.length);
    expect(types.at(-1)).toBe("done");
  });

  it("answers a failure before the stream as an ordinary error, and one after it as an error event", async () => {
    const missing = await stream(body("gpt4", `0x${"a".repeat(40)}`), { "X-API-Mode": "native" });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(errorBodySchema.parse(missing.json).errorCode).toBe("MISSING_NATIVE_API_KEY");
    const refused = await stream(body("gpt4", `0x${"b".repeat(40)}`), DIALECTS.openai("test-unauthorized-x"));
    expect(refused.events.map((event) => event.type)).toEqual(["start", "error"]);
    const last = refused.events.at(-1);
    expect(last?.type === "error" && last.error.errorCode).toBe("UNAUTHORIZED");
  });
});
