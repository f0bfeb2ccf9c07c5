/** List prices of one provider model, in USD per million tokens. */
export interface ModelPrice {
  readonly input: number;
  /** Input tokens read from the provider's prompt cache. */
  readonly cachedInput: number;
  readonly output: number;
}

/**
 * Providers' list prices by the model id the engine sends, native and OpenRouter alike: the one table an
 * analysis's cost is computed from when the provider does not report it (OpenRouter does). Where a
 * provider bills peak and off-peak hours differently (DeepSeek), the peak price is kept, so a budget is
 * never spent faster than it says. A model missing here is "unpriced", never free.
 *
 * Checked on 27 Nov 2026 against the providers' pages: DeepSeek's Models & Pricing serves the retired
 * `deepseek-v4-flash` id with V4.1 Flash at the `deepseek-flash` prices (peak: $0.30 cache miss, $0.006 cache
 * hit, $1.20 out); Gemini 2.5 Flash is $0.30 in, $2.50 out (as Vercel's AI Gateway lists it too). Its $0.03 for
 * cached input is inferred, not read from Google's page: Google's 90 % discount on cached input applied, as
 * third-party summaries of that page give it (deploybase.ai, "Gemini API Pricing 2026", Jan 2026).
 */
export const MODEL_PRICES_USD_PER_MTOK: Readonly<Record<string, ModelPrice>> = {
  "deepseek-flash": { input: 0.3, cachedInput: 0.006, output: 1.2 },
  "deepseek-v4-flash": { input: 0.3, cachedInput: 0.006, output: 1.2 },
  "deepseek/deepseek-v4-flash": { input: 0.3, cachedInput: 0.006, output: 1.2 },
  "gpt-4.1": { input: 2, cachedInput: 0.5, output: 8 },
  "openai/gpt-4.1": { input: 2, cachedInput: 0.5, output: 8 },
  "claude-sonnet-4-5": { input: 3, cachedInput: 0.3, output: 15 },
  "anthropic/claude-sonnet-4.5": { input: 3, cachedInput: 0.3, output: 15 },
  "gemini-2.5-flash": { input: 0.3, cachedInput: 0.03, output: 2.5 },
  "google/gemini-2.5-flash": { input: 0.3, cachedInput: 0.03, output: 2.5 },
  "qwen-plus": { input: 0.4, cachedInput: 0.4, output: 1.2 },
  "x-ai/grok-4": { input: 3, cachedInput: 0.75, output: 15 },
};

/** The tokens an analysis used, as its provider reported them. */
export interface TokenUsage {
  /** Every input token, the cached ones included. */
  readonly inputTokens: number;
  readonly cachedInputTokens: number;
  readonly outputTokens: number;
}

/**
 * The cost of a call in USD to the micro-dollar: what the provider reported when it did, else the tokens
 * at the model's list prices; null when neither is known ("unpriced").
 */
export function analysisCostUsd(
  modelId: string,
  usage: TokenUsage,
  reportedCostUsd?: number | undefined,
): number | null {
  if (reportedCostUsd !== undefined) return Number(reportedCostUsd.toFixed(6));
  // No token spent (nothing was sent) costs nothing, whatever the model.
  if (usage.inputTokens === 0 && usage.outputTokens === 0) return 0;
  const price = Object.hasOwn(MODEL_PRICES_USD_PER_MTOK, modelId)
    ? MODEL_PRICES_USD_PER_MTOK[modelId]
    : undefined;
  if (!price) return null;
  const cached = Math.min(usage.cachedInputTokens, usage.inputTokens);
  const cost =
    ((usage.inputTokens - cached) * price.input +
      cached * price.cachedInput +
      usage.outputTokens * price.output) /
    1_000_000;
  return Number(cost.toFixed(6));
}
