import type { AiProviderId, AnalysisModelId, ApiMode } from "@app/core";

/**
 * The native provider whose key a model needs; grok, mixtral and llama3 have none and are reached
 * through OpenRouter only (the server's model routes say the same).
 */
const NATIVE_PROVIDER: Readonly<Partial<Record<AnalysisModelId, AiProviderId>>> = {
  deepseek: "deepseek",
  qwen: "qwen",
  gpt4: "openai",
  claude: "claude",
  gemini: "google",
};

/** The provider whose key a model needs in a mode: null for the local analyst, undefined when none can serve it. */
export function keyProviderFor(model: AnalysisModelId, mode: ApiMode): AiProviderId | null | undefined {
  if (model === "local") return null;
  return mode === "openrouter" ? "openrouter" : NATIVE_PROVIDER[model];
}

/** Whether a model can run with the saved keys of a mode. */
export function modelHasKey(
  model: AnalysisModelId,
  mode: ApiMode,
  keys: Readonly<Partial<Record<AiProviderId, string>>>,
): boolean {
  const provider = keyProviderFor(model, mode);
  if (provider === null) return true;
  return provider !== undefined && Boolean(keys[provider]);
}
