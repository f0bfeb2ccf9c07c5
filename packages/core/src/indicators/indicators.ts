import { ATR, EMA, MACD, RSI } from "trading-signals";
import type { Candle } from "./candle.ts";

/** MACD(12, 26, 9) values of the last candle. */
export interface MacdValue {
  readonly macd: number;
  readonly signal: number;
  readonly histogram: number;
}

/** Indicator values of the last candle of a series; null where the series is too short. */
export interface IndicatorSnapshot {
  readonly emaFast: number | null;
  readonly emaSlow: number | null;
  readonly rsi: number | null;
  readonly macd: MacdValue | null;
  readonly atr: number | null;
  /** ATR as a fraction of the last close. */
  readonly atrRatio: number | null;
  /** Mean volume of the series and the last candle's volume relative to it. */
  readonly averageVolume: number | null;
  readonly lastVolumeRatio: number | null;
}

/** Periods used by the indicators, with the usual defaults. */
export interface IndicatorPeriods {
  readonly emaFast: number;
  readonly emaSlow: number;
  readonly rsi: number;
  readonly atr: number;
}

/** EMA 20/50, RSI 14 and ATR 14: the periods traders read by default. */
export const DEFAULT_INDICATOR_PERIODS: IndicatorPeriods = { emaFast: 20, emaSlow: 50, rsi: 14, atr: 14 };

/**
 * The default periods' indicators of each candle array read so far. Candle arrays are never changed once
 * built (the server's market data hands the same cached array to every analysis of the next seconds), and
 * one analysis reads them up to three times (the prompt, "what the AI sees", the local analyst): each
 * array is computed once. Weak keys: an array nobody holds any more takes its entry with it.
 */
const byCandles = new WeakMap<readonly Candle[], IndicatorSnapshot>();

/** Computes the indicators of the last candle with the `trading-signals` library. */
export function computeIndicators(
  candles: readonly Candle[],
  periods: IndicatorPeriods = DEFAULT_INDICATOR_PERIODS,
): IndicatorSnapshot {
  if (periods !== DEFAULT_INDICATOR_PERIODS) return compute(candles, periods);
  let snapshot = byCandles.get(candles);
  if (!snapshot) {
    snapshot = compute(candles, periods);
    byCandles.set(candles, snapshot);
  }
  return snapshot;
}

function compute(candles: readonly Candle[], periods: IndicatorPeriods): IndicatorSnapshot {
  const emaFast = new EMA(periods.emaFast);
  const emaSlow = new EMA(periods.emaSlow);
  const rsi = new RSI(periods.rsi);
  const macd = new MACD(new EMA(12), new EMA(26), new EMA(9));
  const atr = new ATR(periods.atr);
  for (const candle of candles) {
    emaFast.add(candle.close);
    emaSlow.add(candle.close);
    rsi.add(candle.close);
    macd.add(candle.close);
    atr.add({ high: candle.high, low: candle.low, close: candle.close });
  }
  const last = candles.at(-1);
  const atrValue = atr.isStable ? atr.getResult() : null;
  const volumes = candles.map((candle) => candle.volume);
  const averageVolume = volumes.length > 0 ? volumes.reduce((sum, v) => sum + v, 0) / volumes.length : null;
  const macdResult = macd.isStable ? macd.getResult() : null;
  return {
    emaFast: emaFast.isStable ? emaFast.getResult() : null,
    emaSlow: emaSlow.isStable ? emaSlow.getResult() : null,
    rsi: rsi.isStable ? rsi.getResult() : null,
    macd: macdResult
      ? { macd: macdResult.macd, signal: macdResult.signal, histogram: macdResult.histogram }
      : null,
    atr: atrValue,
    atrRatio: atrValue !== null && last && last.close > 0 ? atrValue / last.close : null,
    averageVolume,
    lastVolumeRatio: averageVolume && last ? last.volume / averageVolume : null,
  };
}
