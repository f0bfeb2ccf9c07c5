import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/execution.ts";
import { isTradingHistoryRecord } from "../history/trading-history.ts";
import type { Analysis } from "../trading/decision.ts";
import { allHoldResult, runResultOf } from "../trading/execution-summary.ts";
import { runRecordOf } from "./run-record.ts";

const analysis: Analysis = {
  strategy_overview: "Trend up on BTC, ETH flat.",
  comprehensive_analysis: "Long text.",
  trading_decisions: [
    {
      coin: "BTC",
      action: "BUY",
      confidence: 0.7,
      reasoning: "Breakout",
      quantity: 0.01,
      entry_price: 90_000,
      leverage: 10,
      stop_loss: 88_000,
      take_profit: 94_000,
      risk_reward_ratio: 2,
    },
    {
      coin: "ETH",
      action: "HOLD",
      confidence: 0.5,
      reasoning: "Flat",
      quantity: null,
      entry_price: null,
      leverage: null,
      stop_loss: null,
      take_profit: null,
      risk_reward_ratio: null,
    },
  ],
};

const filled: OrderResult = {
  coin: "BTC",
  side: "BUY",
  success: true,
  rejected: false,
  filled: { avgPx: 90_010, totalSz: 0.01 },
  resting: null,
  error: null,
  protectiveOrders: [],
  unprotected: false,
};

describe("runRecordOf", () => {
  it("records a run whose orders went through as a success with its summary, decisions and counts", () => {
    const record = runRecordOf({ at: 1, model: "local", analysis, execution: runResultOf([filled]) });
    expect(record).toEqual({
      timestamp: 1,
      status: "success",
      summary: "Trend up on BTC, ETH flat.",
      decisions: [
        { coin: "BTC", action: "BUY", confidence: 0.7, reasoning: "Breakout" },
        { coin: "ETH", action: "HOLD", confidence: 0.5, reasoning: "Flat" },
      ],
      model: "local",
      execution: { executed: 1, failed: 0, total: 1 },
    });
    expect(isTradingHistoryRecord(record)).toBe(true);
  });

  it("records all HOLD as a success with nothing executed", () => {
    const record = runRecordOf({ at: 1, model: "local", analysis, execution: allHoldResult() });
    expect(record.status).toBe("success");
    expect(record.execution).toEqual({ executed: 0, failed: 0, total: 0 });
  });

  it("records a failed order as a failed run naming the coin and the reason", () => {
    const rejected: OrderResult = {
      ...filled,
      coin: "ETH",
      success: false,
      rejected: true,
      filled: null,
      error: "Insufficient margin",
    };
    const record = runRecordOf({
      at: 1,
      model: "local",
      analysis,
      execution: runResultOf([filled, rejected]),
    });
    expect(record.status).toBe("failed");
    expect(record.error).toBe("ETH: Insufficient margin");
    expect(record.execution).toEqual({ executed: 1, failed: 1, total: 2 });
  });

  it("keeps what the run's analysis cost, unpriced included, and nothing when there was no analysis", () => {
    expect(
      runRecordOf({ at: 1, model: "gpt-4.1", analysis, execution: allHoldResult(), costUsd: 0.0042 }).costUsd,
    ).toBe(0.0042);
    const unpriced = runRecordOf({
      at: 1,
      model: "llama",
      analysis,
      execution: allHoldResult(),
      costUsd: null,
    });
    expect(unpriced.costUsd).toBeNull();
    expect(isTradingHistoryRecord(unpriced)).toBe(true);
    expect("costUsd" in runRecordOf({ at: 1, model: "claude", error: "Invalid API key" })).toBe(false);
  });

  it("records an analysis that threw as failed with its message and no decisions", () => {
    const record = runRecordOf({ at: 5, model: "claude", error: "Invalid API key" });
    expect(record).toEqual({
      timestamp: 5,
      status: "failed",
      summary: "",
      decisions: [],
      model: "claude",
      error: "Invalid API key",
    });
    expect(isTradingHistoryRecord(record)).toBe(true);
  });
});
