import {
  type Analysis,
  type AnalysisProgress,
  applyGuardrails,
  type GuardrailContext,
  toCoinSymbol,
} from "@app/core";
import { salvageDecision } from "./lenient-analysis.ts";
import { OVERVIEW_FIELDS, type ScannedPart } from "./reply-scanner.ts";

/** Turns what an analyst writes into progress for the screen. */
export interface ProgressReporter {
  /** A piece of a streamed reply: a grown text, or a complete decision. */
  readonly onPart: (part: ScannedPart) => void;
  /** An analysis that came in one piece (the built-in analyst, or a provider that cannot stream). */
  readonly reportAnalysis: (analysis: Analysis) => void;
}

/**
 * Reports an analysis's texts as they grow and each coin's decision once, when it is complete and has
 * passed the guardrails as if it were the only decision: the rules across decisions (six positions, the
 * margin the others take) need the whole reply, so they wait for it. A decision for a coin that was not
 * asked for, or a second one for a coin, is not reported (the whole reply's guardrails drop it too).
 */
export function progressReporter(
  emit: (event: AnalysisProgress) => void,
  context: GuardrailContext,
): ProgressReporter {
  const shown = new Set<string>();
  const decision = (value: unknown) => {
    const parsed = salvageDecision(value);
    const coin = parsed ? toCoinSymbol(parsed.coin) : undefined;
    if (!parsed || !coin || !context.coins.includes(coin) || shown.has(coin)) return;
    shown.add(coin);
    const alone = { strategy_overview: "", comprehensive_analysis: "", trading_decisions: [parsed] };
    const [guarded] = applyGuardrails(alone, { ...context, coins: [coin] });
    if (guarded) emit({ type: "decision", decision: guarded.decision });
  };
  return {
    onPart: (part) => {
      if (part.type === "overview") emit({ type: "text", field: part.field, text: part.text });
      else decision(part.value);
    },
    reportAnalysis: (analysis) => {
      for (const field of OVERVIEW_FIELDS)
        if (analysis[field]) emit({ type: "text", field, text: analysis[field] });
      for (const value of analysis.trading_decisions) decision(value);
    },
  };
}
