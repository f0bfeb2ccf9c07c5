// The fake provider's replies in each provider's own shape: the success body with its usage (cached tokens where
// the provider reports them) and the error bodies of the failing scenarios. The answers themselves (what the
// model writes) are made in fake-provider-server.ts.
import type { Dialect, FakeScenario } from "./fake-provider-scenarios.ts";

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
export function promptOf(body: Record<string, unknown>): string {
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
export function cachedTokens(prompt: string, earlier: readonly string[]): number {
  const shared = earlier.reduce((best, previous) => Math.max(best, sharedPrefix(prompt, previous)), 0);
  const tokens = (USAGE.input * shared) / Math.max(1, prompt.length);
  return Math.floor(tokens / CACHE_STEP) * CACHE_STEP;
}

/** Token usage in each dialect's own fields, with the cached part where the provider reports it. */
export function usageOf(dialect: Dialect | "openrouter", cached: number) {
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

export function successBody(
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
export function errorReply(
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
