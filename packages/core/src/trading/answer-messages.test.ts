import { describe, expect, it } from "vitest";
import type { ExecutionData, OrderResult } from "../api/execution.ts";
import { translate } from "../i18n/translate.ts";
import { closeAnswerMessage, executionAnswerMessage, protectionAnswerMessage } from "./answer-messages.ts";

const ACCOUNT = "0x00000000000000000000000000000000000000aa";

const result = (overrides: Partial<OrderResult>): OrderResult => ({
  coin: "BTC",
  side: "BUY",
  success: true,
  rejected: false,
  filled: { avgPx: 100, totalSz: 0.1 },
  resting: null,
  error: null,
  protectiveOrders: [],
  unprotected: false,
  ...overrides,
});

const data = (results: OrderResult[], counts = { success: 1, rejected: 0, failed: 0 }): ExecutionData => ({
  account: ACCOUNT,
  results,
  ...counts,
});

describe("answer messages", () => {
  it("count an execution's orders with the right plural in both languages", () => {
    const one = executionAnswerMessage(data([result({})]), false);
    expect(translate(one, "en")).toBe(
      `1 of 1 order went through on account ${ACCOUNT} (0 rejected, 0 failed)`,
    );
    const two = executionAnswerMessage(
      data([result({}), result({ success: false, rejected: true })], { success: 1, rejected: 1, failed: 0 }),
      true,
    );
    expect(translate(two, "en")).toBe(
      `1 of 2 orders went through on account ${ACCOUNT} (1 rejected, 0 failed) (already executed: these are the results of the first request)`,
    );
    expect(translate(two, "zh")).toContain("2 笔订单中 1 笔");
    expect(translate(two, "zh")).toContain("已执行过");
  });

  it("say what a close did, with or without the fill's size", () => {
    expect(translate(closeAnswerMessage("ETH", ACCOUNT, 0.5, 2), "en")).toBe(
      `Closed 0.5 ETH on account ${ACCOUNT}; 2 stop or target orders cancelled`,
    );
    expect(translate(closeAnswerMessage("ETH", ACCOUNT, undefined, 1), "en")).toBe(
      `Closed ETH on account ${ACCOUNT}; 1 stop or target order cancelled`,
    );
    expect(translate(closeAnswerMessage("ETH", ACCOUNT, 0.5, 2), "zh")).toContain("平仓 0.5 ETH");
  });

  it("say whether every filled order now has its protection", () => {
    expect(protectionAnswerMessage(data([result({})]))).toEqual({ key: "protection.complete" });
    const missing = protectionAnswerMessage(
      data([result({ unprotected: true }), result({ unprotected: true })]),
    );
    expect(translate(missing, "en")).toBe("2 filled orders still lack a stop loss or take profit.");
    expect(translate(missing, "zh")).toBe("仍有 2 笔成交订单缺少止损或止盈。");
  });
});
