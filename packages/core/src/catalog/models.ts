/** The five AI model options shown as cards (product rules §3). */
export const MODEL_CARD_IDS = ["deepseek", "qwen", "gpt4", "claude", "grok"] as const;

/** The extra models of the dropdown (product rules §2). */
export const EXTRA_MODEL_IDS = ["gemini", "mixtral", "llama3"] as const;

/**
 * Every model id an analysis may ask for. `local` is the built-in rule-based analyst: no key, the
 * embedded default and what the app offers before any key is saved.
 */
export const ANALYSIS_MODEL_IDS = ["local", ...MODEL_CARD_IDS, ...EXTRA_MODEL_IDS] as const;

/** A model id an analysis may ask for. */
export type AnalysisModelId = (typeof ANALYSIS_MODEL_IDS)[number];

/** The built-in analyst's model id. */
export const LOCAL_MODEL_ID = "local" satisfies AnalysisModelId;

/** A model an analysis can send to a provider: every id but the local analyst. */
export type RemoteModelId = Exclude<AnalysisModelId, "local">;

/**
 * The estimated API price per 1,000 tokens (input and output alike), in USD, of every remote model: the
 * one table the model cards, the model list and every cost estimate read. The five cards' figures are
 * the product's display costs (product rules §9); the three extra models' are their providers' list prices.
 */
export const MODEL_USD_PER_1K_TOKENS: Readonly<Record<RemoteModelId, number>> = {
  deepseek: 0.014,
  qwen: 0.012,
  gpt4: 0.03,
  claude: 0.02,
  grok: 0.025,
  gemini: 0.01,
  mixtral: 0.002,
  llama3: 0.001,
};

/** The estimated cost in USD of a call from its token counts, to the micro-dollar. */
export function estimateCostUsd(model: RemoteModelId, inputTokens: number, outputTokens: number): number {
  const cost = ((inputTokens + outputTokens) / 1000) * MODEL_USD_PER_1K_TOKENS[model];
  return Number(cost.toFixed(6));
}

/** A price per 1,000 tokens as the model cards show it ("$0.014", "$0.03"). */
export function formatUsdPer1kTokens(value: number): string {
  return `$${value}`;
}

/** A model card of the AI setup tab, with the spec's display constants (product rules §9). */
export interface ModelOption {
  readonly id: (typeof MODEL_CARD_IDS)[number];
  readonly name: string;
  readonly freeCredits: number;
  readonly rating: number;
  /** Displayed profit rate text, e.g. "+25.8%". */
  readonly profitRate: string;
  /** Estimated API price per 1,000 tokens in USD, from {@link MODEL_USD_PER_1K_TOKENS}. */
  readonly usdPer1kTokens: number;
  readonly brandColor: string;
}

/** The five model cards with the spec's credits, ratings, profit rates and costs (product rules §9). */
export const MODEL_OPTIONS: readonly ModelOption[] = [
  {
    id: "deepseek",
    name: "DeepSeek",
    freeCredits: 10,
    rating: 4.9,
    profitRate: "+25.8%",
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS.deepseek,
    brandColor: "#4D6BFE",
  },
  {
    id: "qwen",
    name: "Qwen",
    freeCredits: 8,
    rating: 4.6,
    profitRate: "+22.1%",
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS.qwen,
    brandColor: "#615CED",
  },
  {
    id: "gpt4",
    name: "GPT-4",
    freeCredits: 5,
    rating: 4.7,
    profitRate: "+21.3%",
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS.gpt4,
    brandColor: "#10A37F",
  },
  {
    id: "claude",
    name: "Claude",
    freeCredits: 5,
    rating: 4.8,
    profitRate: "+23.5%",
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS.claude,
    brandColor: "#D97757",
  },
  {
    id: "grok",
    name: "Grok",
    freeCredits: 3,
    rating: 4.5,
    profitRate: "+20.7%",
    usdPer1kTokens: MODEL_USD_PER_1K_TOKENS.grok,
    brandColor: "#1DA1F2",
  },
];
