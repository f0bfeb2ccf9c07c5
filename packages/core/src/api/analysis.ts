import { z } from "zod";
import { ANALYSIS_MODEL_IDS } from "../catalog/models.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { analysisSchema } from "../trading/decision.ts";
import {
  addressSchema,
  coinSelectionSchema,
  dataSourceSelectionSchema,
  languageSchema,
  successEnvelope,
} from "./common.ts";

/** Longest free-text trading idea accepted, in characters. */
export const MAX_CUSTOM_PROMPT_LENGTH = 4000;

/** Highest daily AI budget a wallet may set, in USD. */
export const MAX_DAILY_BUDGET_USD = 10_000;

/** Body of `POST /api/ai/smart-analysis` (product rules §7). */
export const smartAnalysisRequestSchema = z.object({
  model: z.enum(ANALYSIS_MODEL_IDS),
  coins: coinSelectionSchema,
  dataSources: dataSourceSelectionSchema,
  customPrompt: z.string().max(MAX_CUSTOM_PROMPT_LENGTH).default(""),
  userAddress: addressSchema,
  /** Current account value; the trading panel sends the trade amount or 100. */
  initialBalance: z.number().positive().finite().optional(),
  riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
  language: languageSchema.default("en"),
  /** The wallet's daily AI budget in USD, when it set one: past it, analyses with a model are refused. */
  dailyBudgetUsd: z.number().positive().max(MAX_DAILY_BUDGET_USD).optional(),
  /** false: leave out the decision memory (earlier decisions and what came of them); absent means on. */
  memory: z.boolean().optional(),
});

/** A smart-analysis request after parsing. */
export type SmartAnalysisRequest = z.infer<typeof smartAnalysisRequestSchema>;
/** A smart-analysis request as a client writes it. */
export type SmartAnalysisRequestInput = z.input<typeof smartAnalysisRequestSchema>;

/** What an analysis cost and where it came from. */
export const analysisMetadataSchema = z.object({
  /** Id of the stored analysis, when it was stored. */
  analysisId: z.string().optional(),
  model: z.string(),
  provider: z.string(),
  /** Every input token, the cached ones included. */
  inputTokens: z.number().int().nonnegative(),
  /** Input tokens the provider served from its prompt cache. */
  cachedInputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** What the analysis cost in USD: the provider's own figure or the price table's; null: unpriced. */
  costUsd: z.number().nonnegative().nullable(),
  /** Server-side time of the whole analysis, in ms. */
  latencyMs: z.number().nonnegative(),
  /** When the market data the analysis used was read, in ms since the epoch. */
  marketDataTime: z.number().int().nonnegative(),
  coins: z.array(z.string()),
  riskPreference: z.enum(RISK_PREFERENCES),
});

/** Metadata of an analysis answer. */
export type AnalysisMetadata = z.infer<typeof analysisMetadataSchema>;

/** `data` of a successful smart-analysis answer (product rules §3 "Analysis result"). */
export const smartAnalysisDataSchema = z.object({
  analysis: analysisSchema,
  metadata: analysisMetadataSchema,
  prompts: z.object({ userPrompt: z.string() }),
});

/** The data of a smart-analysis answer. */
export type SmartAnalysisData = z.infer<typeof smartAnalysisDataSchema>;

/** A successful smart-analysis answer. */
export const smartAnalysisResponseSchema = successEnvelope(smartAnalysisDataSchema);

/** Query of `GET /api/ai/analyses`. */
export const analysesQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(50).default(3),
});

/** A stored analysis as `GET /api/ai/analyses` lists it: enough to show it again as it was. */
export const recentAnalysisSchema = z.object({
  id: z.string(),
  createdAt: z.number().int(),
  model: z.string(),
  provider: z.string(),
  analysis: analysisSchema,
  prompt: z.string(),
  coins: z.array(z.string()),
  riskPreference: z.enum(RISK_PREFERENCES),
  inputTokens: z.number().int().nonnegative(),
  cachedInputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative().nullable(),
  latencyMs: z.number().nonnegative(),
});

/** One stored analysis. */
export type RecentAnalysis = z.infer<typeof recentAnalysisSchema>;

/** A successful `GET /api/ai/analyses` answer, newest first. */
export const recentAnalysesResponseSchema = successEnvelope(
  z.object({ address: z.string(), analyses: z.array(recentAnalysisSchema) }),
);

/**
 * The smart-analysis data of a stored analysis, to show it in the trading panel as it was. The
 * market-data time was not stored; the time it was stored stands in, seconds after it.
 */
export function recentAnalysisData(stored: RecentAnalysis): SmartAnalysisData {
  return {
    analysis: stored.analysis,
    metadata: {
      analysisId: stored.id,
      model: stored.model,
      provider: stored.provider,
      inputTokens: stored.inputTokens,
      cachedInputTokens: stored.cachedInputTokens,
      outputTokens: stored.outputTokens,
      costUsd: stored.costUsd,
      latencyMs: stored.latencyMs,
      marketDataTime: stored.createdAt,
      coins: stored.coins,
      riskPreference: stored.riskPreference,
    },
    prompts: { userPrompt: stored.prompt },
  };
}

/** Query of `GET /api/ai/spend`. */
export const aiSpendQuerySchema = z.object({ address: addressSchema });

/** What a wallet's analyses cost today (UTC): the sum of the priced ones and how many were unpriced. */
export const aiSpendSchema = z.object({
  address: z.string(),
  /** Start of the day counted, ms since the epoch (00:00 UTC). */
  since: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative(),
  analyses: z.number().int().nonnegative(),
  unpriced: z.number().int().nonnegative(),
});

/** A wallet's AI spend of the day. */
export type AiSpend = z.infer<typeof aiSpendSchema>;

/** A successful `GET /api/ai/spend` answer. */
export const aiSpendResponseSchema = successEnvelope(aiSpendSchema);
