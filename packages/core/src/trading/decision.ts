import { z } from "zod";
import { LEVERAGE_LIMITS } from "../catalog/limits.ts";
import { proposedExitSchema } from "../exits/proposed-exit.ts";
import { DECISION_ACTIONS } from "./decision-actions.ts";

// In their own module so the app settings' history (restored before the web app's first paint) reads them
// without the schema below and classic zod.
export { DECISION_ACTIONS, type DecisionAction } from "./decision-actions.ts";

/**
 * One per-coin trading decision as an analyst returns it (product rules §3). The optional numbers are nullable;
 * a provider is sent the same constraints, every field required, as {@link ANALYSIS_WIRE_SCHEMA}.
 * Quantities and prices are in the exchange market's units (`kPEPE` for PEPE).
 */
export const tradingDecisionSchema = z.object({
  coin: z.string().min(1),
  action: z.enum(DECISION_ACTIONS),
  /** 0 to 1; the interface shows it as a percentage. */
  confidence: z.number().min(0).max(1),
  reasoning: z.string(),
  quantity: z.number().nonnegative().nullable(),
  entry_price: z.number().positive().nullable(),
  leverage: z.number().int().min(LEVERAGE_LIMITS.min).max(LEVERAGE_LIMITS.max).nullable(),
  stop_loss: z.number().nonnegative().nullable(),
  take_profit: z.number().nonnegative().nullable(),
  /**
   * Reward over risk from the entry, stop and target. The guardrails compute it from those levels, so a model
   * is not asked for it (see {@link ANALYSIS_WIRE_SCHEMA}); an answer without it reads null until then.
   */
  risk_reward_ratio: z.number().nonnegative().nullable().default(null),
  /**
   * How the model proposes the stop be managed once the order fills (issue 36); null or absent: no proposal
   * (analyses stored before it existed have none). The guardrails keep a valid one and drop any other with a
   * note; the decision card shows it as its exit choice.
   */
  exit_policy: proposedExitSchema.nullable().optional(),
});

/** A trading decision (product rules §3). */
export type TradingDecision = z.infer<typeof tradingDecisionSchema>;

/** The analysis an analyst returns: an overview, a longer analysis and one decision per coin. */
export const analysisSchema = z.object({
  strategy_overview: z.string(),
  comprehensive_analysis: z.string(),
  trading_decisions: z.array(tradingDecisionSchema),
});

/** The analysis body of a smart-analysis answer. */
export type Analysis = z.infer<typeof analysisSchema>;

/** A HOLD of a coin with every order number cleared: nothing is executed for it. */
export function holdDecision(coin: string, confidence: number, reasoning: string): TradingDecision {
  return {
    coin,
    action: "HOLD",
    confidence,
    reasoning,
    quantity: null,
    entry_price: null,
    leverage: null,
    stop_loss: null,
    take_profit: null,
    risk_reward_ratio: null,
  };
}
