import { describe, expect, it } from "vitest";
import { type OrderResult, orderResultSchema } from "../api/execution.ts";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import { allHoldResult, describeOrderResult, runResultOf, summarizeResults } from "./execution-summary.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });

const result = (fields: Partial<OrderResult>): OrderResult =>
  orderResultSchema.parse({
    coin: "BTC",
    side: "BUY",
    success: true,
    rejected: false,
    filled: null,
    resting: null,
    error: null,
    ...fields,
  });

const filled = result({ filled: { avgPx: 97123.5, totalSz: 0.01 } });
const resting = result({ coin: "ETH", resting: { oid: 7 } });
const rejected = result({ coin: "SOL", success: false, rejected: true, error: "Insufficient margin" });
const failed = result({ coin: "XRP", success: false, error: "timeout" });

describe("describeOrderResult", () => {
  it("reads a fill with its price", () => {
    expect(both(describeOrderResult(filled))).toEqual({ en: "filled at 97,123.50", zh: "成交价 97,123.50" });
  });

  it('reads a success without fill info as "executed"', () => {
    expect(both(describeOrderResult(resting))).toEqual({ en: "executed", zh: "已执行" });
  });

  it("tells a platform rejection from a failure", () => {
    expect(both(describeOrderResult(rejected))).toEqual({
      en: "platform rejected: Insufficient margin",
      zh: "平台拒绝：Insufficient margin",
    });
    expect(both(describeOrderResult(failed))).toEqual({ en: "failed: timeout", zh: "失败：timeout" });
    expect(both(describeOrderResult(result({ success: false })))).toEqual({ en: "failed", zh: "失败" });
  });

  it("gives the planner's reason and the exchange's refusal in the reader's language", () => {
    const refused = result({
      success: false,
      rejected: true,
      error: "Order must have minimum value of $10 (at least 10 USDC).",
      errorMessage: { key: "plan.belowMinimum", params: { min: 10 } },
    });
    expect(
      translate(
        describeOrderResult(refused, (message) => translate(message, "zh")),
        "zh",
      ),
    ).toBe("平台拒绝：订单价值低于 10 USDC 的最低要求。");
    const unknown = result({
      success: false,
      rejected: true,
      error: "raw",
      errorMessage: { key: "no.such.key" },
    });
    expect(
      translate(
        describeOrderResult(unknown, (message) => translate(message, "zh")),
        "zh",
      ),
    ).toBe("平台拒绝：交易所拒绝了该订单：raw");
    const margin = result({
      success: false,
      rejected: true,
      error: "Insufficient margin to place order. asset=3",
    });
    expect(
      translate(
        describeOrderResult(margin, (message) => translate(message, "zh")),
        "zh",
      ),
    ).toBe("平台拒绝：可用保证金不足，无法下此订单。");
  });
});

describe("summarizeResults", () => {
  it("counts successes, rejections and failures", () => {
    expect(summarizeResults([filled, resting, rejected, failed, failed])).toEqual({
      success: 2,
      rejected: 1,
      failed: 2,
    });
    expect(summarizeResults([])).toEqual({ success: 0, rejected: 0, failed: 0 });
  });
});

describe("auto-trading run results", () => {
  it("reports an all-HOLD run as a success with nothing executed", () => {
    const run = allHoldResult();
    expect(run).toMatchObject({ success: true, executed: 0, total: 0, details: [] });
    expect(both(run.message).en).toBe("No trades to execute (all HOLD)");
  });

  it("reports per-coin details and fails the run when an order did not go through", () => {
    const run = runResultOf([filled, rejected]);
    expect(run).toMatchObject({ success: false, executed: 1, failed: 1, total: 2 });
    expect(run.details).toEqual([
      { coin: "BTC", success: true, error: null },
      { coin: "SOL", success: false, error: "Insufficient margin" },
    ]);
    expect(both(run.message)).toEqual({ en: "1 of 2 orders executed", zh: "已执行 1/2 笔订单" });
    expect(runResultOf([filled]).success).toBe(true);
  });
});
