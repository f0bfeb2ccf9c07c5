import { toCoinSymbol } from "../catalog/coins.ts";
import type { TradingDecision } from "./decision.ts";

/** Past these, decisions are old enough to warn before they are executed (and offer a new analysis). */
export const DECISION_FRESHNESS = {
  /** Age of the analysis. */
  maxAgeMs: 60_000,
  /** Largest move of a traded coin's price since the analysis, in percent. */
  maxMovePercent: 0.5,
} as const;

/** How far one traded coin's price moved since the analysis. */
export interface PriceMove {
  readonly index: number;
  readonly coin: string;
  readonly from: number;
  readonly to: number;
  /** Signed, in percent of `from`. */
  readonly percent: number;
}

/** How old decisions are and how far prices moved since, against the limits. */
export interface Freshness {
  readonly ageMs: number;
  readonly moves: readonly PriceMove[];
  /** The largest move (by size), or null when no traded coin has both prices. */
  readonly largest: PriceMove | null;
  readonly tooOld: boolean;
  readonly movedTooFar: boolean;
}

/**
 * The age of an analysis and the price move of every non-HOLD decision since it (its entry price was the
 * market price then) against `prices` now, by catalogue symbol; flagged past DECISION_FRESHNESS.
 */
export function decisionFreshness(
  decisions: readonly TradingDecision[],
  analysedAt: number,
  now: number,
  prices: Readonly<Record<string, number>>,
): Freshness {
  const moves: PriceMove[] = [];
  decisions.forEach((decision, index) => {
    if (decision.action === "HOLD") return;
    const coin = toCoinSymbol(decision.coin) ?? decision.coin;
    const from = decision.entry_price;
    const to = prices[coin];
    if (from === null || !(from > 0) || to === undefined || !(to > 0)) return;
    moves.push({ index, coin, from, to, percent: ((to - from) / from) * 100 });
  });
  const largest = moves.reduce<PriceMove | null>(
    (top, move) => (top === null || Math.abs(move.percent) > Math.abs(top.percent) ? move : top),
    null,
  );
  const ageMs = Math.max(0, now - analysedAt);
  return {
    ageMs,
    moves,
    largest,
    tooOld: ageMs > DECISION_FRESHNESS.maxAgeMs,
    movedTooFar: largest !== null && Math.abs(largest.percent) > DECISION_FRESHNESS.maxMovePercent,
  };
}
