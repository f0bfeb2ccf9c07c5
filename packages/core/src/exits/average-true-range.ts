/** A candle's range, as the ATR reads it. */
interface RangeCandle {
  readonly time: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** The ATR's period: 14 candles, as traders read it by default (core's indicators use the same). */
export const ATR_PERIOD = 14;

/**
 * Wilder's average true range of the candles that opened before `before` (oldest first), over the last
 * `ATR_PERIOD × 4` of them so it settles; null with fewer than `ATR_PERIOD + 1`.
 */
export function averageTrueRange(
  candles: readonly RangeCandle[],
  before: number,
  period = ATR_PERIOD,
): number | null {
  let end = candles.length;
  while (end > 0 && (candles[end - 1]?.time ?? 0) >= before) end -= 1;
  const start = Math.max(0, end - period * 4);
  if (end - start < period + 1) return null;
  let atr: number | null = null;
  let sum = 0;
  for (let index = start + 1; index < end; index += 1) {
    const candle = candles[index];
    const previous = candles[index - 1];
    if (!candle || !previous) return null;
    const range = Math.max(
      candle.high - candle.low,
      Math.abs(candle.high - previous.close),
      Math.abs(candle.low - previous.close),
    );
    const seen = index - start;
    if (seen < period) sum += range;
    else if (seen === period) atr = (sum + range) / period;
    else if (atr !== null) atr = (atr * (period - 1) + range) / period;
  }
  return atr;
}
