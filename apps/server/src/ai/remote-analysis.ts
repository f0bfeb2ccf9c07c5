import {
  ANALYSIS_WIRE_SCHEMA,
  type Analysis,
  type AnalysisPrompt,
  AppError,
  analysisSchema,
} from "@app/core";
import {
  generateText,
  type JSONSchema7,
  jsonSchema,
  type LanguageModelUsage,
  type ModelMessage,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  type SystemModelMessage,
} from "ai";
import {
  extractJsonObject,
  languageModelFor,
  type ProviderBaseUrls,
  providerModel,
} from "./language-model.ts";
import { salvageAnalysis } from "./lenient-analysis.ts";
import { toProviderError } from "./provider-errors.ts";
import type { ProviderTarget } from "./provider-keys.ts";
import type { ScannedPart } from "./reply-scanner.ts";
import { cannotStream, streamReply } from "./streamed-reply.ts";

/** What one model analysis needs. */
export interface RemoteAnalysisOptions {
  readonly target: ProviderTarget;
  readonly baseUrls: ProviderBaseUrls;
  /** The fixed instructions go first as the system message, marked for caching; the data follow. */
  readonly prompt: AnalysisPrompt;
  /** Budget of the whole call, repair included, in ms. */
  readonly timeoutMs: number;
  /** Aborts the call when the client goes away. */
  readonly signal?: AbortSignal | undefined;
  /** A lower cap on the reply's tokens than the default (a replay's remaining budget). */
  readonly maxOutputTokens?: number | undefined;
  /**
   * HTTP retries of 429/5xx/network failures (default 1). The AI SDK waits 2 s before a retry unless the
   * provider's `retry-after` says otherwise; a caller that must not wait (a test of the mapping alone)
   * passes 0.
   */
  readonly maxRetries?: number | undefined;
  /** Asked before the repair call with the tokens spent so far; throws to refuse it (a budget reached). */
  readonly beforeRepair?: ((spent: { input: number; output: number }) => void) | undefined;
  /**
   * Streams the reply and reports each decision and overview text as the model writes it; without it the
   * reply comes in one piece. A provider that refuses to stream is asked again for one reply.
   */
  readonly onPart?: ((part: ScannedPart) => void) | undefined;
}

/** A validated analysis with the tokens it cost. */
export interface RemoteAnalysisResult {
  readonly analysis: Analysis;
  /** Every input token, the cached ones included. */
  readonly inputTokens: number;
  /** Input tokens the provider served from its prompt cache. */
  readonly cachedInputTokens: number;
  readonly outputTokens: number;
  /** The cost in USD as the provider reported it (OpenRouter does), when every call reported one. */
  readonly reportedCostUsd?: number | undefined;
}

/** Tokens and reported cost summed over the calls of one analysis (a repair is a second call). */
interface Spent {
  input: number;
  cached: number;
  output: number;
  cost: number | undefined;
}

/** The cost OpenRouter reports in its provider metadata, if any. */
function reportedCost(metadata: unknown): number | undefined {
  const openrouter = (metadata as { openrouter?: { usage?: { cost?: unknown } } } | undefined)?.openrouter;
  const cost = openrouter?.usage?.cost;
  return typeof cost === "number" && Number.isFinite(cost) && cost >= 0 ? cost : undefined;
}

// The SDK's compatibility warnings (DeepSeek and Qwen get the schema in the prompt) are expected and
// documented; printed per call they would only bury the server's own logs.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** Room for one decision per coin of 25 with reasoning, and for reasoning models' thoughts. */
const MAX_OUTPUT_TOKENS = 8000;
/** HTTP retries of 429/5xx/network failures; each honours `retry-after`. */
const MAX_RETRIES = 1;

/**
 * The fixed part of the prompt as the system message. Anthropic caches only up to a marked block (and
 * OpenRouter passes the mark on to Anthropic and Gemini models); OpenAI, DeepSeek and Gemini cache an
 * identical leading part by themselves.
 */
const cachedInstructions = (text: string): SystemModelMessage => ({
  role: "system",
  content: text,
  providerOptions: { anthropic: { cacheControl: { type: "ephemeral" } } },
});

/**
 * The output asked of the model: core's compact wire schema is sent (fewer tokens than zod's conversion, the
 * same constraints), and the reply is validated by the decision schema itself.
 */
const analysisOutput = jsonSchema<Analysis>(ANALYSIS_WIRE_SCHEMA as JSONSchema7, {
  validate: (value) => {
    const parsed = analysisSchema.safeParse(value);
    return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
  },
});

const repairRequest = (error: string) =>
  `Your answer could not be used (${error.slice(0, 300)}). Answer again with the JSON object only, exactly in the contract's shape.`;

/** One call's outcome: a valid analysis, or a reply that is not one (with its text, to salvage or repair). */
type Attempt =
  | { readonly analysis: Analysis }
  | { readonly failed: Error; readonly text: string | undefined };

/** The analysis in a streamed reply's whole text, or why it is not one. */
function checkStreamedText(text: string): Attempt {
  let json: unknown;
  try {
    json = JSON.parse(extractJsonObject(text));
  } catch {
    return {
      failed: new AppError("AI_INVALID_OUTPUT", { detail: { key: "errorDetail.unparsableReply" } }),
      text,
    };
  }
  const parsed = analysisSchema.safeParse(json);
  if (parsed.success) return { analysis: parsed.data };
  return {
    failed: new AppError("AI_INVALID_OUTPUT", { detail: { key: "errorDetail.replyNotSchema" } }),
    text,
  };
}

/**
 * Asks the model for an analysis as structured output against the decision schema, the way its provider
 * supports best, streamed when `onPart` listens. A malformed answer is salvaged when its meaning is
 * unambiguous, else repaired once (in one reply) by sending the error back; every failure becomes an
 * AppError of the spec's codes.
 */
export async function runRemoteAnalysis(options: RemoteAnalysisOptions): Promise<RemoteAnalysisResult> {
  const { target, onPart } = options;
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const abortSignal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const usage: Spent = { input: 0, cached: 0, output: 0, cost: 0 };
  const count = (spent: Partial<LanguageModelUsage>, metadata: unknown) => {
    usage.input += spent.inputTokens ?? 0;
    usage.cached += spent.inputTokenDetails?.cacheReadTokens ?? 0;
    usage.output += spent.outputTokens ?? 0;
    const cost = reportedCost(metadata);
    usage.cost = usage.cost === undefined || cost === undefined ? undefined : usage.cost + cost;
  };
  const done = (analysis: Analysis): RemoteAnalysisResult => ({
    analysis,
    inputTokens: usage.input,
    cachedInputTokens: usage.cached,
    outputTokens: usage.output,
    reportedCostUsd: usage.cost,
  });
  const settings = (messages: ModelMessage[]) => ({
    instructions: cachedInstructions(options.prompt.instructions),
    messages,
    output: Output.object({ schema: analysisOutput, name: "trading_analysis" }),
    temperature: 0.2,
    maxOutputTokens: Math.min(MAX_OUTPUT_TOKENS, options.maxOutputTokens ?? MAX_OUTPUT_TOKENS),
    maxRetries: options.maxRetries ?? MAX_RETRIES,
    abortSignal,
    // Qwen's thinking mode refuses JSON mode, and DeepSeek's thinks by default: thoughts cost the
    // user tokens and time, and the prompt already carries the indicators the model would derive.
    providerOptions: { alibaba: { enableThinking: false }, deepseek: { thinking: { type: "disabled" } } },
  });
  const oneShot = async (messages: ModelMessage[]): Promise<Attempt> => {
    try {
      const result = await generateText({
        ...settings(messages),
        model: languageModelFor(target, options.baseUrls),
      });
      count(result.usage, result.providerMetadata);
      return { analysis: result.output };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error) && !NoOutputGeneratedError.isInstance(error)) throw error;
      // The failed reply was paid for; its provider metadata is not kept, so a reported cost is lost.
      if (NoObjectGeneratedError.isInstance(error)) count(error.usage ?? {}, undefined);
      else usage.cost = undefined;
      return { failed: error, text: NoObjectGeneratedError.isInstance(error) ? error.text : undefined };
    }
  };
  const streamed = async (
    messages: ModelMessage[],
    listen: (part: ScannedPart) => void,
  ): Promise<Attempt> => {
    let heard = false;
    try {
      // Not through the JSON-extracting middleware: with its transform it holds the text back to the end.
      const reply = await streamReply(
        { ...settings(messages), model: providerModel(target, options.baseUrls) },
        (part) => {
          heard = true;
          listen(part);
        },
      );
      count(reply.usage, reply.providerMetadata);
      return checkStreamedText(reply.text);
    } catch (error) {
      if (heard || !cannotStream(error)) throw error;
      return oneShot(messages);
    }
  };

  const messages: ModelMessage[] = [{ role: "user", content: options.prompt.data }];
  try {
    const first = onPart ? await streamed(messages, onPart) : await oneShot(messages);
    if ("analysis" in first) return done(first.analysis);
    const salvaged = salvageAnalysis(first.text);
    if (salvaged) return done(salvaged);
    options.beforeRepair?.({ input: usage.input, output: usage.output });
    const repair: ModelMessage[] = [
      ...messages,
      ...(first.text ? [{ role: "assistant" as const, content: first.text }] : []),
      { role: "user", content: repairRequest(first.failed.message) },
    ];
    const second = await oneShot(repair);
    if ("analysis" in second) return done(second.analysis);
    const retried = salvageAnalysis(second.text);
    if (!retried) throw second.failed;
    return done(retried);
  } catch (error) {
    throw toProviderError(
      abortSignal.aborted && deadline.aborted ? deadline.reason : error,
      target.provider,
      target.apiKey,
    );
  }
}
