import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderToExecute } from "../api/execution.ts";
import { translate } from "../i18n/translate.ts";
import { MIN_ORDER_VALUE_USD, type PlanMarket, planOrders } from "./order-planner.ts";

const market = (coin: string, midPrice: number, szDecimals: number, maxLeverage = 20): PlanMarket => ({
  coin,
  exchangeCoin: coin,
  assetIndex: 0,
  szDecimals,
  maxLeverage,
  midPrice,
  markPrice: midPrice,
});

const btc = market("BTC", 90_000, 5, 40);
const markets = new Map([["BTC", btc]]);
const order = (fields: Partial<OrderToExecute>): OrderToExecute => ({
  coin: "BTC",
  side: "BUY",
  quantity: 0.001,
  reduceOnly: false,
  ...fields,
});

describe("planOrders", () => {
  it("refuses, per order and in both languages, what would format to 0 or sit on the wrong side", () => {
    const plan = planOrders(
      [
        order({ stop_loss: 0.05 }),
        order({ limitPrice: 0.05 }),
        order({ stop_loss: 95_000 }),
        order({ side: "SELL", take_profit: 95_000 }),
        order({ quantity: 0.000001 }),
        order({ quantity: 0.0001 }),
        order({ leverage: 25 }),
        order({ coin: "ETH" }),
        order({ stop_loss: 85_000, take_profit: 99_000, leverage: 10 }),
      ],
      markets,
    );
    expect(plan.ready.map((ready) => ready.index)).toEqual([8]);
    expect(plan.rejected.map((rejected) => rejected.message.key)).toEqual([
      "plan.triggerZero",
      "plan.priceZero",
      "plan.stopSide.long",
      "plan.targetSide.short",
      "plan.belowLot",
      "plan.belowMinimum",
      "plan.leverage",
      "plan.notListed",
    ]);
    for (const { message } of plan.rejected) {
      expect(translate(message, "en")).not.toMatch(/\{\{/);
      expect(translate(message, "zh")).not.toMatch(/\{\{/);
    }
  });

  it("refuses a limit or a stop whose order the exchange would find more than 80 % from the mark", () => {
    const plan = planOrders(
      [
        order({ limitPrice: 17_000 }),
        order({ stop_loss: 19_000 }),
        order({ side: "SELL", take_profit: 15_000 }),
        order({ stop_loss: 25_000 }),
      ],
      markets,
    );
    expect(plan.rejected.map((rejected) => rejected.message.key)).toEqual([
      "plan.priceTooFar",
      "plan.triggerTooFar.stop_loss",
      "plan.triggerTooFar.take_profit",
    ]);
    expect(plan.ready.map((ready) => ready.index)).toEqual([3]);
    expect(translate(plan.rejected[1]?.message ?? { key: "plan.notListed" }, "zh")).toContain("止损价 19000");
  });

  it("values a sell IOC at the mid against an agent's limit, not at its far-below limit", () => {
    const sell = order({ side: "SELL", quantity: 0.04, limitPrice: 22_500 });
    expect(planOrders([sell], markets, { maxOrderSizeUsd: 1000 }).rejected[0]?.message.key).toBe(
      "plan.agentMax",
    );
  });

  it("values the $10 minimum at the price sent, as the exchange does: a market sell's limit is 5 % under the mid", () => {
    // 0.000112 BTC is $10.08 at the mid but $9.58 at the sell's limit (the exchange refused it as under $10).
    const [sell] = planOrders([order({ side: "SELL", quantity: 0.000112 })], markets).rejected;
    expect(sell?.message.key).toBe("plan.belowMinimum");
    // The same size bought is sent 5 % above the mid: $10.58, accepted.
    expect(planOrders([order({ side: "BUY", quantity: 0.000112 })], markets).ready).toHaveLength(1);
  });

  it("property: every ready order sends non-zero strings, keeps $10, its levels' sides and the agent's limit", () => {
    const arbitraryOrder = fc.record({
      coin: fc.constant("SOL" as const),
      side: fc.constantFrom("BUY" as const, "SELL" as const),
      quantity: fc.double({ min: 1e-9, max: 1e6, noNaN: true }),
      limitPrice: fc.option(fc.double({ min: 1e-9, max: 1e7, noNaN: true }), { nil: null }),
      reduceOnly: fc.boolean(),
      leverage: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      stop_loss: fc.option(fc.double({ min: 1e-9, max: 1e7, noNaN: true }), { nil: null }),
      take_profit: fc.option(fc.double({ min: 1e-9, max: 1e7, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryOrder, { minLength: 1, maxLength: 25 }),
        fc.double({ min: 1e-6, max: 2e5, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.double({ min: 1, max: 1e6, noNaN: true }), { nil: undefined }),
        (orders, mid, szDecimals, maxLeverage, maxOrderSizeUsd) => {
          const listed = market("SOL", mid, szDecimals, maxLeverage);
          const plan = planOrders(orders, new Map([["SOL", listed]]), { maxOrderSizeUsd });
          expect(plan.ready.length + plan.rejected.length).toBe(orders.length);
          for (const ready of plan.ready) {
            const size = Number(ready.size);
            const price = Number(ready.price);
            expect(size).toBeGreaterThan(0);
            expect(price).toBeGreaterThan(0);
            if (ready.order.reduceOnly) continue;
            const entry = ready.order.limitPrice ?? mid;
            expect(size * entry).toBeGreaterThanOrEqual(MIN_ORDER_VALUE_USD);
            expect(ready.order.leverage ?? 1).toBeLessThanOrEqual(Math.min(20, maxLeverage));
            const isBuy = ready.order.side === "BUY";
            if (ready.stopLoss) expect(Number(ready.stopLoss) < entry).toBe(isBuy);
            if (ready.takeProfit) expect(Number(ready.takeProfit) > entry).toBe(isBuy);
            expect(Math.abs(price - mid)).toBeLessThanOrEqual(0.8 * mid);
            if (maxOrderSizeUsd !== undefined) {
              // A buy fills at or below its limit; a sell at the bids, at most the mid for an IOC below it.
              const worstFill = isBuy ? price : Math.max(price, mid);
              expect(size * worstFill).toBeLessThanOrEqual(maxOrderSizeUsd * (1 + 1e-12));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
