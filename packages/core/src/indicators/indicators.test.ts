import { describe, expect, it } from "vitest";
import type { Candle } from "./candle.ts";
import { computeIndicators, DEFAULT_INDICATOR_PERIODS } from "./indicators.ts";

const series = (closes: readonly number[], range = 0): Candle[] =>
  closes.map((close, index) => ({
    time: index * 60_000,
    open: close,
    high: close + range / 2,
    low: close - range / 2,
    close,
    volume: 10 + (index % 3),
  }));

describe("computeIndicators", () => {
  it("returns nulls when the series is too short to be meaningful", () => {
    const result = computeIndicators(series([1, 2, 3]));
    expect(result.emaSlow).toBeNull();
    expect(result.rsi).toBeNull();
    expect(result.macd).toBeNull();
  });

  it("a flat market has EMA equal to the price, zero MACD and ATR equal to the candle range", () => {
    const result = computeIndicators(series(Array(80).fill(100), 2));
    expect(result.emaFast).toBeCloseTo(100, 8);
    expect(result.emaSlow).toBeCloseTo(100, 8);
    expect(result.macd?.histogram).toBeCloseTo(0, 8);
    expect(result.atr).toBeCloseTo(2, 8);
    expect(result.atrRatio).toBeCloseTo(0.02, 8);
  });

  it("a steadily rising market is overbought with a fast EMA above the slow one", () => {
    const result = computeIndicators(series(Array.from({ length: 80 }, (_, i) => 100 + i)));
    expect(result.rsi).toBe(100);
    expect(result.emaFast).toBeGreaterThan(result.emaSlow ?? Number.POSITIVE_INFINITY);
    expect(result.macd?.macd).toBeGreaterThan(0);
  });

  it("a steadily falling market is oversold with a fast EMA below the slow one", () => {
    const result = computeIndicators(series(Array.from({ length: 80 }, (_, i) => 200 - i)));
    expect(result.rsi).toBe(0);
    expect(result.emaFast).toBeLessThan(result.emaSlow ?? Number.NEGATIVE_INFINITY);
  });

  it("matches Wilder's RSI on the textbook StockCharts series", () => {
    // StockCharts' published RSI(14) values; they round intermediate averages, hence the 0.1 tolerance.
    const closes = [
      44.34, 44.09, 44.15, 43.61, 44.33, 44.83, 45.1, 45.42, 45.84, 46.08, 45.89, 46.03, 45.61, 46.28, 46.28,
      46.0, 46.03, 46.41, 46.22, 45.64,
    ];
    const published = [70.53, 66.32, 66.55, 69.41, 66.36, 57.97];
    published.forEach((expected, offset) => {
      const rsi = computeIndicators(series(closes.slice(0, 15 + offset))).rsi ?? Number.NaN;
      expect(Math.abs(rsi - expected)).toBeLessThan(0.1);
    });
  });

  it("reports the last candle's volume relative to the average", () => {
    const candles = series(Array(30).fill(50));
    const result = computeIndicators(candles);
    const average = candles.reduce((sum, c) => sum + c.volume, 0) / candles.length;
    expect(result.averageVolume).toBeCloseTo(average, 10);
    expect(result.lastVolumeRatio).toBeCloseTo((candles.at(-1)?.volume ?? 0) / average, 10);
  });

  it("computes an array's default indicators once, and other arrays or periods afresh", () => {
    const candles = series(
      Array.from({ length: 80 }, (_, i) => 100 + Math.sin(i) * 3),
      1,
    );
    const first = computeIndicators(candles);
    expect(computeIndicators(candles)).toBe(first);
    const copy = [...candles];
    expect(computeIndicators(copy)).not.toBe(first);
    expect(computeIndicators(copy)).toEqual(first);
    const samePeriods = { ...DEFAULT_INDICATOR_PERIODS };
    expect(computeIndicators(candles, samePeriods)).not.toBe(first);
    expect(computeIndicators(candles, samePeriods)).toEqual(first);
    expect(computeIndicators(candles, { ...samePeriods, rsi: 7 }).rsi).not.toBe(first.rsi);
  });
});
