import type { OrderToExecute } from "../api/execution.ts";
import { formatUsdc } from "../format/numbers.ts";
import type { Message } from "../i18n/message.ts";
import { type PlanLimits, type PlanMarket, planOrders, type ReadyOrder } from "./order-planner.ts";
import { crossLiquidationPrice, lossAtStop, maintenanceRate, riskReward, takerFee } from "./risk-figures.ts";

/** An open position as the risk summary needs it. */
export interface RiskPosition {
  /** Catalogue symbol. */
  readonly coin: string;
  /** Signed size: > 0 long, < 0 short. */
  readonly size: number;
  readonly leverage: number;
  /** Its current (mark) price. */
  readonly price: number;
}

/** The account an execution would trade (cross margin). */
export interface RiskAccount {
  /** Cross account value (equity) in USDC. */
  readonly accountValue: number;
  /** Margin free for new positions, in USDC. */
  readonly available: number;
  readonly positions: readonly RiskPosition[];
}

/** The pre-trade figures of one order, and why it would be refused (null when it can go). */
export interface OrderRisk {
  /** Index of the order in the execution. */
  readonly index: number;
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly reduceOnly: boolean;
  /** Size as it would be sent (cut to the lot), or as asked when refused. */
  readonly size: number;
  /** Expected fill: the mid for a market order, else its limit; null when the coin has no market. */
  readonly estimatedFill: number | null;
  readonly notional: number | null;
  /** Initial margin the order takes (0 for a close or for the part that reduces a position). */
  readonly margin: number | null;
  readonly leverage: number | null;
  /** Cross liquidation price of the coin's position after the execution; null for none or a close. */
  readonly liquidationPrice: number | null;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  /** What the stop loses if it fills at its price, fees included, in USDC and in % of account value. */
  readonly lossAtStop: number | null;
  readonly lossAtStopPercent: number | null;
  /** Taker fee of the entry, in USDC. */
  readonly fee: number | null;
  readonly riskReward: number | null;
  /** Why the order would be refused before it is sent (a core catalogue message), or null. */
  readonly refusal: Message | null;
}

/** The pre-trade risk of an execution: every order, and totals of those that would be sent. */
export interface RiskSummary {
  readonly orders: OrderRisk[];
  /** How many orders would be sent. */
  readonly ready: number;
  readonly totals: {
    readonly notional: number;
    readonly margin: number;
    readonly fees: number;
    readonly lossAtStop: number;
    readonly lossAtStopPercent: number | null;
  };
}

/** Leverage an order trades at: its own, else the position's, else the exchange's default (20x or the coin's max). */
function leverageOf(order: OrderToExecute, market: PlanMarket, position: RiskPosition | undefined): number {
  if (order.leverage) return order.leverage;
  if (position && position.leverage > 0) return position.leverage;
  return Math.min(20, market.maxLeverage);
}

/** The part of a trade of `size` (> 0) that opens exposure on a position of signed size `held`. */
function openingSize(isBuy: boolean, size: number, held: number): number {
  const reducing = isBuy ? held < 0 : held > 0;
  return reducing ? Math.max(0, size - Math.abs(held)) : size;
}

const pct = (value: number, of: number) => (of > 0 ? (value / of) * 100 : null);

interface Draft {
  risk: Omit<OrderRisk, "liquidationPrice" | "lossAtStopPercent">;
  ready: ReadyOrder | null;
}

/**
 * The pre-trade risk summary of an execution (cross margin): per order the size, notional, margin,
 * leverage, expected fill, liquidation price after the execution, stop and target, loss at the stop and
 * the entry fee; and which orders would be refused before anything is sent — every rule of the order
 * planner (exchange minimums, tick and lot, leverage, stop and target sides, the agent's maximum), then
 * the free margin, spent in order. Refused orders are left out of the totals and the liquidation prices.
 */
export function summarizeRisk(
  orders: readonly OrderToExecute[],
  markets: ReadonlyMap<string, PlanMarket>,
  account: RiskAccount,
  limits: PlanLimits = {},
): RiskSummary {
  const plan = planOrders(orders, markets, limits);
  const readyByIndex = new Map(plan.ready.map((ready) => [ready.index, ready]));
  const refusedByIndex = new Map(plan.rejected.map((refused) => [refused.index, refused.message]));
  const held = new Map(account.positions.map((position) => [position.coin, position.size]));
  const positions = new Map(account.positions.map((position) => [position.coin, position]));
  let free = account.available;
  let fees = 0;

  const drafts: Draft[] = orders.map((order, index) => {
    const market = markets.get(order.coin);
    const ready = readyByIndex.get(index) ?? null;
    const isBuy = order.side === "BUY";
    const size = ready ? Number(ready.size) : order.quantity;
    const fill = market ? (order.limitPrice ?? market.midPrice) : null;
    const leverage = market ? leverageOf(order, market, positions.get(order.coin)) : null;
    const heldSize = held.get(order.coin) ?? 0;
    const notional = fill === null ? null : size * fill;
    let margin: number | null = null;
    if (order.reduceOnly) margin = 0;
    else if (fill !== null && leverage !== null)
      margin = (openingSize(isBuy, size, heldSize) * fill) / leverage;
    const fee = notional === null ? null : takerFee(notional);
    let refusal = refusedByIndex.get(index) ?? null;
    if (!refusal && margin !== null && margin > free + 1e-9) {
      refusal = {
        key: "risk.margin",
        params: { needed: formatUsdc(margin), available: formatUsdc(Math.max(0, free)) },
      };
    }
    const sendable = refusal === null ? ready : null;
    if (sendable) {
      free -= margin ?? 0;
      fees += fee ?? 0;
      held.set(order.coin, heldSize + (isBuy ? size : -size));
    }
    const stopLoss = sendable?.stopLoss ? Number(sendable.stopLoss) : (order.stop_loss ?? null);
    const takeProfit = sendable?.takeProfit ? Number(sendable.takeProfit) : (order.take_profit ?? null);
    const protective = !order.reduceOnly && fill !== null;
    return {
      ready: sendable,
      risk: {
        index,
        coin: order.coin,
        side: order.side,
        reduceOnly: order.reduceOnly,
        size,
        estimatedFill: fill,
        notional,
        margin,
        leverage: order.reduceOnly ? null : leverage,
        stopLoss: order.reduceOnly ? null : stopLoss,
        takeProfit: order.reduceOnly ? null : takeProfit,
        lossAtStop:
          protective && stopLoss !== null ? lossAtStop({ isBuy, size, entry: fill, stop: stopLoss }) : null,
        fee,
        riskReward: protective ? riskReward(isBuy, fill, stopLoss, takeProfit) : null,
        refusal,
      },
    };
  });

  // After the execution: the account pays the fees, and each coin's position is valued at its fill
  // (or its mark) for the maintenance margin every cross position needs.
  const fillOf = new Map<string, number>();
  for (const { ready, risk } of drafts) {
    if (ready && risk.estimatedFill !== null) fillOf.set(risk.coin, risk.estimatedFill);
  }
  const priceOf = (coin: string) =>
    fillOf.get(coin) ??
    markets.get(coin)?.markPrice ??
    markets.get(coin)?.midPrice ??
    positions.get(coin)?.price ??
    0;
  let maintenance = 0;
  for (const [coin, size] of held) {
    const market = markets.get(coin);
    if (size !== 0 && market)
      maintenance += Math.abs(size) * priceOf(coin) * maintenanceRate(market.maxLeverage);
  }
  const accountValue = account.accountValue - fees;

  const risks = drafts.map(({ ready, risk }): OrderRisk => {
    const market = markets.get(risk.coin);
    const size = held.get(risk.coin) ?? 0;
    const liquidationPrice =
      ready && market && !risk.reduceOnly
        ? crossLiquidationPrice({
            price: priceOf(risk.coin),
            size,
            accountValue,
            maintenanceMargin: maintenance,
            maxLeverage: market.maxLeverage,
          })
        : null;
    const lossAtStopPercent = risk.lossAtStop === null ? null : pct(risk.lossAtStop, account.accountValue);
    return { ...risk, liquidationPrice, lossAtStopPercent };
  });

  const sent = risks.filter((risk) => risk.refusal === null);
  const sum = (pick: (risk: OrderRisk) => number | null) =>
    sent.reduce((total, risk) => total + (pick(risk) ?? 0), 0);
  const totalLoss = sum((risk) => risk.lossAtStop);
  return {
    orders: risks,
    ready: sent.length,
    totals: {
      notional: sum((risk) => risk.notional),
      margin: sum((risk) => risk.margin),
      fees: sum((risk) => risk.fee),
      lossAtStop: totalLoss,
      lossAtStopPercent: pct(totalLoss, account.accountValue),
    },
  };
}
