import { describe, expect, it } from "vitest";
import { maxDrawdown, replayMetrics, sortinoRatio, stepReturns, winRate } from "./metrics.ts";

describe("maxDrawdown", () => {
  it("is the largest fall from a running peak, not from the start", () => {
    // Peaks at 120, falls to 90 (−25 %), recovers to 130, falls to 117 (−10 %).
    expect(maxDrawdown([100, 120, 90, 130, 117])).toBeCloseTo(0.25, 12);
  });

  it("is 0 for a curve that never falls and 1 for an account wiped out", () => {
    expect(maxDrawdown([100, 100, 101, 150])).toBe(0);
    expect(maxDrawdown([100, 50, 0])).toBe(1);
    expect(maxDrawdown([])).toBe(0);
  });
});

describe("sortinoRatio", () => {
  it("divides the mean return by the downside deviation over all steps", () => {
    // Known series: [0.02, -0.01, 0.03, -0.02, 0.01] → mean 0.006,
    // shortfalls −0.01 and −0.02 → sqrt((0.0001 + 0.0004) / 5) = 0.0100 → 0.6.
    expect(sortinoRatio([0.02, -0.01, 0.03, -0.02, 0.01])).toBeCloseTo(0.6, 10);
  });

  it("measures against a target return", () => {
    // Against 1 %: excess 0.01, −0.02, 0.02, −0.03, 0 → mean −0.004; shortfalls −0.02, −0.03 →
    // sqrt(0.0013 / 5) = 0.0161245 → −0.2481.
    expect(sortinoRatio([0.02, -0.01, 0.03, -0.02, 0.01], 0.01)).toBeCloseTo(
      -0.004 / Math.sqrt(0.0013 / 5),
      10,
    );
  });

  it("is null when nothing fell short (no downside to divide by) or there are no steps", () => {
    expect(sortinoRatio([0.01, 0.02])).toBeNull();
    expect(sortinoRatio([])).toBeNull();
  });
});

describe("stepReturns", () => {
  it("are the simple returns between points and stop at a wiped-out account", () => {
    const returns = stepReturns([100, 110, 99, 0, 10]);
    expect(returns).toHaveLength(3);
    expect(returns[0]).toBeCloseTo(0.1, 12);
    expect(returns[1]).toBeCloseTo(-0.1, 12);
    expect(returns[2]).toBe(-1);
  });
});

describe("winRate and replayMetrics", () => {
  it("counts a trade that broke even after fees as a loss", () => {
    expect(winRate([5, -3, 0, 2])).toBe(0.5);
    expect(winRate([])).toBeNull();
  });

  it("puts the figures of one run together", () => {
    const metrics = replayMetrics([1000, 1100, 990, 1210], [100, -110, 220]);
    expect(metrics.profitRate).toBeCloseTo(0.21, 12);
    expect(metrics.winRate).toBeCloseTo(2 / 3, 12);
    expect(metrics.maxDrawdown).toBeCloseTo(0.1, 12);
    expect(metrics.sortinoRatio).not.toBeNull();
  });
});
