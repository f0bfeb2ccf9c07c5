import { z } from "zod";
import { tradingDecisionSchema } from "../trading/decision.ts";
import { smartAnalysisDataSchema } from "./analysis.ts";
import { errorBodySchema } from "./common.ts";

/** The analysis's free texts, shown while the model writes them. */
export const ANALYSIS_TEXT_FIELDS = ["strategy_overview", "comprehensive_analysis"] as const;

/**
 * What the analysis so far shows, as the server reports it while an analysis runs. Every decision has
 * passed the per-decision guardrails; the whole-set rules (at most six positions, margin across coins)
 * apply only to `done`'s data.
 */
export const analysisProgressSchema = z.discriminatedUnion("type", [
  /** The analysis started: the coins whose decisions are pending, and who answers. */
  z.object({ type: z.literal("start"), coins: z.array(z.string()), model: z.string(), provider: z.string() }),
  /** One of the free texts, the whole of it so far. */
  z.object({ type: z.literal("text"), field: z.enum(ANALYSIS_TEXT_FIELDS), text: z.string() }),
  /** One coin's decision, complete and past the per-decision guardrails. */
  z.object({ type: z.literal("decision"), decision: tradingDecisionSchema }),
]);

/** A progress event of a streamed analysis. */
export type AnalysisProgress = z.infer<typeof analysisProgressSchema>;

/**
 * One event of `POST /api/ai/smart-analysis/stream` (server-sent events, one JSON `data` line each):
 * progress, then `done` with the stored analysis exactly as `POST /api/ai/smart-analysis` answers it, or
 * `error` with the product's failure body.
 */
export const analysisStreamEventSchema = z.discriminatedUnion("type", [
  ...analysisProgressSchema.options,
  z.object({ type: z.literal("done"), data: smartAnalysisDataSchema }),
  z.object({ type: z.literal("error"), error: errorBodySchema }),
]);

/** An event of a streamed analysis. */
export type AnalysisStreamEvent = z.infer<typeof analysisStreamEventSchema>;
