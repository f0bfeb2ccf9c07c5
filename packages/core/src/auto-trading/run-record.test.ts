import { describe, expect, it } from "vitest";
import type { OrderResult } from "../api/execution.ts";
import { AppError, errorBody } from "../errors/app-error.ts";
import { isTradingHistoryRecord } from "../history/trading-history.ts";
import type { Language } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import type { Analysis } from "../trading/decision.ts";
import { allHoldResult, runResultOf } from "../trading/execution-summary.ts";
import { runErrorText, runRecordOf } from "./run-record.ts";

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

describe("runErrorText", () => {
  const read = (record: Parameters<typeof runErrorText>[0], language: Language) =>
    runErrorText(record, (message) => translate(message, language), language);
  const refused = (coin: string, error: string, errorMessage: OrderResult["errorMessage"]): OrderResult => ({
    ...filled,
    coin,
    success: false,
    rejected: true,
    filled: null,
    error,
    errorMessage,
  });

  it("words the orders the exchange refused in the reader's language, unknown refusals after a lead-in", () => {
    const record = runRecordOf({
      at: 1,
      model: "local",
      analysis,
      execution: runResultOf([
        filled,
        refused("ETH", "Insufficient margin to place order. asset=1", { key: "exchange.refused.margin" }),
        refused("SOL", "Something new", null),
      ]),
    });
    expect(record.error).toBe("ETH: Insufficient margin to place order. asset=1; SOL: Something new");
    expect(read(record, "zh")).toBe(
      "ETH: 可用保证金不足，无法下此订单。; SOL: 交易所拒绝了该订单：Something new",
    );
    expect(read(record, "en")).toBe(
      "ETH: Not enough free margin for this order.; SOL: The exchange refused the order: Something new",
    );
    expect(isTradingHistoryRecord(record)).toBe(true);
  });

  it("words an error answer and a rule's message again in whichever language the record is read", () => {
    const body = errorBody(
      new AppError("NO_POSITION", {
        detail: { key: "errorDetail.noPosition", params: { account: "0xabc", coin: "ETH" } },
      }),
    );
    const failed = runRecordOf({
      at: 1,
      model: "local",
      error: "written in English",
      failure: { kind: "answer", body },
    });
    expect(read(failed, "zh")).toBe("该币种没有持仓: 0xabc 没有 ETH 持仓");
    const tripped = runRecordOf({
      at: 1,
      model: "local",
      error: "written in English",
      failure: { kind: "message", message: { key: "errorDetail.rearmGovernor" } },
    });
    expect(read(tripped, "zh")).toBe("请先重新启用风险控制");
  });

  it("shows the stored text of a record written before failures were kept, or with keys this app lacks", () => {
    expect(read({ error: "ETH: Insufficient margin" }, "zh")).toBe("ETH: Insufficient margin");
    const newer = {
      error: "stored text",
      failure: { kind: "message", message: { key: "fromANewerApp" } },
    } as const;
    expect(read(newer, "zh")).toBe("stored text");
  });
});
