import {
  type Analysis,
  analysisSchema,
  DECISION_ACTIONS,
  LEVERAGE_LIMITS,
  type ProposedExit,
  type TradingDecision,
  tradingDecisionSchema,
} from "@app/core";
import { z } from "zod";
import { extractJsonObject } from "./language-model.ts";

/** A number written as a number or a numeric string; anything else is null. */
const looseNumber = z.unknown().transform((value) => {
  const number =
    typeof value === "string" && value.trim() !== "" ? Number(value.replace(/[$,%\s]/g, "")) : value;
  return typeof number === "number" && Number.isFinite(number) ? number : null;
});

const positiveOrNull = looseNumber.transform((value) => (value !== null && value > 0 ? value : null));

const numberOrNull = (value: unknown) => looseNumber.parse(value);

/**
 * A proposed exit policy however it was written: kept as a proposal (the guardrails judge it and say why
 * they drop it), so a malformed one costs only itself.
 */
const looseExit = z.unknown().transform((value): ProposedExit | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object") return { kind: String(value), percent: null, atr: null };
  const { kind, percent, atr } = value as Record<string, unknown>;
  return {
    kind: typeof kind === "string" ? kind : "",
    percent: numberOrNull(percent),
    atr: numberOrNull(atr),
  };
});

const looseDecision = z.object({
  coin: z.string().min(1),
  action: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.enum(DECISION_ACTIONS)),
  // Some models answer a whole 75 for 75 %; anything else above 1 is just too confident.
  confidence: looseNumber.transform((value) => {
    if (value === null || value < 0) return 0;
    return value > 1 && value <= 100 && Number.isInteger(value) ? value / 100 : Math.min(1, value);
  }),
  reasoning: z.unknown().transform((value) => (typeof value === "string" ? value : "")),
  quantity: positiveOrNull,
  entry_price: positiveOrNull,
  leverage: looseNumber.transform((value) =>
    value === null || value <= 0
      ? null
      : Math.min(LEVERAGE_LIMITS.max, Math.max(LEVERAGE_LIMITS.min, Math.round(value))),
  ),
  stop_loss: positiveOrNull,
  take_profit: positiveOrNull,
  risk_reward_ratio: positiveOrNull,
  exit_policy: looseExit.optional(),
});

const looseAnalysis = z.object({
  strategy_overview: z.unknown().transform((value) => (typeof value === "string" ? value : "")),
  comprehensive_analysis: z.unknown().transform((value) => (typeof value === "string" ? value : "")),
  trading_decisions: z.array(looseDecision),
});

/**
 * The analysis in a model's text when it only missed the schema in ways with one obvious reading:
 * numbers as strings, a percentage for a confidence, a fractional or out-of-range leverage, a
 * lower-case action. Values outside what the guardrails accept are brought into the schema's ranges
 * here and checked by the guardrails afterwards. Undefined when the text has no such analysis.
 */
export function salvageAnalysis(text: string | undefined): Analysis | undefined {
  if (!text) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(extractJsonObject(text));
  } catch {
    return undefined;
  }
  const loose = looseAnalysis.safeParse(json);
  if (!loose.success) return undefined;
  const strict = analysisSchema.safeParse(loose.data);
  return strict.success ? strict.data : undefined;
}

/**
 * One decision of a streamed reply, read with the same leniency as a whole analysis; undefined when it
 * has no such reading (the whole reply's check then decides what happens to it).
 */
export function salvageDecision(value: unknown): TradingDecision | undefined {
  const loose = looseDecision.safeParse(value);
  if (!loose.success) return undefined;
  const strict = tradingDecisionSchema.safeParse(loose.data);
  return strict.success ? strict.data : undefined;
}
