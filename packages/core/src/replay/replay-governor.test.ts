import { describe, expect, it } from "vitest";
import { NO_RISK_LIMITS, type RiskLimits } from "../risk/governor.ts";
import type { ReplayCandle, ReplayOrder } from "./replay-account.ts";
import { REPLAY_CANDLE_MS, type ReplayCheckpoint, type ReplayOptions, runReplay } from "./run-replay.ts";

const HOUR = REPLAY_CANDLE_MS;

// Hourly ETH candles (open, high, low, close): flat at 100, down to 97, 96, 95, then back up to 99.
const candles = new Map([
  [
    "ETH",
    (
      [
        [100, 100, 100, 100],
        [100, 100, 97, 97],
        [97, 97, 96, 96],
        [96, 96, 95, 95],
        [95, 99, 95, 99],
      ] as const
    ).map(
      ([open, high, low, close], index): ReplayCandle => ({ time: index * HOUR, open, high, low, close }),
    ),
  ],
]);

/** Ten ETH long without a stop or target, bought by the first decision only. */
const buy: ReplayOrder = {
  coin: "ETH",
  side: "BUY",
  size: 10,
  leverage: 10,
  maxLeverage: 25,
  reduceOnly: false,
};

function options(riskLimits: RiskLimits | null, seen: number[]): ReplayOptions {
  return {
    initialBalance: 1_000,
    candles,
    start: 0,
    end: 5 * HOUR,
    stepMs: HOUR,
    fundingRate: () => 0,
    riskLimits,
    decide: async (view) => {
      seen.push(view.time);
      return view.time === 0 ? [buy] : [];
    },
  };
}

// Bought at 100 with a fee of 10 × 100 × 0.045 % = 0.45. Each run starts at the equity of the closes before it:
// 0 h 1,000 · 1 h 999.55 · 2 h 969.55 (97) · 3 h 959.55 (96) · 4 h 949.55 (95).
describe("the replay applies the auto-trading risk governor", () => {
  it("without limits asks for a decision at every step and reports no trip", async () => {
    const seen: number[] = [];
    const result = await runReplay(options(NO_RISK_LIMITS, seen));
    expect(seen).toEqual([0, HOUR, 2 * HOUR, 3 * HOUR, 4 * HOUR]);
    expect(result.riskTrip).toBeNull();
  });

  it("trips the daily loss at 40.45 USDC lost, asks for no decision after it and leaves the position open", async () => {
    const seen: number[] = [];
    const limits: RiskLimits = { ...NO_RISK_LIMITS, dailyLoss: { unit: "usdc", value: 40 } };
    const result = await runReplay(options(limits, seen));
    // 2 h: 1,000 − 969.55 = 30.45 < 40; 3 h: 1,000 − 959.55 = 40.45 ≥ 40.
    expect(seen).toEqual([0, HOUR, 2 * HOUR]);
    expect(result.riskTrip).toEqual({
      reason: "daily-loss",
      at: 3 * HOUR,
      equity: expect.closeTo(959.55, 9),
      measured: expect.closeTo(40.45, 9),
      limit: 40,
    });
    // The position kept running and closed at the end at 99: 1,000 − 0.45 − 10 − 10 × 99 × 0.045 % (0.4455).
    expect(result.trades).toMatchObject([{ reason: "end", exitPrice: 99 }]);
    expect(result.equity.at(-1)?.equity).toBeCloseTo(989.1045, 9);
  });

  it("trips a % daily loss as USDC of the day's start: 4 % of 1,000 is 40", async () => {
    const limits: RiskLimits = { ...NO_RISK_LIMITS, dailyLoss: { unit: "percent", value: 4 } };
    const result = await runReplay(options(limits, []));
    expect(result.riskTrip).toMatchObject({ reason: "daily-loss", at: 3 * HOUR, limit: 40 });
  });

  it("counts losing runs in a row: the third run started lower than the one before trips a limit of 3", async () => {
    const seen: number[] = [];
    const limits: RiskLimits = { ...NO_RISK_LIMITS, maxLosingRuns: 3 };
    const result = await runReplay(options(limits, seen));
    // 1 h 999.55 < 1,000 (1), 2 h 969.55 (2), 3 h 959.55 (3).
    expect(seen).toEqual([0, HOUR, 2 * HOUR]);
    expect(result.riskTrip).toMatchObject({ reason: "losing-runs", at: 3 * HOUR, measured: 3, limit: 3 });
  });

  it("trips the drawdown and closes every position at the step's marks when the limits say so", async () => {
    const seen: number[] = [];
    const limits: RiskLimits = { ...NO_RISK_LIMITS, maxDrawdownPercent: 3, closePositionsOnTrip: true };
    const result = await runReplay(options(limits, seen));
    // 2 h: (1,000 − 969.55) / 1,000 = 3.045 % ≥ 3 %.
    expect(seen).toEqual([0, HOUR]);
    expect(result.riskTrip).toMatchObject({ reason: "drawdown", at: 2 * HOUR, limit: 3 });
    expect(result.riskTrip?.measured).toBeCloseTo(3.045, 9);
    // Closed at the close before 2 h (97), fee 10 × 97 × 0.045 % = 0.4365: −30 − 0.45 − 0.4365.
    expect(result.trades).toMatchObject([{ reason: "closed", exitPrice: 97, closedAt: 2 * HOUR }]);
    expect(result.trades[0]?.pnl).toBeCloseTo(-30.8865, 9);
    // Nothing open after it: the curve stays flat to the end.
    expect(result.equity.slice(-3).map((point) => point.equity)).toEqual([
      expect.closeTo(969.1135, 9),
      expect.closeTo(969.1135, 9),
      expect.closeTo(969.1135, 9),
    ]);
  });

  it("keeps the governor through a checkpoint: a run resumed after its trip asks for no decision", async () => {
    const limits: RiskLimits = { ...NO_RISK_LIMITS, maxDrawdownPercent: 3 };
    const checkpoints: ReplayCheckpoint[] = [];
    const whole = await runReplay({
      ...options(limits, []),
      onCheckpoint: (checkpoint) => checkpoints.push(checkpoint()),
    });
    const afterTrip = checkpoints[2];
    expect(afterTrip?.governor?.trip?.reason).toBe("drawdown");
    const seen: number[] = [];
    const resumed = await runReplay({ ...options(limits, seen), resume: afterTrip });
    expect(seen).toEqual([]);
    expect(resumed.riskTrip).toEqual(whole.riskTrip);
    expect(resumed.equity).toEqual(whole.equity);
  });
});
