import { describe, expect, it } from "vitest";
import type { TradingDecision } from "./decision.ts";
import { executedCards, reviewDecisions } from "./decision-review.ts";
import type { PlanMarket } from "./order-planner.ts";

const market = (coin: string, midPrice: number, szDecimals: number): PlanMarket => ({
  coin,
  exchangeCoin: coin,
  assetIndex: 0,
  szDecimals,
  maxLeverage: 20,
  midPrice,
  markPrice: midPrice,
});
const markets = new Map([
  ["SOL", market("SOL", 100, 2)],
  ["XRP", market("XRP", 2, 0)],
]);
const buy = (coin: string, fields: Partial<TradingDecision> = {}): TradingDecision => ({
  coin,
  action: "BUY",
  confidence: 0.7,
  reasoning: "",
  quantity: 5,
  entry_price: 100,
  leverage: 10,
  stop_loss: 95,
  take_profit: 110,
  risk_reward_ratio: 2,
  ...fields,
});
const context = {
  markets,
  account: { accountValue: 10_000, available: 10_000, positions: [] },
  positions: [],
};

describe("reviewDecisions", () => {
  it("puts each problem on the field the user typed, and keeps the other cards ready", () => {
    const review = reviewDecisions(
      [
        buy("SOL"),
        buy("SOL"),
        buy("SOL"),
        buy("SOL"),
        buy("XRP", { quantity: 9_999_999, stop_loss: 1.9, take_profit: 2.2 }),
      ],
      {
        1: { stop_loss: 101 },
        2: { quantity: 0 },
        3: { quantity: 0.00001 },
      },
      { ...context, limits: { maxOrderSizeUsd: 1000 } },
    );
    expect(review.cards.get(0)).toMatchObject({ refusal: null, field: null });
    expect(review.cards.get(1)).toMatchObject({ field: "stop_loss", refusal: { key: "plan.stopSide.long" } });
    expect(review.cards.get(2)).toMatchObject({
      field: "quantity",
      refusal: { key: "validation.decision.quantityPositive" },
    });
    expect(review.cards.get(3)).toMatchObject({ field: "quantity", refusal: { key: "plan.belowLot" } });
    expect(review.cards.get(4)).toMatchObject({ field: "quantity", refusal: { key: "plan.agentMax" } });
    expect(review.ready.map((item) => item.index)).toEqual([0]);
    expect(review.total).toBe(5);
  });

  it("recomputes risk/reward from the edited target", () => {
    const review = reviewDecisions([buy("SOL")], { 0: { take_profit: 121.4 } }, context);
    expect(review.cards.get(0)?.risk?.riskReward).toBeCloseTo(4.28, 10);
  });

  it("without markets, checks the decisions alone and sends what they make", () => {
    const review = reviewDecisions(
      [buy("SOL"), buy("SOL", { quantity: 0 })],
      {},
      { ...context, markets: null },
    );
    expect(review.risk).toBeNull();
    expect(review.ready.map((item) => item.index)).toEqual([0]);
    expect(review.cards.get(1)?.field).toBe("quantity");
  });
});

describe("executedCards", () => {
  it("marks the cards whose orders went through, whatever order the results come back in", () => {
    const sent = [
      { index: 0, order: { coin: "SOL" } },
      { index: 2, order: { coin: "ETH" } },
      { index: 3, order: { coin: "XRP" } },
    ];
    const results = [
      { coin: "ETH", success: true },
      { coin: "SOL", success: true },
      { coin: "XRP", success: false },
    ];
    expect(executedCards(sent, results)).toEqual([0, 2]);
  });
});
