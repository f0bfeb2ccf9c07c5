import { type OrderResult, translate } from "@app/core";
import { describe, expect, it } from "vitest";
import { parseStoredPlan, type StoredPlanOrder } from "./plan.ts";
import {
  buildProtection,
  isUnprotected,
  protectionSize,
  protectiveWire,
  withProtection,
  wrongSideOfFill,
} from "./protect.ts";

const cloid = "0x0123456789abcdef0123456789abcdef";
const long: StoredPlanOrder = {
  index: 0,
  coin: "ETH",
  side: "BUY",
  assetIndex: 1,
  szDecimals: 4,
  stopLoss: "2900",
  takeProfit: "3100",
};
const short: StoredPlanOrder = { ...long, side: "SELL", stopLoss: "3100", takeProfit: "2800" };

describe("protectiveWire", () => {
  it("protects a long with a reduce-only sell trigger whose limit is below the trigger", () => {
    expect(protectiveWire("stop_loss", long, 0.5, cloid)).toEqual({
      a: 1,
      b: false,
      p: "2610",
      s: "0.5",
      r: true,
      t: { trigger: { isMarket: true, triggerPx: "2900", tpsl: "sl" } },
      c: cloid,
    });
  });

  it("protects a short with a reduce-only buy take-profit", () => {
    expect(protectiveWire("take_profit", short, 0.5, cloid)).toMatchObject({
      b: true,
      p: "3080",
      r: true,
      t: { trigger: { tpsl: "tp" } },
    });
  });

  it("gives nothing rather than a size or price that rounds to 0", () => {
    expect(protectiveWire("stop_loss", long, 0.00001, cloid)).toBeNull();
    expect(protectiveWire("stop_loss", { ...long, stopLoss: null }, 0.5, cloid)).toBeNull();
  });
});

describe("wrongSideOfFill", () => {
  it("accepts stops and targets on the correct sides of the fill and names the wrong ones", () => {
    expect(wrongSideOfFill("stop_loss", long, 3000)).toBeNull();
    expect(wrongSideOfFill("take_profit", long, 3000)).toBeNull();
    expect(wrongSideOfFill("stop_loss", short, 3000)).toBeNull();
    expect(wrongSideOfFill("take_profit", short, 3000)).toBeNull();
    expect(wrongSideOfFill("take_profit", long, 3150)).toEqual({
      key: "protection.wrongSide.takeProfitLong",
      params: { trigger: 3100, price: 3150 },
    });
    const stop = wrongSideOfFill("stop_loss", short, 3150);
    expect(stop?.key).toBe("protection.wrongSide.stopLossShort");
    expect(stop && translate(stop, "en")).toBe(
      "Stop loss 3100 is on the wrong side of the fill price 3150 for a short.",
    );
    expect(stop && translate(stop, "zh")).toBe("止损价 3100 位于成交价 3150 的错误一侧（空单）。");
  });
});

describe("isUnprotected", () => {
  const result = (fields: Partial<OrderResult>): OrderResult => ({
    coin: "ETH",
    side: "BUY",
    success: true,
    rejected: false,
    filled: { avgPx: 3000, totalSz: 0.5 },
    resting: null,
    error: null,
    protectiveOrders: [],
    unprotected: false,
    ...fields,
  });

  it("is true only for a fill with an asked-for stop or target that is not on the exchange", () => {
    const placed = { kind: "stop_loss" as const, triggerPrice: 2900, success: true, error: null };
    const missing = { ...placed, kind: "take_profit" as const, success: false, error: "refused" };
    expect(isUnprotected(result({ protectiveOrders: [placed] }))).toBe(false);
    expect(isUnprotected(result({ protectiveOrders: [placed, missing] }))).toBe(true);
    expect(isUnprotected(result({ filled: null, protectiveOrders: [missing] }))).toBe(false);
  });
});

it("reads back only a well-formed stored plan", () => {
  expect(parseStoredPlan([long])).toEqual([long]);
  expect(parseStoredPlan(null)).toBeNull();
  expect(parseStoredPlan([{ ...long, side: "LONG" }])).toBeNull();
});

describe("protectionSize, the one rule for a stop's size", () => {
  it("is the order's size when signed with the order (agent mode), else the fill capped at what is open", () => {
    expect(protectionSize({ ordered: 0.5 })).toBe(0.5);
    expect(protectionSize({ filled: 0.3, fillPrice: 3000 })).toBe(0.3);
    expect(protectionSize({ filled: 0.3, fillPrice: 3000, open: 0.2 })).toBe(0.2);
    expect(protectionSize({ filled: 0.3, fillPrice: 3000, open: 0.9 })).toBe(0.3);
  });
});

describe("buildProtection", () => {
  const cloids = (kind: string) => (kind === "stop_loss" ? cloid : (`0x${"ab".repeat(16)}` as const));

  it("sizes a fill's stop and target to the fill, and an agent's children to the order", () => {
    const afterFill = buildProtection(
      long,
      ["stop_loss", "take_profit"],
      { filled: 0.3, fillPrice: 3000 },
      cloids,
    );
    expect(afterFill.map((item) => [item.kind, item.wire?.s, item.error])).toEqual([
      ["stop_loss", "0.3", null],
      ["take_profit", "0.3", null],
    ]);
    const withOrder = buildProtection(long, ["take_profit", "stop_loss"], { ordered: 0.5 }, cloids);
    expect(withOrder.map((item) => [item.kind, item.wire?.s])).toEqual([
      ["take_profit", "0.5"],
      ["stop_loss", "0.5"],
    ]);
    expect(withOrder[1]?.wire).toEqual(protectiveWire("stop_loss", long, 0.5, cloid));
  });

  it("refuses a trigger on the wrong side of a known fill and one that rounds to 0, and skips one not asked for", () => {
    const wrong = buildProtection(long, ["take_profit"], { filled: 0.3, fillPrice: 3150 }, cloids);
    expect(wrong).toEqual([
      {
        kind: "take_profit",
        triggerPrice: 3100,
        wire: null,
        error: { key: "protection.wrongSide.takeProfitLong", params: { trigger: 3100, price: 3150 } },
      },
    ]);
    const tiny = buildProtection(long, ["stop_loss"], { filled: 0.00001, fillPrice: 3000 }, cloids);
    expect(tiny).toEqual([
      {
        kind: "stop_loss",
        triggerPrice: 2900,
        wire: null,
        error: { key: "protection.roundsToZero.stopLoss" },
      },
    ]);
    expect(buildProtection({ ...long, takeProfit: null }, ["take_profit"], { ordered: 0.5 }, cloids)).toEqual(
      [],
    );
  });
});

describe("withProtection", () => {
  it("answers a new result: an outcome replaces its kind's entry (keeping its trigger), a new kind is added", () => {
    const failedStop = {
      kind: "stop_loss" as const,
      triggerPrice: 2900.05,
      success: false,
      error: "not sent",
    };
    const original: OrderResult = Object.freeze({
      coin: "ETH",
      side: "BUY" as const,
      success: true,
      rejected: false,
      filled: { avgPx: 3000, totalSz: 0.5 },
      resting: null,
      error: null,
      protectiveOrders: Object.freeze([Object.freeze(failedStop)]) as OrderResult["protectiveOrders"],
      unprotected: true,
    });
    const updated = withProtection(original, [
      { kind: "stop_loss", triggerPrice: 2900, success: true, error: null },
      { kind: "take_profit", triggerPrice: 3100, success: false, error: "refused" },
    ]);
    expect(updated.protectiveOrders).toEqual([
      { kind: "stop_loss", triggerPrice: 2900.05, success: true, error: null },
      { kind: "take_profit", triggerPrice: 3100, success: false, error: "refused" },
    ]);
    expect(updated.unprotected).toBe(true);
    expect(original.protectiveOrders).toEqual([failedStop]);
    expect(
      withProtection(updated, [{ ...failedStop, success: true, error: null, kind: "take_profit" }])
        .unprotected,
    ).toBe(false);
  });
});
