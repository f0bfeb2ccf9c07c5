import { type AnalysisModelId, AppError, LOCAL_MODEL_ID, type RemoteModelId } from "@app/core";
import { generateText } from "ai";
import { languageModelFor, type ProviderBaseUrls } from "./language-model.ts";
import { MODEL_ROUTES } from "./model-routes.ts";
import { toProviderError } from "./provider-errors.ts";
import { apiModeOf, type ModelIdOverrides, type RequestHeaders, resolveProvider } from "./provider-keys.ts";

/** Longest a connection test may take: it is one tiny call, so a slow answer is itself a finding. */
export const CONNECTION_TEST_TIMEOUT_MS = 20_000;

/** A key that works: which model, provider and provider model id answered, and how fast. */
export interface ConnectionTestResult {
  readonly ok: true;
  readonly model: AnalysisModelId;
  readonly mode: "openrouter" | "native" | "built-in";
  readonly provider: string;
  readonly modelId: string;
  readonly latencyMs: number;
}

/** What a connection test needs: the request's key headers and the engine's provider settings. */
export interface ConnectionTestOptions {
  /** The model to test; by default the first one the request carries a key for. */
  readonly model: AnalysisModelId | undefined;
  readonly headers: RequestHeaders;
  readonly baseUrls: ProviderBaseUrls;
  readonly modelIds?: ModelIdOverrides;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal;
}

/** In native mode without a named model: the first model whose provider's key header is present. */
function defaultModel(headers: RequestHeaders): RemoteModelId {
  if (apiModeOf(headers) === "openrouter") return "deepseek";
  const models = Object.keys(MODEL_ROUTES) as RemoteModelId[];
  for (const model of models) {
    try {
      resolveProvider(model, headers);
      return model;
    } catch {
      // No key for this model's provider: try the next one.
    }
  }
  throw new AppError("MISSING_NATIVE_API_KEY");
}

/**
 * Checks a user's key against its provider with a one-word call, no retries and a short timeout.
 * A key that does not work fails with the same errorCode an analysis would (UNAUTHORIZED, …).
 */
export async function testProviderConnection(options: ConnectionTestOptions): Promise<ConnectionTestResult> {
  if (options.model === LOCAL_MODEL_ID) {
    return {
      ok: true,
      model: LOCAL_MODEL_ID,
      mode: "built-in",
      provider: "built-in",
      modelId: LOCAL_MODEL_ID,
      latencyMs: 0,
    };
  }
  const model = options.model ?? defaultModel(options.headers);
  const target = resolveProvider(model, options.headers, options.modelIds);
  const started = performance.now();
  try {
    await generateText({
      model: languageModelFor(target, options.baseUrls),
      prompt: "Reply with the single word OK.",
      maxOutputTokens: 16,
      maxRetries: 0,
      timeout: Math.min(options.timeoutMs, CONNECTION_TEST_TIMEOUT_MS),
      ...(options.signal ? { abortSignal: options.signal } : {}),
    });
  } catch (error) {
    throw toProviderError(error, target.provider, target.apiKey);
  }
  return {
    ok: true,
    model,
    mode: target.mode,
    provider: target.provider,
    modelId: target.modelId,
    latencyMs: Math.round(performance.now() - started),
  };
}
