import { describe, expect, it } from "vitest";
import { orderToExecuteSchema } from "../api/execution.ts";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import type { TradingDecision } from "./decision.ts";
import { type ExecutionPlan, planExecution, positionRefsOf } from "./plan-execution.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });

const decision = (
  coin: string,
  action: TradingDecision["action"],
  fields: Partial<TradingDecision> = {},
) => ({
  coin,
  action,
  confidence: 0.7,
  reasoning: "",
  quantity: 0.1,
  entry_price: 100,
  leverage: 10,
  stop_loss: 95,
  take_profit: 110,
  risk_reward_ratio: 2,
  ...fields,
});

const ordersOf = (plan: ExecutionPlan) => (plan.kind === "orders" ? plan.orders : []);

describe("planExecution", () => {
  it("executes nothing when every decision is HOLD", () => {
    const plan = planExecution([decision("BTC", "HOLD"), decision("ETH", "HOLD")], { positions: [] });
    expect(plan.kind).toBe("all-hold");
    if (plan.kind === "all-hold") {
      expect(both(plan.message)).toEqual({
        en: "No trades to execute (all HOLD)",
        zh: "没有需要执行的交易（全部为 HOLD）",
      });
    }
  });

  it("turns BUY and SELL into market orders with the decision's numbers", () => {
    const plan = planExecution([decision("BTC", "BUY"), decision("ETH", "HOLD"), decision("SOL", "SELL")], {
      positions: [],
    });
    expect(plan).toEqual({
      kind: "orders",
      orders: [
        {
          coin: "BTC",
          side: "BUY",
          quantity: 0.1,
          limitPrice: null,
          reduceOnly: false,
          leverage: 10,
          stop_loss: 95,
          take_profit: 110,
          risk_reward_ratio: 2,
        },
        expect.objectContaining({ coin: "SOL", side: "SELL", reduceOnly: false }),
      ],
      indices: [0, 2],
      counts: { buy: 1, sell: 1, close: 0 },
      skipped: [],
    });
    for (const order of ordersOf(plan)) expect(orderToExecuteSchema.safeParse(order).success).toBe(true);
  });

  it("lets the user's edits, keyed by card index, override the decision", () => {
    const plan = planExecution([decision("BTC", "HOLD"), decision("ETH", "BUY")], {
      positions: [],
      edits: { 1: { quantity: 0.5, leverage: 3, stop_loss: null }, 0: { quantity: 9 } },
    });
    expect(ordersOf(plan)).toEqual([
      expect.objectContaining({ coin: "ETH", quantity: 0.5, leverage: 3, stop_loss: null, take_profit: 110 }),
    ]);
  });

  it("closes a long by selling and a short by buying its whole size, reduce-only", () => {
    const plan = planExecution([decision("BTC", "CLOSE"), decision("ETH", "CLOSE", { quantity: 1 })], {
      positions: [
        { coin: "BTC", size: 0.25 },
        { coin: "ETH", size: -3 },
      ],
    });
    expect(ordersOf(plan)).toEqual([
      { coin: "BTC", side: "SELL", quantity: 0.25, limitPrice: null, reduceOnly: true },
      { coin: "ETH", side: "BUY", quantity: 3, limitPrice: null, reduceOnly: true },
    ]);
    expect(plan.kind === "orders" && plan.counts).toEqual({ buy: 0, sell: 0, close: 2 });
  });

  it("closes the decision's quantity by selling when no position is found", () => {
    const plan = planExecution([decision("SOL", "CLOSE", { quantity: 2 })], { positions: [] });
    expect(ordersOf(plan)).toEqual([
      { coin: "SOL", side: "SELL", quantity: 2, limitPrice: null, reduceOnly: true },
    ]);
  });

  it("reads the model's loosely written coins as catalogue symbols", () => {
    const plan = planExecution([decision("btc", "BUY"), decision("kPEPE", "CLOSE")], {
      positions: [{ coin: "PEPE", size: 1000 }],
    });
    expect(ordersOf(plan).map((order) => [order.coin, order.side, order.quantity])).toEqual([
      ["BTC", "BUY", 0.1],
      ["PEPE", "SELL", 1000],
    ]);
  });

  it("skips, with a reason, decisions that would make a bad order", () => {
    const plan = planExecution(
      [
        decision("FARTCOIN", "BUY"),
        decision("BTC", "BUY", { quantity: 0 }),
        decision("ETH", "SELL"),
        decision("SOL", "CLOSE", { quantity: null }),
        decision("XRP", "BUY"),
      ],
      { positions: [], edits: { 2: { quantity: null }, 4: { leverage: 50 } } },
    );
    expect(plan.kind === "orders" && plan.orders).toEqual([]);
    const skipped = plan.kind === "orders" ? plan.skipped : [];
    expect(skipped.map(({ index, coin, message }) => ({ index, coin, ...both(message) }))).toEqual([
      {
        index: 0,
        coin: "FARTCOIN",
        en: "FARTCOIN is not a supported coin, so it was not traded",
        zh: "FARTCOIN 不是支持的币种，未交易",
      },
      {
        index: 1,
        coin: "BTC",
        en: "BTC BUY has no quantity above 0, so it was not traded",
        zh: "BTC BUY 没有大于 0 的数量，未交易",
      },
      {
        index: 2,
        coin: "ETH",
        en: "ETH SELL has no quantity above 0, so it was not traded",
        zh: "ETH SELL 没有大于 0 的数量，未交易",
      },
      { index: 3, coin: "SOL", en: "No open SOL position to close", zh: "没有可平仓的 SOL 持仓" },
      {
        index: 4,
        coin: "XRP",
        en: "XRP: leverage must be a whole number from 1 to 20, so it was not traded",
        zh: "XRP：杠杆必须是 1 到 20 之间的整数，未交易",
      },
    ]);
  });

  it("sends no stop loss or take profit for a 0 price, which means none", () => {
    const plan = planExecution([decision("BTC", "BUY", { stop_loss: 0, take_profit: 0 })], { positions: [] });
    expect(ordersOf(plan)).toEqual([expect.objectContaining({ stop_loss: null, take_profit: null })]);
  });
});

describe("positionRefsOf", () => {
  it("signs sizes by side: long positive, short negative", () => {
    const base = {
      entryPrice: 1,
      currentPrice: 1,
      leverage: 1,
      marginMode: "cross" as const,
      unrealizedPnl: 0,
      returnPercent: 0,
      liquidationPrice: null,
      marginUsed: 1,
      positionValue: 1,
    };
    expect(
      positionRefsOf([
        { ...base, coin: "BTC", side: "LONG", size: 0.5 },
        { ...base, coin: "ETH", side: "SHORT", size: 2 },
      ]),
    ).toEqual([
      { coin: "BTC", size: 0.5 },
      { coin: "ETH", size: -2 },
    ]);
  });
});
