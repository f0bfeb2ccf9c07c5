import { describe, expect, it } from "vitest";
import type { ReplayCandle, ReplayTrade } from "./replay-account.ts";
import { buyAndHold, expectancy, perCoinResults, profitFactor, sharpeRatio } from "./statistics.ts";

describe("profitFactor", () => {
  it("divides gross profit by gross loss: (30 + 10) / (5 + 15) = 2", () => {
    expect(profitFactor([30, -5, 10, -15])).toBe(2);
  });

  it("counts a break-even trade as neither: 12 / 4 = 3", () => {
    expect(profitFactor([12, 0, -4])).toBe(3);
  });

  it("is null without a losing trade or without trades", () => {
    expect(profitFactor([5, 7])).toBeNull();
    expect(profitFactor([])).toBeNull();
  });

  it("is 0 when every trade lost", () => {
    expect(profitFactor([-1, -2])).toBe(0);
  });
});

describe("expectancy", () => {
  it("is the mean net P&L per trade: (30 − 5 + 10 − 15) / 4 = 5", () => {
    expect(expectancy([30, -5, 10, -15])).toBe(5);
  });

  it("is null without trades", () => {
    expect(expectancy([])).toBeNull();
  });
});

describe("sharpeRatio", () => {
  it("divides the mean return by the sample standard deviation", () => {
    // Returns 1 %, 3 %, −1 %, 5 %: mean 2 %; squared deviations 1, 1, 9, 9 (in %²) sum to 20;
    // sample variance 20 / 3; deviation √(20/3) = 2.58199 %; Sharpe 2 / 2.58199 = 0.774597.
    expect(sharpeRatio([0.01, 0.03, -0.01, 0.05])).toBeCloseTo(0.774597, 6);
  });

  it("is negative for a losing curve: returns −3 %, +1 % give mean −1 %, deviation 2√2 %, −0.353553", () => {
    expect(sharpeRatio([-0.03, 0.01])).toBeCloseTo(-0.353553, 6);
  });

  it("is null with fewer than two returns or returns that never vary", () => {
    expect(sharpeRatio([0.01])).toBeNull();
    expect(sharpeRatio([0.01, 0.01, 0.01])).toBeNull();
  });
});

function trade(coin: string, pnl: number, fees = 1, funding = 0): ReplayTrade {
  return {
    coin,
    side: "LONG",
    size: 1,
    entryPrice: 100,
    exitPrice: 100 + pnl,
    openedAt: 0,
    closedAt: 1,
    fees,
    funding,
    pnl,
    reason: "closed",
  };
}

describe("perCoinResults", () => {
  it("sums trades, wins, net P&L, fees and funding per coin, best first", () => {
    const results = perCoinResults([
      trade("BTC", 10, 1, 0.5),
      trade("SOL", -4),
      trade("BTC", -3, 2, -0.25),
      trade("SOL", 1),
    ]);
    expect(results).toEqual([
      { coin: "BTC", trades: 2, wins: 1, pnl: 7, fees: 3, funding: 0.25 },
      { coin: "SOL", trades: 2, wins: 1, pnl: -3, fees: 2, funding: 0 },
    ]);
  });

  it("is empty without trades", () => {
    expect(perCoinResults([])).toEqual([]);
  });
});

function candle(time: number, open: number, close: number): ReplayCandle {
  return { time, open, high: Math.max(open, close), low: Math.min(open, close), close };
}

describe("buyAndHold", () => {
  const HOUR = 3_600_000;
  const candles = new Map<string, readonly ReplayCandle[]>([
    // Bought at the open at the start (100), sold at the close of the last candle opening before the end (120).
    [
      "BTC",
      [candle(0, 90, 95), candle(HOUR, 100, 110), candle(2 * HOUR, 110, 120), candle(3 * HOUR, 120, 130)],
    ],
    ["SOL", [candle(HOUR, 50, 45), candle(2 * HOUR, 45, 40)]],
    ["ETH", [candle(5 * HOUR, 10, 11)]],
  ]);

  it("buys each coin with candles in the window in equal parts and pays the fee both ways", () => {
    const benchmark = buyAndHold(candles, HOUR, 3 * HOUR, 0.001);
    // BTC +20 %, SOL −20 %; each part grows by 0.999 × (1 ± 0.2) × 0.999:
    // (0.999² × 1.2 + 0.999² × 0.8) / 2 − 1 = 0.998001 − 1 = −0.001999.
    expect(benchmark?.profitRate).toBeCloseTo(-0.001999, 9);
    expect(benchmark?.coins).toEqual([
      { coin: "BTC", startPrice: 100, endPrice: 120, priceReturn: expect.closeTo(0.2, 12) },
      { coin: "SOL", startPrice: 50, endPrice: 40, priceReturn: expect.closeTo(-0.2, 12) },
    ]);
  });

  it("without fees is the mean price return: (+20 % − 20 %) / 2 = 0", () => {
    expect(buyAndHold(candles, HOUR, 3 * HOUR, 0)?.profitRate).toBeCloseTo(0, 12);
  });

  it("is null when no coin has a candle in the window", () => {
    expect(buyAndHold(candles, 10 * HOUR, 12 * HOUR, 0.001)).toBeNull();
  });
});
