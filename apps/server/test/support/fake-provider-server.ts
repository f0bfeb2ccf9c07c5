import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { cachedTokens, errorReply, promptOf, successBody, usageOf } from "./fake-provider-replies.ts";
import { type Dialect, FAKE_SCENARIOS, type FakeScenario } from "./fake-provider-scenarios.ts";
import {
  type OpenStream,
  oneShotDelayMs,
  paceOf,
  type SentPiece,
  type StreamPace,
  writeStream,
} from "./fake-provider-stream.ts";

export { FAKE_OPENROUTER_COST_USD } from "./fake-provider-replies.ts";
export { FAKE_SCENARIOS, type FakeScenario } from "./fake-provider-scenarios.ts";

/**
 * `GET` here answers how many provider calls the fake has received, how many of their streams are still
 * being written, how many of those wait for a step, and how many callers hung up before the end:
 * `{ calls, open, waiting, cancelled }`.
 */
export const CALLS_PATH = "/__calls";
/** `POST` here lets the `stepped` streams of a key (`?key=`) that wait after a decision write on. */
export const STEP_PATH = "/__step";

/** A request the fake received, for assertions on what the SDK sent. */
export interface FakeCall {
  readonly path: string;
  readonly headers: IncomingMessage["headers"];
  readonly body: Record<string, unknown>;
  /** The pieces of a streamed reply as they were written, with their times. */
  readonly sent: SentPiece[];
}

/** The running fake: its base URL and every call it answered. */
export interface FakeProviderServer {
  readonly url: string;
  readonly calls: FakeCall[];
  /** Keys of the slow or streamed calls whose caller hung up before the answer. */
  readonly cancelled: string[];
  close(): Promise<void>;
}

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>;
};

/** Coins and prices of the prompt's market lines, e.g. "BTC px97000 …". */
function promptMarkets(body: Record<string, unknown>): { coin: string; price: number }[] {
  const text = JSON.stringify(body);
  return [...text.matchAll(/(?:^|\\n)([A-Z]{2,6}) px([\d.e-]+)/g)].map((match) => ({
    coin: match[1] ?? "",
    price: Number(match[2]),
  }));
}

/** A sound answer for the prompt's coins: a long with the stop 2 % below and the target 4 % above. */
function soundAnalysis(markets: { coin: string; price: number }[], scenario: FakeScenario) {
  const decisions = markets.map(({ coin, price }, index) => {
    const buy = index === 0 || scenario === "longs" || (scenario === "exits" && index === 1);
    const stop = Number((price * (scenario === "wrongside" ? 1.02 : 0.98)).toPrecision(5));
    return {
      coin,
      action: buy ? "BUY" : "HOLD",
      confidence: scenario === "range" ? 1.7 : 0.72,
      reasoning:
        scenario === "longs"
          ? `${coin}: higher lows on 15m, RSI mid-range, funding neutral. Invalid if 15m closes below ${stop}.`
          : `${coin}: trend up, RSI mid-range.`,
      quantity: buy ? Number(((scenario === "oversized" ? 10_000_000 : 300) / price).toPrecision(3)) : null,
      entry_price: buy ? price : null,
      leverage: buy ? (scenario === "range" ? 50 : scenario === "oversized" ? 20 : 12) : null,
      stop_loss: buy ? stop : null,
      take_profit: buy ? Number((price * 1.04).toPrecision(5)) : null,
      risk_reward_ratio: buy ? 2 : null,
      ...(scenario === "exits" && buy
        ? { exit_policy: { kind: "trailing", percent: index === 0 ? 1.5 : 45, atr: null } }
        : {}),
    };
  });
  if (scenario === "stranger")
    decisions.push({ ...(decisions[0] ?? {}), coin: "DOGE" } as (typeof decisions)[number]);
  return {
    strategy_overview: "Selective longs.",
    comprehensive_analysis: "Trend is up.",
    trading_decisions: decisions,
  };
}

/** The model's text for a scenario on its `attempt`-th call. */
function answerText(
  scenario: FakeScenario,
  markets: { coin: string; price: number }[],
  attempt: number,
): string {
  const json = JSON.stringify(soundAnalysis(markets, scenario));
  if (scenario === "fenced") return `\`\`\`json\n${json}\n\`\`\``;
  if (scenario === "prose") return `Here is my analysis:\n${json}\nTrade carefully.`;
  if (scenario === "garbage") return "I think BTC will go up. {not json";
  if (scenario === "wrongtypes" && attempt === 1)
    return JSON.stringify({
      strategy_overview: 1,
      trading_decisions: [{ coin: "BTC", action: "MAYBE", quantity: "lots" }],
    });
  return json;
}

/** The API key a request carries, in whichever header its provider's SDK puts it. */
function keyOf(headers: IncomingMessage["headers"]): string {
  return String(headers.authorization ?? headers["x-api-key"] ?? headers["x-goog-api-key"] ?? "");
}

/** Options of the fake provider. */
export interface FakeProviderOptions {
  /** The pace of streamed replies whose key sets none (default: no delay, as fast as the socket goes). */
  readonly pace?: StreamPace;
}

/** Whether a request asks for a streamed reply, in its provider's way. */
const wantsStream = (path: string, body: Record<string, unknown>) =>
  body.stream === true || path.includes(":streamGenerateContent");

/**
 * A local stand-in for the providers on 127.0.0.1: OpenAI chat completions (also DeepSeek, Qwen and
 * OpenRouter), Anthropic messages and Gemini generateContent, one-shot or streamed, with real response,
 * stream and error shapes. It reads the coins and prices from the prompt, so its sound answers pass the
 * guardrails. `port` 0 picks a free one.
 */
export async function startFakeProviderServer(
  port = 0,
  options: FakeProviderOptions = {},
): Promise<FakeProviderServer> {
  const defaultPace = options.pace ?? { firstTokenMs: 0, tokensPerSecond: 0 };
  const calls: FakeCall[] = [];
  const cancelled: string[] = [];
  const streams = new Set<OpenStream>();
  const attempts = new Map<string, number>();
  /** Prompts answered so far per key and model, for the cached-token counts. */
  const prompts = new Map<string, string[]>();
  const server: Server = createServer(async (request, response) => {
    // The browser tests count the model calls a run made (a rerun from the cache makes none), with `?key=`
    // only the calls whose API key holds that text: specs running at once each count their own key's.
    const requested = new URL(request.url ?? "/", "http://fake");
    const text = requested.searchParams.get("key") ?? "";
    const mine = [...streams].filter((stream) => stream.key.includes(text));
    if (request.method === "GET" && requested.pathname === CALLS_PATH) {
      const counted = calls.filter((call) => keyOf(call.headers).includes(text)).length;
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          calls: counted,
          open: mine.length,
          waiting: mine.filter((stream) => stream.waiting).length,
          cancelled: cancelled.filter((key) => key.includes(text)).length,
        }),
      );
      return;
    }
    if (request.method === "POST" && requested.pathname === STEP_PATH) {
      const waiting = mine.filter((stream) => stream.waiting);
      for (const stream of waiting) stream.release?.();
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ released: waiting.length }));
      return;
    }
    const body = await readBody(request);
    const path = request.url ?? "";
    const sent: SentPiece[] = [];
    calls.push({ path, headers: request.headers, body, sent });
    const dialect: Dialect = /:(stream)?generateContent/i.test(path)
      ? "gemini"
      : path.endsWith("/messages")
        ? "anthropic"
        : "openai";
    const key = keyOf(request.headers);
    const scenario = (FAKE_SCENARIOS.find((name) => key.includes(`test-${name}-`)) ??
      "valid") as FakeScenario;
    const attempt = (attempts.get(key) ?? 0) + 1;
    attempts.set(key, attempt);
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(payload));
    };
    if (scenario === "slow") {
      const timer = setTimeout(() => send(500, {}), 5_000);
      response.on("close", () => {
        clearTimeout(timer);
        if (!response.writableFinished) cancelled.push(key);
      });
      return;
    }
    if (scenario === "echo") {
      const bare = key.replace(/^Bearer\s+/i, "");
      const message = `Bad gateway for key ${bare} (Authorization: Bearer ${bare}); upstream keys sk-ant-api03-${"Q".repeat(40)}, AIzaSy${"x".repeat(33)}, sk-or-v1-${"ab".repeat(32)} secret ${"f0".repeat(24)} token ${"QmFzZTY0U2VjcmV0".repeat(3)}==`;
      return send(400, { error: { message, code: 400 } });
    }
    const streamed = wantsStream(path, body);
    if (scenario === "nostream" && streamed)
      return send(400, {
        error: { message: "Streaming is not supported for this model.", type: "invalid_request_error" },
      });
    const route = path.startsWith("/openrouter/") ? "openrouter" : dialect;
    const failure = errorReply(route, scenario);
    if (failure) return send(failure.status, failure.body, { "retry-after": "0" });
    const model = String(body.model ?? path.match(/models\/([^:]+)/)?.[1] ?? "fake");
    const toolMode = Array.isArray(body.tools) && body.tools.length > 0;
    const prompt = promptOf(body);
    const earlier = prompts.get(`${key} ${model}`) ?? [];
    const usage = usageOf(route, cachedTokens(prompt, earlier));
    prompts.set(`${key} ${model}`, [...earlier.slice(-9), prompt]);
    const answer = answerText(scenario, promptMarkets(body), attempt);
    if (!streamed) {
      // Written at the same pace as a stream, only sent when complete.
      const delay = oneShotDelayMs(answer, paceOf(key, defaultPace));
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return send(200, successBody(dialect, answer, model, toolMode, usage));
    }
    const stream: OpenStream = { key, waiting: false, release: undefined };
    streams.add(stream);
    response.on("close", () => {
      streams.delete(stream);
      if (!response.writableFinished) cancelled.push(key);
    });
    await writeStream(response, {
      dialect,
      model,
      text: answer,
      usage,
      toolMode,
      pace: paceOf(key, defaultPace),
      stepped: scenario === "stepped",
      stream,
      sent,
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}`,
    calls,
    cancelled,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
