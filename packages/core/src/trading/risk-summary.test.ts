import { describe, expect, it } from "vitest";
import type { OrderToExecute } from "../api/execution.ts";
import { translate } from "../i18n/translate.ts";
import type { PlanMarket } from "./order-planner.ts";
import { crossLiquidationPrice, lossAtStop, maintenanceRate, riskReward, takerFee } from "./risk-figures.ts";
import { type RiskAccount, summarizeRisk } from "./risk-summary.ts";

// Every expected figure below is worked out by hand in its comment: SOL at 100 (mid and mark), 20x
// maximum leverage, so a maintenance rate l = 1 / (2 × 20) = 0.025; taker fee 0.045 %.
const sol: PlanMarket = {
  coin: "SOL",
  exchangeCoin: "SOL",
  assetIndex: 0,
  szDecimals: 2,
  maxLeverage: 20,
  midPrice: 100,
  markPrice: 100,
};
const eth: PlanMarket = {
  ...sol,
  coin: "ETH",
  exchangeCoin: "ETH",
  assetIndex: 1,
  maxLeverage: 25,
  midPrice: 2000,
  markPrice: 2000,
};
const markets = new Map([
  ["SOL", sol],
  ["ETH", eth],
]);
const flat: RiskAccount = { accountValue: 100, available: 100, positions: [] };
const long: OrderToExecute = {
  coin: "SOL",
  side: "BUY",
  quantity: 5,
  reduceOnly: false,
  leverage: 10,
  stop_loss: 95,
  take_profit: 110,
};
const short: OrderToExecute = { ...long, side: "SELL", stop_loss: 105, take_profit: 90 };

describe("risk figures", () => {
  it("maintenance rate is half the initial rate at the coin's maximum leverage", () => {
    expect(maintenanceRate(20)).toBe(0.025);
    expect(maintenanceRate(40)).toBe(0.0125);
  });

  it("cross liquidation price, long and short: price − side × (value − MM) / |size| / (1 − l × side)", () => {
    // Long 5 at 100: value 99.775, MM 12.5 → 100 − 87.275 / 5 / 0.975 = 100 − 17.902564… = 82.097436…
    expect(
      crossLiquidationPrice({
        price: 100,
        size: 5,
        accountValue: 99.775,
        maintenanceMargin: 12.5,
        maxLeverage: 20,
      }),
    ).toBeCloseTo(82.097436, 5);
    // Short 5 at 100: 100 + 87.275 / 5 / 1.025 = 100 + 17.029268… = 117.029268…
    expect(
      crossLiquidationPrice({
        price: 100,
        size: -5,
        accountValue: 99.775,
        maintenanceMargin: 12.5,
        maxLeverage: 20,
      }),
    ).toBeCloseTo(117.029268, 5);
    // A long whose account covers far more than its value cannot be liquidated: 100 − 9987.5 / 5 / 0.975 < 0.
    expect(
      crossLiquidationPrice({
        price: 100,
        size: 5,
        accountValue: 10_000,
        maintenanceMargin: 12.5,
        maxLeverage: 20,
      }),
    ).toBeNull();
    expect(
      crossLiquidationPrice({
        price: 100,
        size: 0,
        accountValue: 100,
        maintenanceMargin: 0,
        maxLeverage: 20,
      }),
    ).toBeNull();
  });

  it("loss at the stop is the move times the size plus both taker fees", () => {
    // Long 5 from 100 to 95: 25 + 500 × 0.00045 (0.225) + 475 × 0.00045 (0.21375) = 25.43875.
    expect(lossAtStop({ isBuy: true, size: 5, entry: 100, stop: 95 })).toBeCloseTo(25.43875, 10);
    // Short 5 from 100 to 105: 25 + 0.225 + 525 × 0.00045 (0.23625) = 25.46125.
    expect(lossAtStop({ isBuy: false, size: 5, entry: 100, stop: 105 })).toBeCloseTo(25.46125, 10);
    expect(takerFee(500)).toBeCloseTo(0.225, 10);
  });

  it("risk/reward is the target's distance over the stop's, null with a level on the wrong side", () => {
    expect(riskReward(true, 100, 95, 110)).toBe(2);
    // The card: a target moved from 110 to 121.4 with the stop at 95 reads (21.4 / 5) = 4.28.
    expect(riskReward(true, 100, 95, 121.4)).toBeCloseTo(4.28, 10);
    expect(riskReward(false, 100, 105, 90)).toBe(2);
    expect(riskReward(true, 100, 105, 110)).toBeNull();
    expect(riskReward(true, 100, null, 110)).toBeNull();
  });
});

describe("summarizeRisk", () => {
  it("gives a long's figures by hand: fill, notional, margin, fee, liquidation, loss at the stop", () => {
    const summary = summarizeRisk([long], markets, flat);
    const [order] = summary.orders;
    expect(order).toMatchObject({
      coin: "SOL",
      side: "BUY",
      size: 5,
      estimatedFill: 100,
      notional: 500,
      margin: 50,
      leverage: 10,
      stopLoss: 95,
      takeProfit: 110,
      riskReward: 2,
      refusal: null,
    });
    expect(order?.fee).toBeCloseTo(0.225, 10);
    expect(order?.liquidationPrice).toBeCloseTo(82.097436, 5);
    expect(order?.lossAtStop).toBeCloseTo(25.43875, 10);
    // 25.43875 of an account of 100.
    expect(order?.lossAtStopPercent).toBeCloseTo(25.43875, 10);
    expect(summary.ready).toBe(1);
    expect(summary.totals.margin).toBe(50);
  });

  it("gives a short's figures by hand", () => {
    const [order] = summarizeRisk([short], markets, flat).orders;
    expect(order).toMatchObject({
      side: "SELL",
      estimatedFill: 100,
      notional: 500,
      margin: 50,
      riskReward: 2,
    });
    expect(order?.liquidationPrice).toBeCloseTo(117.029268, 5);
    expect(order?.lossAtStop).toBeCloseTo(25.46125, 10);
  });

  it("counts the maintenance margin of the account's other cross positions", () => {
    // ETH long 1 at 2000, 25x max: MM 2000 × 0.02 = 40. Value 300 − fee 0.225 = 299.775; MM 40 + 12.5 = 52.5;
    // 100 − 247.275 / 5 / 0.975 = 100 − 50.723077 = 49.276923.
    const account: RiskAccount = {
      accountValue: 300,
      available: 200,
      positions: [{ coin: "ETH", size: 1, leverage: 20, price: 2000 }],
    };
    const [order] = summarizeRisk([long], markets, account).orders;
    expect(order?.liquidationPrice).toBeCloseTo(49.276923, 5);
  });

  it("flags an order the free margin cannot carry, and still sends the others", () => {
    // Margin 50 each; 70 free: the first takes 50, the second needs 50 of the 20 left.
    const account: RiskAccount = { accountValue: 100, available: 70, positions: [] };
    const summary = summarizeRisk(
      [long, { ...long, coin: "ETH", quantity: 0.25, stop_loss: 1900, take_profit: 2200 }],
      markets,
      account,
    );
    expect(summary.orders[0]?.refusal).toBeNull();
    expect(summary.orders[1]?.refusal).toEqual({
      key: "risk.margin",
      params: { needed: "50.00", available: "20.00" },
    });
    expect(translate(summary.orders[1]?.refusal ?? { key: "risk.margin" }, "zh")).toBe(
      "需要 50.00 USDC 保证金，但可用仅 20.00 USDC。",
    );
    expect(summary.ready).toBe(1);
    expect(summary.totals.notional).toBe(500);
  });

  it("flags an order above the agent's maximum at its worst fill, alone", () => {
    // 5 SOL bought with a limit 5 % over the mid: 5 × 105 = 525 > 500. The 4 SOL sell is worth 4 × 100 = 400.
    const summary = summarizeRisk(
      [long, { ...short, quantity: 4 }],
      markets,
      { ...flat, available: 1000 },
      { maxOrderSizeUsd: 500 },
    );
    expect(summary.orders[0]?.refusal).toEqual({
      key: "plan.agentMax",
      params: { value: "525.00", max: 500 },
    });
    expect(summary.orders[1]?.refusal).toBeNull();
    expect(summary.ready).toBe(1);
  });

  it("needs no margin for a close and gives it no liquidation price or stop", () => {
    const account: RiskAccount = {
      accountValue: 100,
      available: 0,
      positions: [{ coin: "SOL", size: 5, leverage: 10, price: 100 }],
    };
    const [close] = summarizeRisk(
      [{ coin: "SOL", side: "SELL", quantity: 5, reduceOnly: true }],
      markets,
      account,
    ).orders;
    expect(close).toMatchObject({
      margin: 0,
      refusal: null,
      liquidationPrice: null,
      lossAtStop: null,
      leverage: null,
    });
  });
});
