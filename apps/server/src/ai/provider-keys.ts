import {
  AI_PROVIDERS,
  API_MODE_HEADER,
  API_MODES,
  type ApiMode,
  AppError,
  DEFAULT_API_MODE,
  type RemoteModelId,
} from "@app/core";
import { MODEL_ROUTES, type NativeProviderId } from "./model-routes.ts";

/** The request headers an analysis reads keys from (Fastify lower-cases their names). */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** Which provider a request's model goes to, with the model id there and the user's key. */
export interface ProviderTarget {
  readonly mode: ApiMode;
  readonly provider: "openrouter" | NativeProviderId;
  readonly modelId: string;
  /** The user's key, never logged, stored or echoed. */
  readonly apiKey: string;
}

/** Provider model ids that replace the built-in routes, per API mode (a self-hosted endpoint serves its own). */
export interface ModelIdOverrides {
  readonly native: Readonly<Partial<Record<RemoteModelId, string>>>;
  readonly openrouter: Readonly<Partial<Record<RemoteModelId, string>>>;
}

const NO_OVERRIDES: ModelIdOverrides = { native: {}, openrouter: {} };

const header = (headers: RequestHeaders, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
};

/** The API mode of a request (product rules §7 `X-API-Mode`); OpenRouter when absent or unknown. */
export function apiModeOf(headers: RequestHeaders): ApiMode {
  const mode = header(headers, API_MODE_HEADER)?.toLowerCase();
  return API_MODES.find((candidate) => candidate === mode) ?? DEFAULT_API_MODE;
}

/**
 * The provider, model id and key of a request: OpenRouter mode needs `X-User-API-Key`, native mode the
 * key header of the model's provider. A missing key fails before any provider is built, so the SDK
 * never falls back to a key in the server's environment.
 */
export function resolveProvider(
  model: RemoteModelId,
  headers: RequestHeaders,
  modelIds: ModelIdOverrides = NO_OVERRIDES,
): ProviderTarget {
  const mode = apiModeOf(headers);
  const route = MODEL_ROUTES[model];
  if (mode === "openrouter") {
    const apiKey = header(headers, AI_PROVIDERS.openrouter.keyHeader);
    if (!apiKey) throw new AppError("MISSING_OPENROUTER_API_KEY");
    return { mode, provider: "openrouter", modelId: modelIds.openrouter[model] ?? route.openrouter, apiKey };
  }
  if (!route.native) {
    throw new AppError("MODEL_UNAVAILABLE", {
      detail: { key: "errorDetail.openRouterOnly", params: { model } },
    });
  }
  const apiKey = header(headers, AI_PROVIDERS[route.native.provider].keyHeader);
  if (!apiKey) {
    throw new AppError("MISSING_NATIVE_API_KEY", {
      details: `${AI_PROVIDERS[route.native.provider].name} (${AI_PROVIDERS[route.native.provider].keyHeader})`,
    });
  }
  return {
    mode,
    provider: route.native.provider,
    modelId: modelIds.native[model] ?? route.native.modelId,
    apiKey,
  };
}
