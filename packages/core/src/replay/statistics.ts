import type { ReplayCandle, ReplayTrade } from "./replay-account.ts";

/**
 * Gross profit over gross loss of closed trades (net of fees and funding): 2 means the winners made twice
 * what the losers lost. Null without a losing trade (nothing to divide by) or without trades.
 */
export function profitFactor(tradePnls: readonly number[]): number | null {
  let gains = 0;
  let losses = 0;
  for (const pnl of tradePnls) {
    if (pnl > 0) gains += pnl;
    else losses -= pnl;
  }
  return losses > 0 ? gains / losses : null;
}

/** The average net P&L of a closed trade, in USDC: what one more trade of this strategy is worth. Null without trades. */
export function expectancy(tradePnls: readonly number[]): number | null {
  if (tradePnls.length === 0) return null;
  return tradePnls.reduce((sum, pnl) => sum + pnl, 0) / tradePnls.length;
}

/**
 * Sharpe ratio of per-step returns: their mean over their sample standard deviation (n − 1), with a risk-free
 * rate of 0. Per step, not annualised, like the Sortino ratio beside it. Null with fewer than two returns or
 * returns that never vary.
 */
export function sharpeRatio(returns: readonly number[]): number | null {
  if (returns.length < 2) return null;
  const mean = returns.reduce((sum, value) => sum + value, 0) / returns.length;
  const variance = returns.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (returns.length - 1);
  const deviation = Math.sqrt(variance);
  return deviation > 0 ? mean / deviation : null;
}

/** What one coin's closed trades made in a replay. */
export interface CoinResult {
  readonly coin: string;
  readonly trades: number;
  readonly wins: number;
  /** Net P&L after fees and funding, in USDC. */
  readonly pnl: number;
  readonly fees: number;
  readonly funding: number;
}

/** Closed trades summed per coin, best net P&L first (ties by coin name). */
export function perCoinResults(trades: readonly ReplayTrade[]): CoinResult[] {
  const byCoin = new Map<
    string,
    { trades: number; wins: number; pnl: number; fees: number; funding: number }
  >();
  for (const trade of trades) {
    const sum = byCoin.get(trade.coin) ?? { trades: 0, wins: 0, pnl: 0, fees: 0, funding: 0 };
    sum.trades += 1;
    if (trade.pnl > 0) sum.wins += 1;
    sum.pnl += trade.pnl;
    sum.fees += trade.fees;
    sum.funding += trade.funding;
    byCoin.set(trade.coin, sum);
  }
  return [...byCoin.entries()]
    .map(([coin, sum]) => ({ coin, ...sum }))
    .sort((a, b) => b.pnl - a.pnl || a.coin.localeCompare(b.coin));
}

/** Buying and holding one coin over a replay's window. */
export interface BenchmarkCoin {
  readonly coin: string;
  /** The open of the first candle at or after the start. */
  readonly startPrice: number;
  /** The close of the last candle that opens before the end. */
  readonly endPrice: number;
  /** endPrice / startPrice − 1, as a fraction. */
  readonly priceReturn: number;
}

/** The buy-and-hold benchmark of a replay: its coins bought in equal parts at the start and sold at the end. */
export interface Benchmark {
  /** Profit rate of the equal-weight basket after a taker fee on the buy and on the sale, as a fraction. */
  readonly profitRate: number;
  readonly coins: readonly BenchmarkCoin[];
}

/**
 * The buy-and-hold benchmark: the initial balance split equally over the coins with candles in the window,
 * each part bought at the first open at or after `start` and sold at the close of the last candle opening
 * before `end`, paying
 * `feeRate` on both notional amounts, without leverage. Null when no coin has a candle in the window.
 */
export function buyAndHold(
  candles: ReadonlyMap<string, readonly ReplayCandle[]>,
  start: number,
  end: number,
  feeRate: number,
): Benchmark | null {
  const coins: BenchmarkCoin[] = [];
  for (const [coin, series] of candles) {
    const first = series.find((candle) => candle.time >= start && candle.time < end);
    const last = series.findLast((candle) => candle.time >= start && candle.time < end);
    if (!first || !last || first.open <= 0) continue;
    coins.push({
      coin,
      startPrice: first.open,
      endPrice: last.close,
      priceReturn: last.close / first.open - 1,
    });
  }
  if (coins.length === 0) return null;
  // Per unit of money put in one coin: a fee on the buy, the price move, a fee on the sale of what it became.
  const growth = coins.map((coin) => (1 - feeRate) * (1 + coin.priceReturn) * (1 - feeRate));
  return { profitRate: growth.reduce((sum, value) => sum + value, 0) / coins.length - 1, coins };
}
