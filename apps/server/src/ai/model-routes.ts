import type { AiProviderId, AnalysisModelId } from "@app/core";

/** A model the user can pick other than the local analyst. */
export type RemoteModelId = Exclude<AnalysisModelId, "local">;

/** The native provider packages the engine speaks to, by the provider id whose key they take. */
export type NativeProviderId = Exclude<AiProviderId, "openrouter">;

/** Where a model goes: its OpenRouter id, and its native provider and id where one exists. */
export interface ModelRoute {
  /** OpenRouter's `vendor/model` id. */
  readonly openrouter: string;
  /** The native provider whose key it needs and the model id there; undefined: OpenRouter only. */
  readonly native: { readonly provider: NativeProviderId; readonly modelId: string } | undefined;
  /** Estimated price per 1,000 tokens, in USD (product rules §9 display costs where the spec names one). */
  readonly usdPer1kTokens: number;
}

/**
 * The routes of the user-facing model names. Ids change faster than code, so they live in one table;
 * grok, mixtral and llama3 have no native provider in scope and are reached through OpenRouter only.
 */
export const MODEL_ROUTES: Readonly<Record<RemoteModelId, ModelRoute>> = {
  deepseek: {
    openrouter: "deepseek/deepseek-v4-flash",
    native: { provider: "deepseek", modelId: "deepseek-v4-flash" },
    usdPer1kTokens: 0.014,
  },
  qwen: {
    openrouter: "qwen/qwen3-235b-a22b-2507",
    native: { provider: "qwen", modelId: "qwen-plus" },
    usdPer1kTokens: 0.012,
  },
  gpt4: {
    openrouter: "openai/gpt-4.1",
    native: { provider: "openai", modelId: "gpt-4.1" },
    usdPer1kTokens: 0.03,
  },
  claude: {
    openrouter: "anthropic/claude-sonnet-4.5",
    native: { provider: "claude", modelId: "claude-sonnet-4-5" },
    usdPer1kTokens: 0.02,
  },
  grok: { openrouter: "x-ai/grok-4", native: undefined, usdPer1kTokens: 0.025 },
  gemini: {
    openrouter: "google/gemini-2.5-flash",
    native: { provider: "google", modelId: "gemini-2.5-flash" },
    usdPer1kTokens: 0.01,
  },
  mixtral: { openrouter: "mistralai/mixtral-8x22b-instruct", native: undefined, usdPer1kTokens: 0.002 },
  llama3: { openrouter: "meta-llama/llama-3.3-70b-instruct", native: undefined, usdPer1kTokens: 0.001 },
};

/** The estimated cost of a call from its token counts. */
export function estimateCostUsd(model: RemoteModelId, inputTokens: number, outputTokens: number): number {
  const cost = ((inputTokens + outputTokens) / 1000) * MODEL_ROUTES[model].usdPer1kTokens;
  return Number(cost.toFixed(6));
}
