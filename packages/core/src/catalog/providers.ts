/** The AI providers a user can store a key for (product rules §3), in display order. */
export const AI_PROVIDER_IDS = ["deepseek", "qwen", "openrouter", "claude", "openai", "google"] as const;

/** One AI provider id. */
export type AiProviderId = (typeof AI_PROVIDER_IDS)[number];

/** How keys reach the AI: one OpenRouter key, or one key per native provider (product rules §3). */
export const API_MODES = ["openrouter", "native"] as const;

/** One API mode. */
export type ApiMode = (typeof API_MODES)[number];

/** The API mode of an address that never chose one (product rules §3). */
export const DEFAULT_API_MODE: ApiMode = "openrouter";

/** The request header naming the API mode (product rules §7). */
export const API_MODE_HEADER = "X-API-Mode";

/** An AI provider of the key setup screen. */
export interface AiProviderInfo {
  readonly id: AiProviderId;
  readonly name: string;
  /** The API mode whose screen lists this provider. */
  readonly mode: ApiMode;
  /** Every key of this provider starts with it (product rules §5). */
  readonly keyPrefix: string;
  /** The request header that carries the key (product rules §7). */
  readonly keyHeader: string;
  /** The model id the interface shows for this provider (product rules §3). */
  readonly displayModelId: string;
  /** Where to get a key. */
  readonly keyUrl: string;
}

/** The six providers with their key prefixes, headers, display model ids and get-a-key links. */
export const AI_PROVIDERS: Readonly<Record<AiProviderId, AiProviderInfo>> = {
  deepseek: {
    id: "deepseek",
    name: "DeepSeek",
    mode: "native",
    keyPrefix: "sk-",
    keyHeader: "X-DeepSeek-API-Key",
    displayModelId: "deepseek",
    keyUrl: "https://platform.deepseek.com/api_keys",
  },
  qwen: {
    id: "qwen",
    name: "Qwen",
    mode: "native",
    keyPrefix: "sk-",
    keyHeader: "X-Qwen-API-Key",
    displayModelId: "qwen",
    keyUrl: "https://dashscope.console.aliyun.com/apiKey",
  },
  openrouter: {
    id: "openrouter",
    name: "OpenRouter",
    mode: "openrouter",
    keyPrefix: "sk-",
    keyHeader: "X-User-API-Key",
    displayModelId: "openrouter",
    keyUrl: "https://openrouter.ai/keys",
  },
  claude: {
    id: "claude",
    name: "Claude",
    mode: "native",
    keyPrefix: "sk-ant-",
    keyHeader: "X-Claude-API-Key",
    displayModelId: "claude",
    keyUrl: "https://console.anthropic.com/settings/keys",
  },
  openai: {
    id: "openai",
    name: "OpenAI",
    mode: "native",
    keyPrefix: "sk-",
    keyHeader: "X-OpenAI-API-Key",
    displayModelId: "gpt4",
    keyUrl: "https://platform.openai.com/api-keys",
  },
  google: {
    id: "google",
    name: "Google",
    mode: "native",
    keyPrefix: "AIza",
    keyHeader: "X-Google-API-Key",
    displayModelId: "gemini",
    keyUrl: "https://aistudio.google.com/app/apikey",
  },
};

/** The providers the key setup screen lists in a mode: OpenRouter alone, or the five native ones. */
export function providersForMode(mode: ApiMode): readonly AiProviderInfo[] {
  return AI_PROVIDER_IDS.map((id) => AI_PROVIDERS[id]).filter((provider) => provider.mode === mode);
}

/**
 * The headers an API call carries for an address (product rules §7): the mode, plus one header per saved key
 * of that mode's providers. Keys of the other mode stay in the browser.
 */
export function apiKeyHeaders(
  mode: ApiMode,
  keys: Readonly<Partial<Record<AiProviderId, string>>>,
): Record<string, string> {
  const headers: Record<string, string> = { [API_MODE_HEADER]: mode };
  for (const provider of providersForMode(mode)) {
    const key = keys[provider.id]?.trim();
    if (key) headers[provider.keyHeader] = key;
  }
  return headers;
}
