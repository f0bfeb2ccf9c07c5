import type { ReplayRunResult } from "@app/core";
import { describe, expect, it } from "vitest";
import { progressPercent, replayFigures } from "./replay-format.ts";

const result: ReplayRunResult = {
  equity: [
    { time: 0, equity: 10_000 },
    { time: 1, equity: 10_250 },
  ],
  trades: [],
  rejections: [],
  feesPaid: 12.345,
  fundingPaid: -1.5,
  metrics: { profitRate: 0.025, winRate: null, maxDrawdown: 0.1234, sortinoRatio: -0.5 },
  steps: 1,
  decisions: { buy: 0, sell: 0, close: 0, hold: 6 },
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
};

describe("replayFigures", () => {
  it("formats each metric with its sign and colour, and — where a figure has no meaning", () => {
    const figures = replayFigures(result);
    expect(figures.profitRate).toEqual({ value: "+2.50%", tone: "profit" });
    expect(figures.winRate).toEqual({ value: "—", tone: "neutral" });
    expect(figures.maxDrawdown).toEqual({ value: "−12.34%", tone: "loss" });
    expect(figures.sortino).toEqual({ value: "-0.500", tone: "loss" });
    expect(figures.fees.value).toBe("12.35 USDC");
    // Funding received reads as a gain.
    expect(figures.funding).toEqual({ value: "+1.50 USDC", tone: "profit" });
  });

  it("says how far a run is, in whole percent", () => {
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 180, total: 720 })).toBe(25);
    expect(progressPercent({ done: 720, total: 720 })).toBe(100);
  });
});
