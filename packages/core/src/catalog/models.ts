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

/** A model card of the AI setup tab, with the spec's display constants (product rules §9). */
export interface ModelOption {
  readonly id: (typeof MODEL_CARD_IDS)[number];
  readonly name: string;
  readonly freeCredits: number;
  readonly rating: number;
  /** Displayed profit rate text, e.g. "+25.8%". */
  readonly profitRate: string;
  /** Displayed API cost per 1k tokens, e.g. "$0.014". */
  readonly apiCost: string;
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
    apiCost: "$0.014",
    brandColor: "#4D6BFE",
  },
  {
    id: "qwen",
    name: "Qwen",
    freeCredits: 8,
    rating: 4.6,
    profitRate: "+22.1%",
    apiCost: "$0.012",
    brandColor: "#615CED",
  },
  {
    id: "gpt4",
    name: "GPT-4",
    freeCredits: 5,
    rating: 4.7,
    profitRate: "+21.3%",
    apiCost: "$0.03",
    brandColor: "#10A37F",
  },
  {
    id: "claude",
    name: "Claude",
    freeCredits: 5,
    rating: 4.8,
    profitRate: "+23.5%",
    apiCost: "$0.02",
    brandColor: "#D97757",
  },
  {
    id: "grok",
    name: "Grok",
    freeCredits: 3,
    rating: 4.5,
    profitRate: "+20.7%",
    apiCost: "$0.025",
    brandColor: "#1DA1F2",
  },
];
