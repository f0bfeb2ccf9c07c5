import type { DataSourceSelection } from "@app/core";
import { computeIndicators, type IndicatorSnapshot } from "@app/core/indicators/indicators";
import type { AnalystCoinInput } from "./local-analyst-types.ts";

/** RSI above this is overbought (product rules §9 "hot"). */
const RSI_HOT = 70;
/** RSI below this is oversold (product rules §9 "cold"). */
const RSI_COLD = 30;
/** Hourly funding beyond which one side of the market is crowded (0.01 %/h, 8× the neutral rate). */
const CROWDED_FUNDING = 0.0001;

/** The signals of one coin, each in [-1, 1] (positive = bullish), or null when its source is unticked. */
export interface CoinSignals {
  /** Trend from EMAs when ticked, else from the 24 h change (price is always on). */
  readonly trend: number;
  /** Whether the trend came from the EMAs. */
  readonly trendFromEma: boolean;
  readonly momentum: number | null;
  readonly rsi: number | null;
  readonly funding: number | null;
  /** Volume surge multiplier applied to the score (1 when volume is unticked). */
  readonly volumeBoost: number;
  /** Combined score in [-1, 1]. */
  readonly score: number;
  readonly intraday: IndicatorSnapshot;
  readonly context: IndicatorSnapshot;
}

const WEIGHTS = { trend: 0.4, momentum: 0.3, rsi: 0.2, funding: 0.1 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Trend from the 4 h EMA20/EMA50 gap (1 % = full strength) and the price against the 15 m EMA20 (2 ATR = full). */
function trendSignal(
  coin: AnalystCoinInput,
  intraday: IndicatorSnapshot,
  context: IndicatorSnapshot,
): number {
  const price = coin.market.midPrice;
  const slow =
    context.emaFast !== null && context.emaSlow !== null && context.emaSlow > 0
      ? clamp((context.emaFast - context.emaSlow) / context.emaSlow / 0.01, -1, 1)
      : 0;
  const fast =
    intraday.emaFast !== null && intraday.atr
      ? clamp((price - intraday.emaFast) / (2 * intraday.atr), -1, 1)
      : 0;
  return clamp(slow * 0.65 + fast * 0.35, -1, 1);
}

/** RSI confirms a move in the middle of its range; at the extremes it damps the trend rather than flipping it. */
function rsiSignal(rsi: number): number {
  if (rsi >= RSI_HOT) return -0.3;
  if (rsi <= RSI_COLD) return 0.3;
  return clamp((rsi - 50) / 50, -0.4, 0.4);
}

/** Reads the ticked data sources of one coin into signals and a combined score. */
export function readSignals(coin: AnalystCoinInput, sources: DataSourceSelection): CoinSignals {
  const intraday = computeIndicators(coin.intraday);
  const context = computeIndicators(coin.context);
  // Price is always on: without EMAs the trend falls back to the 24 h change.
  const trend = sources.ema
    ? trendSignal(coin, intraday, context)
    : clamp(Math.sign(coin.market.change24hPercent) * 0.5, -1, 1);
  const momentum =
    sources.macd && intraday.macd && intraday.atr ? clamp(intraday.macd.macd / intraday.atr, -1, 1) : null;
  const rsi = sources.rsi && intraday.rsi !== null ? rsiSignal(intraday.rsi) : null;
  const fundingRate = coin.market.fundingRate;
  const funding = sources.funding
    ? Math.abs(fundingRate) > CROWDED_FUNDING
      ? -Math.sign(fundingRate)
      : 0
    : null;
  const volumeBoost =
    sources.volume && intraday.lastVolumeRatio !== null && intraday.lastVolumeRatio > 1.5 ? 1.2 : 1;

  const parts: [number | null, number][] = [
    [trend, WEIGHTS.trend],
    [momentum, WEIGHTS.momentum],
    [rsi, WEIGHTS.rsi],
    [funding, WEIGHTS.funding],
  ];
  let weighted = 0;
  let weights = 0;
  for (const [value, weight] of parts) {
    if (value === null) continue;
    weighted += value * weight;
    weights += weight;
  }
  const score = weights > 0 ? clamp((weighted / weights) * volumeBoost, -1, 1) : 0;
  return { trend, trendFromEma: sources.ema, momentum, rsi, funding, volumeBoost, score, intraday, context };
}
