/** Performance figures of a replay: the labels the product names (profit rate, win rate, max drawdown, Sortino). */
export interface ReplayMetrics {
  /** (final equity − initial) / initial, as a fraction (0.1 = +10 %). */
  readonly profitRate: number;
  /** Winning closed trades / closed trades, as a fraction; null without closed trades. */
  readonly winRate: number | null;
  /** Largest fall from a running peak of equity, as a fraction of that peak (0.25 = −25 %). */
  readonly maxDrawdown: number;
  /** Mean step return over its downside deviation; null when no step lost (nothing to divide by). */
  readonly sortinoRatio: number | null;
}

/** Largest peak-to-trough fall of an equity series, as a fraction of the peak; 0 for a series that never falls. */
export function maxDrawdown(equity: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const value of equity) {
    if (value > peak) peak = value;
    if (peak > 0) worst = Math.max(worst, (peak - value) / peak);
  }
  return worst;
}

/** Simple returns between consecutive points of an equity series (a point at 0 ends the series' returns). */
export function stepReturns(equity: readonly number[]): number[] {
  const returns: number[] = [];
  for (let index = 1; index < equity.length; index += 1) {
    const previous = equity[index - 1] as number;
    if (previous <= 0) break;
    returns.push((equity[index] as number) / previous - 1);
  }
  return returns;
}

/**
 * Sortino ratio of per-step returns against a target (0 by default): the mean excess return divided by
 * the downside deviation, the root mean square of the shortfalls below the target over ALL steps (the
 * usual definition, Sortino & Price 1994). Per step, not annualised, so runs of the same step compare.
 */
export function sortinoRatio(returns: readonly number[], target = 0): number | null {
  if (returns.length === 0) return null;
  let excess = 0;
  let shortfallSquares = 0;
  for (const value of returns) {
    excess += value - target;
    const shortfall = Math.min(0, value - target);
    shortfallSquares += shortfall * shortfall;
  }
  const downsideDeviation = Math.sqrt(shortfallSquares / returns.length);
  if (downsideDeviation === 0) return null;
  return excess / returns.length / downsideDeviation;
}

/** Share of closed trades that made money after fees and funding; null without closed trades. */
export function winRate(tradePnls: readonly number[]): number | null {
  if (tradePnls.length === 0) return null;
  return tradePnls.filter((pnl) => pnl > 0).length / tradePnls.length;
}

/** Every metric of a run from its equity curve (initial value first) and its closed trades' net P&L. */
export function replayMetrics(equity: readonly number[], tradePnls: readonly number[]): ReplayMetrics {
  const initial = equity[0] ?? 0;
  const final = equity.at(-1) ?? initial;
  return {
    profitRate: initial > 0 ? (final - initial) / initial : 0,
    winRate: winRate(tradePnls),
    maxDrawdown: maxDrawdown(equity),
    sortinoRatio: sortinoRatio(stepReturns(equity)),
  };
}
