import type { OrderToExecuteInput, PreparedActions } from "@app/core";
import { describe, expect, it } from "vitest";
import { agentMaximumRefusal, refuseOverMaximum } from "./agent-trading.ts";

const order = (orders: { b: boolean; p: string; s: string; r: boolean }[], orderIndex = 0) => ({
  kind: "order" as const,
  orderIndex,
  action: { type: "order", orders, grouping: "na" },
});

const prepared = (actions: PreparedActions["actions"]): PreparedActions => ({ actions, rejected: [] });

describe("an order above the agent's maximum is refused before signing", () => {
  const orders: OrderToExecuteInput[] = [
    { coin: "BTC", side: "BUY", quantity: 0.01 },
    { coin: "ETH", side: "SELL", quantity: 1 },
  ];

  it("values a buy at its limit price and lets one at the maximum through", () => {
    expect(
      agentMaximumRefusal(
        prepared([order([{ b: true, p: "100000", s: "0.01", r: false }])]),
        orders,
        1000,
        {},
      ),
    ).toBeNull();
    expect(
      agentMaximumRefusal(
        prepared([order([{ b: true, p: "100001", s: "0.01", r: false }])]),
        orders,
        1000,
        {},
      ),
    ).toEqual({
      key: "plan.agentMax",
      params: { value: "1000.01", max: 1000 },
    });
  });

  it("values a sell at the higher of its limit and the mid (an IOC sell far below the mid fills at the bids)", () => {
    const sell = prepared([order([{ b: false, p: "2800", s: "1", r: false }], 1)]);
    expect(agentMaximumRefusal(sell, orders, 3000, { ETH: 2950 })).toBeNull();
    expect(agentMaximumRefusal(sell, orders, 3000, { ETH: 3100 })?.params).toEqual({
      value: "3100.00",
      max: 3000,
    });
  });

  it("leaves reduce-only orders (closes, stops, targets) and leverage actions alone", () => {
    const actions = prepared([
      {
        kind: "updateLeverage",
        orderIndex: 0,
        action: { type: "updateLeverage", asset: 0, isCross: true, leverage: 5 },
      },
      order([
        { b: true, p: "100000", s: "0.005", r: false },
        { b: false, p: "200000", s: "5", r: true },
      ]),
    ]);
    expect(agentMaximumRefusal(actions, orders, 1000, {})).toBeNull();
  });

  it("refuses a size or price that is not a number rather than let it through", () => {
    expect(
      agentMaximumRefusal(prepared([order([{ b: true, p: "x", s: "1", r: false }])]), orders, 1000, {}),
    ).not.toBeNull();
  });
});

describe("an order above the agent's maximum is refused alone", () => {
  it("drops its actions and refuses it with why, and keeps the other orders", () => {
    const orders: OrderToExecuteInput[] = [
      { coin: "BTC", side: "BUY", quantity: 0.02 },
      { coin: "ETH", side: "BUY", quantity: 0.1 },
    ];
    const leverage = {
      kind: "updateLeverage" as const,
      orderIndex: 0,
      action: { type: "updateLeverage", asset: 0, isCross: true, leverage: 10 },
    };
    const result = refuseOverMaximum(
      prepared([
        leverage,
        order([{ b: true, p: "100000", s: "0.02", r: false }], 0),
        order([{ b: true, p: "3000", s: "0.1", r: false }], 1),
      ]),
      orders,
      1000,
      {},
    );
    expect(result.actions.map((item) => [item.kind, item.orderIndex])).toEqual([["order", 1]]);
    expect(result.rejected).toEqual([
      {
        orderIndex: 0,
        error: "Order value 2000.00 USDC at the worst fill price is above the agent's maximum of 1000 USDC.",
        errorMessage: { key: "plan.agentMax", params: { value: "2000.00", max: 1000 } },
      },
    ]);
  });
});
