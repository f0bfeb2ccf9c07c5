import { describe, expect, it } from "vitest";
import type { OpenOrder, Position } from "../api/account.ts";
import { decisionLevels, positionLevels, summarizeCandles } from "./chart-levels.ts";
import type { TradingDecision } from "./decision.ts";

const position: Position = {
  coin: "SOL",
  side: "LONG",
  entryPrice: 150,
  currentPrice: 152,
  leverage: 10,
  marginMode: "cross",
  size: 2,
  unrealizedPnl: 4,
  returnPercent: 13.3,
  liquidationPrice: 136.5,
  marginUsed: 30,
  positionValue: 304,
};

function order(coin: string, orderType: string, triggerPrice: number | null, reduceOnly = true): OpenOrder {
  return {
    coin,
    side: "SELL",
    limitPrice: triggerPrice ?? 149,
    size: 2,
    orderId: 1,
    timestamp: 0,
    reduceOnly,
    orderType,
    triggerPrice,
  };
}

describe("positionLevels", () => {
  it("draws the entry, the coin's reduce-only stop and target triggers, and the liquidation price, in that order", () => {
    const orders = [
      order("SOL", "Take Profit Market", 165),
      order("SOL", "Stop Market", 145),
      order("BTC", "Stop Market", 90_000),
      order("SOL", "Limit", null, false),
    ];
    expect(positionLevels(position, orders)).toEqual([
      { kind: "entry", price: 150 },
      { kind: "stop", price: 145 },
      { kind: "target", price: 165 },
      { kind: "liquidation", price: 136.5 },
    ]);
  });

  it("leaves out a liquidation price the exchange does not give", () => {
    expect(positionLevels({ ...position, liquidationPrice: null }, [])).toEqual([
      { kind: "entry", price: 150 },
    ]);
  });
});

describe("decisionLevels", () => {
  const decision: TradingDecision = {
    coin: "SOL",
    action: "BUY",
    confidence: 0.7,
    reasoning: "",
    quantity: 1,
    entry_price: 151,
    leverage: 5,
    stop_loss: 146,
    take_profit: 0,
    risk_reward_ratio: null,
  };

  it("draws the planned entry and stop, not a zero target", () => {
    expect(decisionLevels(decision, undefined)).toEqual([
      { kind: "entry", price: 151 },
      { kind: "stop", price: 146 },
    ]);
  });

  it("prefers the open position's entry and adds its liquidation price", () => {
    expect(decisionLevels({ ...decision, take_profit: 170 }, position)).toEqual([
      { kind: "entry", price: 150 },
      { kind: "stop", price: 146 },
      { kind: "target", price: 170 },
      { kind: "liquidation", price: 136.5 },
    ]);
  });
});

describe("summarizeCandles", () => {
  it("reads the span, first open, last close, extremes and change", () => {
    const candles = [
      { time: 1_000, open: 100, high: 104, low: 99, close: 103, volume: 1 },
      { time: 2_000, open: 103, high: 108, low: 97, close: 105, volume: 1 },
      { time: 3_000, open: 105, high: 106, low: 101, close: 110, volume: 1 },
    ];
    expect(summarizeCandles(candles)).toEqual({
      from: 1_000,
      to: 3_000,
      open: 100,
      close: 110,
      high: 108,
      low: 97,
      changePercent: 10,
      count: 3,
    });
  });

  it("is null without candles", () => {
    expect(summarizeCandles([])).toBeNull();
  });
});
