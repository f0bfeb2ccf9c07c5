import { type Analysis, analysisSchema } from "@app/core";
import { generateText, type ModelMessage, NoObjectGeneratedError, NoOutputGeneratedError, Output } from "ai";
import { languageModelFor, type ProviderBaseUrls } from "./language-model.ts";
import { salvageAnalysis } from "./lenient-analysis.ts";
import { toProviderError } from "./provider-errors.ts";
import type { ProviderTarget } from "./provider-keys.ts";

/** What one model analysis needs. */
export interface RemoteAnalysisOptions {
  readonly target: ProviderTarget;
  readonly baseUrls: ProviderBaseUrls;
  readonly prompt: string;
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
}

/** A validated analysis with the tokens it cost. */
export interface RemoteAnalysisResult {
  readonly analysis: Analysis;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

// The SDK's compatibility warnings (DeepSeek and Qwen get the schema in the prompt) are expected and
// documented; printed per call they would only bury the server's own logs.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** Room for one decision per coin of 25 with reasoning, and for reasoning models' thoughts. */
const MAX_OUTPUT_TOKENS = 8000;
/** HTTP retries of 429/5xx/network failures; each honours `retry-after`. */
const MAX_RETRIES = 1;

const repairRequest = (error: string) =>
  `Your answer could not be used (${error.slice(0, 300)}). Answer again with the JSON object only, exactly in the contract's shape.`;

/**
 * Asks the model for an analysis as structured output against the decision schema, the way its provider
 * supports best. A malformed answer is salvaged when its meaning is unambiguous, else repaired once by
 * sending the error back; every failure becomes an AppError of the spec's codes.
 */
export async function runRemoteAnalysis(options: RemoteAnalysisOptions): Promise<RemoteAnalysisResult> {
  const { target } = options;
  const model = languageModelFor(target, options.baseUrls);
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const abortSignal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const usage = { input: 0, output: 0 };
  const call = async (messages: ModelMessage[]) => {
    const result = await generateText({
      model,
      messages,
      output: Output.object({ schema: analysisSchema, name: "trading_analysis" }),
      temperature: 0.2,
      maxOutputTokens: Math.min(MAX_OUTPUT_TOKENS, options.maxOutputTokens ?? MAX_OUTPUT_TOKENS),
      maxRetries: options.maxRetries ?? MAX_RETRIES,
      abortSignal,
      // Qwen's thinking mode refuses JSON mode, and DeepSeek's thinks by default: thoughts cost the
      // user tokens and time, and the prompt already carries the indicators the model would derive.
      providerOptions: { alibaba: { enableThinking: false }, deepseek: { thinking: { type: "disabled" } } },
    });
    usage.input += result.usage.inputTokens ?? 0;
    usage.output += result.usage.outputTokens ?? 0;
    return result.output;
  };

  const messages: ModelMessage[] = [{ role: "user", content: options.prompt }];
  try {
    try {
      return { analysis: await call(messages), inputTokens: usage.input, outputTokens: usage.output };
    } catch (error) {
      if (!NoObjectGeneratedError.isInstance(error) && !NoOutputGeneratedError.isInstance(error)) throw error;
      const text = NoObjectGeneratedError.isInstance(error) ? error.text : undefined;
      if (NoObjectGeneratedError.isInstance(error)) {
        usage.input += error.usage?.inputTokens ?? 0;
        usage.output += error.usage?.outputTokens ?? 0;
      }
      const salvaged = salvageAnalysis(text);
      if (salvaged) return { analysis: salvaged, inputTokens: usage.input, outputTokens: usage.output };
      options.beforeRepair?.({ ...usage });
      const repair: ModelMessage[] = [
        ...messages,
        ...(text ? [{ role: "assistant" as const, content: text }] : []),
        { role: "user", content: repairRequest(error.message) },
      ];
      try {
        return { analysis: await call(repair), inputTokens: usage.input, outputTokens: usage.output };
      } catch (second) {
        const retried = NoObjectGeneratedError.isInstance(second) ? salvageAnalysis(second.text) : undefined;
        if (retried) return { analysis: retried, inputTokens: usage.input, outputTokens: usage.output };
        throw second;
      }
    }
  } catch (error) {
    throw toProviderError(
      abortSignal.aborted && deadline.aborted ? deadline.reason : error,
      target.provider,
      target.apiKey,
    );
  }
}
