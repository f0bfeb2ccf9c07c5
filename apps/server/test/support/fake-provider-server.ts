import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  type OpenStream,
  oneShotDelayMs,
  paceOf,
  type SentPiece,
  type StreamPace,
  writeStream,
} from "./fake-provider-stream.ts";

/**
 * How the fake answers, chosen by the API key: a key containing `test-<scenario>-` selects it.
 * `wrongtypes` answers badly once and well to the repair; `garbage` never answers usable JSON; `echo` is a
 * careless gateway whose error text repeats the caller's key and other secrets; `longs` buys every coin (a
 * wallet's memory filled fast); `stepped` streams and pauses after each decision until `POST /__step` lets
 * it on; `nostream` refuses a streamed request as some models do and answers it in one reply; `exits` buys the
 * first two coins proposing exit policies, a trailing 1.5 % stop for the first and a nonsensical 45 % one for
 * the second. A key may also
 * set a streaming pace: `pace-<first ms>-<tokens/s>-`.
 */
export const FAKE_SCENARIOS = [
  "valid",
  "fenced",
  "prose",
  "wrongtypes",
  "garbage",
  "range",
  "stranger",
  "wrongside",
  "unauthorized",
  "credits",
  "busy",
  "down",
  "missing",
  "slow",
  "echo",
  "longs",
  "stepped",
  "nostream",
  "exits",
] as const;

/**
 * `GET` here answers how many provider calls the fake has received, how many of their streams are still
 * being written, how many of those wait for a step, and how many callers hung up before the end:
 * `{ calls, open, waiting, cancelled }`.
 */
export const CALLS_PATH = "/__calls";
/** `POST` here lets the `stepped` streams of a key (`?key=`) that wait after a decision write on. */
export const STEP_PATH = "/__step";

/** One scenario of the fake provider. */
export type FakeScenario = (typeof FAKE_SCENARIOS)[number];

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

type Dialect = "openai" | "anthropic" | "gemini";

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
      quantity: buy ? Number((300 / price).toPrecision(3)) : null,
      entry_price: buy ? price : null,
      leverage: buy ? (scenario === "range" ? 50 : 12) : null,
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

const parseOrUndefined = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const USAGE = { input: 1200, output: 300 };
/** OpenAI caches in steps of 128 tokens. */
const CACHE_STEP = 128;
/** What the fake's OpenRouter route reports as the call's cost in USD. */
export const FAKE_OPENROUTER_COST_USD = 0.00123;

/** The prompt as a provider caches it: system part, then the messages, in the order they are sent. */
function promptOf(body: Record<string, unknown>): string {
  return JSON.stringify([body.system, body.systemInstruction, body.messages ?? body.contents]);
}

const sharedPrefix = (a: string, b: string) => {
  const length = Math.min(a.length, b.length);
  let index = 0;
  while (index < length && a.charCodeAt(index) === b.charCodeAt(index)) index++;
  return index;
};

/**
 * Input tokens served from the cache, as OpenAI and DeepSeek report them: the share of this prompt's
 * leading characters an earlier prompt of the same key and model had, in whole 128-token steps.
 */
function cachedTokens(prompt: string, earlier: readonly string[]): number {
  const shared = earlier.reduce((best, previous) => Math.max(best, sharedPrefix(prompt, previous)), 0);
  const tokens = (USAGE.input * shared) / Math.max(1, prompt.length);
  return Math.floor(tokens / CACHE_STEP) * CACHE_STEP;
}

/** Token usage in each dialect's own fields, with the cached part where the provider reports it. */
function usageOf(dialect: Dialect | "openrouter", cached: number) {
  if (dialect === "anthropic")
    // Anthropic counts cache reads apart from the input tokens.
    return {
      input_tokens: USAGE.input - cached,
      output_tokens: USAGE.output,
      cache_read_input_tokens: cached,
      cache_creation_input_tokens: 0,
    };
  if (dialect === "gemini")
    return {
      promptTokenCount: USAGE.input,
      candidatesTokenCount: USAGE.output,
      totalTokenCount: USAGE.input + USAGE.output,
      ...(cached > 0 ? { cachedContentTokenCount: cached } : {}),
    };
  return {
    prompt_tokens: USAGE.input,
    completion_tokens: USAGE.output,
    total_tokens: USAGE.input + USAGE.output,
    prompt_tokens_details: { cached_tokens: cached },
    // DeepSeek's own fields for the same figures.
    prompt_cache_hit_tokens: cached,
    prompt_cache_miss_tokens: USAGE.input - cached,
    ...(dialect === "openrouter" ? { cost: FAKE_OPENROUTER_COST_USD } : {}),
  };
}

function successBody(
  dialect: Dialect,
  text: string,
  model: string,
  toolMode: boolean,
  usage: Record<string, unknown>,
) {
  if (dialect === "anthropic") {
    const input = toolMode ? parseOrUndefined(text) : undefined;
    const content =
      input !== undefined
        ? [{ type: "tool_use", id: "toolu_1", name: "json", input }]
        : [{ type: "text", text }];
    return {
      id: "msg_1",
      type: "message",
      role: "assistant",
      model,
      content,
      stop_reason: input !== undefined ? "tool_use" : "end_turn",
      stop_sequence: null,
      usage,
    };
  }
  if (dialect === "gemini") {
    return {
      candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
      usageMetadata: usage,
      modelVersion: model,
      responseId: "r1",
    };
  }
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage,
  };
}

/** The failing scenarios' statuses and messages, as the OpenAI-style providers send them. */
const FAILURES: Partial<Record<FakeScenario, { status: number; message: string; code: string }>> = {
  unauthorized: { status: 401, message: "Incorrect API key provided", code: "invalid_api_key" },
  credits: { status: 402, message: "Insufficient credits", code: "insufficient_credits" },
  busy: { status: 429, message: "Rate limit exceeded", code: "rate_limit_exceeded" },
  down: { status: 500, message: "Internal error", code: "server_error" },
  missing: { status: 404, message: "No such model", code: "model_not_found" },
};

const GOOGLE_STATUS: Readonly<Record<number, string>> = {
  402: "FAILED_PRECONDITION",
  404: "NOT_FOUND",
  429: "RESOURCE_EXHAUSTED",
  500: "INTERNAL",
};

const ANTHROPIC_TYPE: Readonly<Record<number, string>> = {
  404: "not_found_error",
  429: "rate_limit_error",
  500: "api_error",
};

/** The error status and body each provider sends for a failing scenario, in its own shape, if any. */
function errorReply(
  dialect: Dialect | "openrouter",
  scenario: FakeScenario,
): { status: number; body: unknown } | undefined {
  const failure = FAILURES[scenario];
  if (!failure) return undefined;
  const { status, message, code } = failure;
  if (dialect === "gemini") {
    if (scenario === "unauthorized")
      return {
        status: 400,
        body: {
          error: {
            code: 400,
            message: "API key not valid. Please pass a valid API key.",
            status: "INVALID_ARGUMENT",
            details: [{ "@type": "type.googleapis.com/google.rpc.ErrorInfo", reason: "API_KEY_INVALID" }],
          },
        },
      };
    return { status, body: { error: { code: status, message, status: GOOGLE_STATUS[status] ?? "UNKNOWN" } } };
  }
  if (dialect === "anthropic") {
    if (scenario === "unauthorized")
      return {
        status: 401,
        body: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } },
      };
    // Anthropic reports an empty balance as a bad request.
    if (scenario === "credits")
      return {
        status: 400,
        body: {
          type: "error",
          error: {
            type: "invalid_request_error",
            message: "Your credit balance is too low to access the Anthropic API.",
          },
        },
      };
    return {
      status,
      body: { type: "error", error: { type: ANTHROPIC_TYPE[status] ?? "api_error", message } },
    };
  }
  if (dialect === "openrouter") return { status, body: { error: { message, code: status } } };
  return { status, body: { error: { message, type: code, code } } };
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
