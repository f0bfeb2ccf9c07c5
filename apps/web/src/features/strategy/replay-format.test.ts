import { type ReplayRun, type ReplayRunResult, replayRunSchema } from "@app/core";
import { describe, expect, it } from "vitest";
import { progressPercent, replayFigures, replayMessageText, replayUsage } from "./replay-format.ts";

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
  benchmark: null,
  steps: 1,
  decisions: { buy: 0, sell: 0, close: 0, hold: 6 },
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  stoppedAt: null,
  riskTrip: null,
  modelCalls: 0,
  cachedCalls: 0,
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

  it("colours a Sortino green only from 1 up: a small positive one is neutral", () => {
    const sortino = (sortinoRatio: number) =>
      replayFigures({ ...result, metrics: { ...result.metrics, sortinoRatio } }).sortino;
    expect(sortino(0.074)).toEqual({ value: "0.074", tone: "neutral" });
    expect(sortino(1.2)).toEqual({ value: "1.200", tone: "profit" });
    expect(sortino(-0.01).tone).toBe("loss");
  });

  it("shows the buy-and-hold benchmark, profit factor, Sharpe and expectancy, — where they have no meaning", () => {
    const none = replayFigures(result);
    expect(none.benchmark).toEqual({ value: "—", tone: "neutral" });
    expect(none.profitFactor).toEqual({ value: "—", tone: "neutral" });
    expect(none.expectancy).toEqual({ value: "—", tone: "neutral" });
    // One step of +2.5 %: no spread to divide by.
    expect(none.sharpe).toEqual({ value: "—", tone: "neutral" });

    const trade = (pnl: number) => ({
      coin: "BTC",
      side: "LONG" as const,
      size: 1,
      entryPrice: 100,
      exitPrice: 100,
      openedAt: 0,
      closedAt: 1,
      fees: 0,
      funding: 0,
      pnl,
      reason: "closed" as const,
    });
    const figures = replayFigures({
      ...result,
      // Steps +2 %, −1 %: mean 0.5 %, sample deviation √(2 × 1.5²) % = 2.1213 %, Sharpe 0.2357.
      equity: [
        { time: 0, equity: 10_000 },
        { time: 1, equity: 10_200 },
        { time: 2, equity: 10_098 },
      ],
      trades: [trade(30), trade(-10), trade(-5)],
      benchmark: { profitRate: -0.0312, coins: [] },
    });
    expect(figures.benchmark).toEqual({ value: "-3.12%", tone: "loss" });
    // 30 / 15 = 2.
    expect(figures.profitFactor).toEqual({ value: "2.00", tone: "profit" });
    // (30 − 10 − 5) / 3 = 5.
    expect(figures.expectancy).toEqual({ value: "+5.00 USDC", tone: "profit" });
    expect(figures.sharpe).toEqual({ value: "0.236", tone: "neutral" });
  });

  it("says how far a run is, in whole percent", () => {
    expect(progressPercent({ done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ done: 180, total: 720 })).toBe(25);
    expect(progressPercent({ done: 720, total: 720 })).toBe(100);
  });
});

describe("replay usage and messages", () => {
  it("shows the tokens paid, the dollars and the cached replies", () => {
    expect(
      replayUsage({ ...result, inputTokens: 12_000, outputTokens: 3_456, costUsd: 0.21638, cachedCalls: 4 }),
    ).toEqual({
      tokens: { value: "15,456", tone: "neutral" },
      cost: { value: "$0.2164", tone: "neutral" },
      cached: { value: "4", tone: "neutral" },
    });
  });

  it("translates a stored message into the reader's language, else shows the stored text", () => {
    const run: ReplayRun = replayRunSchema.parse({
      id: "r1",
      address: "0x00000000000000000000000000000000000000a1",
      model: "deepseek/deepseek-v4-flash",
      status: "stopped",
      createdAt: 0,
      updatedAt: 0,
      request: {
        userAddress: "0x00000000000000000000000000000000000000a1",
        model: "deepseek",
        budget: { maxTokens: 5_000, maxUsd: 1 },
        coins: ["BTC"],
        start: 0,
        end: 3_600_000 * 4,
      },
      progress: { done: 2, total: 4 },
      result: null,
      error: null,
      message: {
        key: "replay.budgetStopped",
        params: { tokens: 3_100, usd: "0.0434", maxTokens: 5_000, maxUsd: 1, step: 3, total: 4 },
      },
    });
    expect(replayMessageText(run, "en")).toContain("before step 3 of 4");
    expect(replayMessageText(run, "zh")).toContain("第 3 步（共 4 步）");
    expect(replayMessageText({ ...run, message: null, error: "The replay failed" }, "zh")).toBe(
      "The replay failed",
    );
    expect(replayMessageText({ ...run, message: { key: "no.such.key" }, error: null }, "en")).toBeUndefined();
  });
});
