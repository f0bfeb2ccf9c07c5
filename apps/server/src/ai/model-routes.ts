import type { AiProviderId, RemoteModelId } from "@app/core";

/** The native provider packages the engine speaks to, by the provider id whose key they take. */
export type NativeProviderId = Exclude<AiProviderId, "openrouter">;

/** Where a model goes: its OpenRouter id, and its native provider and id where one exists. */
export interface ModelRoute {
  /** OpenRouter's `vendor/model` id. */
  readonly openrouter: string;
  /** The native provider whose key it needs and the model id there; undefined: OpenRouter only. */
  readonly native: { readonly provider: NativeProviderId; readonly modelId: string } | undefined;
}

/**
 * The routes of the user-facing model names. Ids change faster than code, so they live in one table;
 * grok, mixtral and llama3 have no native provider in scope and are reached through OpenRouter only.
 */
export const MODEL_ROUTES: Readonly<Record<RemoteModelId, ModelRoute>> = {
  deepseek: {
    openrouter: "deepseek/deepseek-v4-flash",
    native: { provider: "deepseek", modelId: "deepseek-v4-flash" },
  },
  qwen: {
    openrouter: "qwen/qwen3-235b-a22b-2507",
    native: { provider: "qwen", modelId: "qwen-plus" },
  },
  gpt4: {
    openrouter: "openai/gpt-4.1",
    native: { provider: "openai", modelId: "gpt-4.1" },
  },
  claude: {
    openrouter: "anthropic/claude-sonnet-4.5",
    native: { provider: "claude", modelId: "claude-sonnet-4-5" },
  },
  grok: { openrouter: "x-ai/grok-4", native: undefined },
  gemini: {
    openrouter: "google/gemini-2.5-flash",
    native: { provider: "google", modelId: "gemini-2.5-flash" },
  },
  mixtral: { openrouter: "mistralai/mixtral-8x22b-instruct", native: undefined },
  llama3: { openrouter: "meta-llama/llama-3.3-70b-instruct", native: undefined },
};
