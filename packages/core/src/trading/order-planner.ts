import { formatPrice, formatSize } from "@nktkas/hyperliquid/utils";
import type { OrderToExecute } from "../api/execution.ts";
import type { Message } from "../i18n/message.ts";

/** Hyperliquid's minimum order value, in USDC. */
export const MIN_ORDER_VALUE_USD = 10;
/** The app's leverage range (spec: 1–20x), further capped by each coin's maximum. */
export const PLAN_LEVERAGE = { min: 1, max: 20 } as const;
/** How far past the mid a market order may fill: Hyperliquid has no market type, so it is an IOC limit. */
export const MARKET_SLIPPAGE = 0.05;
/** Limit offset of market trigger orders: Hyperliquid gives market TP/SL a 10 % slippage tolerance. */
export const TRIGGER_SLIPPAGE = 0.1;
/** Hyperliquid refuses an order whose price is more than 80 % away from the reference (mark) price. */
export const MAX_DISTANCE_FROM_REFERENCE = 0.8;

/** What the planner needs to know of a coin's market. */
export interface PlanMarket {
  readonly coin: string;
  readonly exchangeCoin: string;
  readonly assetIndex: number;
  readonly szDecimals: number;
  readonly maxLeverage: number;
  readonly midPrice: number;
  readonly markPrice?: number | undefined;
}

/** Limits an order must keep besides the exchange's: an agent's maximum order size, a risk band. */
export interface PlanLimits {
  /** An agent's maximum order value in USDC, at the worst price the order can fill at. */
  readonly maxOrderSizeUsd?: number | undefined;
  /** The risk preference's leverage band. */
  readonly leverageBand?: { readonly min: number; readonly max: number } | undefined;
}

/** An order that passed every check, with its exact wire strings. */
export interface ReadyOrder {
  readonly index: number;
  readonly order: OrderToExecute;
  readonly market: PlanMarket;
  /** Size cut to the lot, never "0". */
  readonly size: string;
  /** Limit price cut to the tick, never "0": the order's limit, or the mid ± MARKET_SLIPPAGE for a market order. */
  readonly price: string;
  readonly tif: "Gtc" | "Ioc";
  /** Trigger prices cut to the tick, on the right side of the expected entry; absent for reduce-only orders. */
  readonly stopLoss: string | null;
  readonly takeProfit: string | null;
  /** The order's value at the worst price it can fill at (USDC). */
  readonly worstNotional: number;
}

/** An order refused before anything was sent, with why (a core catalogue message). */
export interface RejectedOrder {
  readonly index: number;
  readonly message: Message;
}

/** The orders that may be sent, and those refused. */
export interface OrderPlan {
  readonly ready: ReadyOrder[];
  readonly rejected: RejectedOrder[];
}

/** A price cut to the coin's tick, or null when it would be 0 (the SDK throws then). */
export function tickPrice(price: number, szDecimals: number): string | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  try {
    const text = formatPrice(price, szDecimals);
    return Number(text) > 0 ? text : null;
  } catch {
    return null;
  }
}

/** A size cut to the coin's lot, or null when it would be 0. */
export function lotSize(size: number, szDecimals: number): string | null {
  if (!Number.isFinite(size) || size <= 0) return null;
  try {
    const text = formatSize(size, szDecimals);
    return Number(text) > 0 ? text : null;
  } catch {
    return null;
  }
}

/**
 * The value of an order at the worst price it can fill at: a buy never pays above its limit; a sell
 * fills at the bids, which an IOC far below the mid does not bound, so it is valued at the higher of
 * its limit and the mid/mark.
 */
export function worstFillNotional(isBuy: boolean, size: number, limit: number, market: PlanMarket): number {
  if (isBuy) return size * limit;
  return size * Math.max(limit, market.midPrice, market.markPrice ?? 0);
}

/**
 * Whether a stop loss or take profit at `trigger` sits on the wrong side of `reference` (the expected entry,
 * or the fill) for a position opened by a buy (`isBuy`) or a sell: a long's stop below, its target above.
 */
export function onWrongSide(
  kind: "stop_loss" | "take_profit",
  isBuy: boolean,
  trigger: number,
  reference: number,
): boolean {
  const below = trigger < reference;
  return kind === "stop_loss" ? isBuy !== below : isBuy === below;
}

const tooFar = (price: number, reference: number) =>
  Math.abs(price - reference) > MAX_DISTANCE_FROM_REFERENCE * reference;

const rejectWith = (index: number, key: Message["key"], params?: Message["params"]): RejectedOrder => ({
  index,
  message: params ? { key, params } : { key },
});

function planOne(
  index: number,
  order: OrderToExecute,
  market: PlanMarket | undefined,
  limits: PlanLimits,
): ReadyOrder | RejectedOrder {
  if (!market) return rejectWith(index, "plan.notListed", { coin: order.coin });
  const size = lotSize(order.quantity, market.szDecimals);
  if (!size) {
    return rejectWith(index, "plan.belowLot", {
      quantity: order.quantity,
      coin: market.exchangeCoin,
      lot: 10 ** -market.szDecimals,
    });
  }
  const isBuy = order.side === "BUY";
  const limitPrice = order.limitPrice ?? null;
  const raw = limitPrice ?? market.midPrice * (isBuy ? 1 + MARKET_SLIPPAGE : 1 - MARKET_SLIPPAGE);
  const price = tickPrice(raw, market.szDecimals);
  if (!price) return rejectWith(index, "plan.priceZero", { price: raw, coin: market.exchangeCoin });
  const reference = market.markPrice ?? market.midPrice;
  if (tooFar(Number(price), reference)) {
    return rejectWith(index, "plan.priceTooFar", { price: raw, coin: market.exchangeCoin, reference });
  }
  const entry = limitPrice ?? market.midPrice;
  const worstNotional = worstFillNotional(isBuy, Number(size), Number(price), market);
  if (!order.reduceOnly) {
    // The exchange values the order at the limit price it is sent with: a market sell's limit sits 5 %
    // under the mid, so $10.03 at the mid is refused as $9.53.
    if (Number(size) * Number(price) < MIN_ORDER_VALUE_USD) {
      return rejectWith(index, "plan.belowMinimum", { min: MIN_ORDER_VALUE_USD });
    }
    const leverage = order.leverage;
    if (leverage !== null && leverage !== undefined) {
      const max = Math.min(PLAN_LEVERAGE.max, market.maxLeverage);
      if (!Number.isInteger(leverage) || leverage < PLAN_LEVERAGE.min || leverage > max) {
        return rejectWith(index, "plan.leverage", { leverage, max, coin: market.exchangeCoin });
      }
      const band = limits.leverageBand;
      if (band && (leverage < band.min || leverage > band.max)) {
        return rejectWith(index, "plan.leverageBand", { leverage, min: band.min, max: band.max });
      }
    }
    if (limits.maxOrderSizeUsd !== undefined && worstNotional > limits.maxOrderSizeUsd) {
      return rejectWith(index, "plan.agentMax", {
        value: worstNotional.toFixed(2),
        max: limits.maxOrderSizeUsd,
      });
    }
  }
  const levels: { stop_loss: string | null; take_profit: string | null } = {
    stop_loss: null,
    take_profit: null,
  };
  if (!order.reduceOnly) {
    for (const kind of ["stop_loss", "take_profit"] as const) {
      const trigger = order[kind];
      if (trigger === null || trigger === undefined) continue;
      if (onWrongSide(kind, isBuy, trigger, entry) || trigger === entry) {
        const direction = isBuy ? "long" : "short";
        return rejectWith(index, `plan.${kind === "stop_loss" ? "stopSide" : "targetSide"}.${direction}`, {
          price: trigger,
          entry,
        });
      }
      const text = tickPrice(trigger, market.szDecimals);
      const closeLimit = tickPrice(
        trigger * (isBuy ? 1 - TRIGGER_SLIPPAGE : 1 + TRIGGER_SLIPPAGE),
        market.szDecimals,
      );
      if (!text || !closeLimit)
        return rejectWith(index, "plan.triggerZero", { price: trigger, coin: market.exchangeCoin });
      // The trigger's order is checked against the reference when it is placed, after the fill: refused
      // then, it would leave the position without the stop it asked for.
      if (tooFar(Number(closeLimit), reference)) {
        return rejectWith(index, `plan.triggerTooFar.${kind}`, {
          price: trigger,
          coin: market.exchangeCoin,
          reference,
        });
      }
      levels[kind] = text;
    }
  }
  return {
    index,
    order,
    market,
    size,
    price,
    tif: limitPrice === null ? "Ioc" : "Gtc",
    stopLoss: levels.stop_loss,
    takeProfit: levels.take_profit,
    worstNotional,
  };
}

/**
 * Every check an order must pass before anything is sent, for every path that sends orders: tick
 * and lot rounding that never gives 0, the $10 minimum, leverage 1–20 and the coin's maximum, stop
 * and target on the right side of the expected entry, an agent's maximum order size at the worst
 * fill price, the risk band. Pure: the same inputs give the same plan.
 */
export function planOrders(
  orders: readonly OrderToExecute[],
  markets: ReadonlyMap<string, PlanMarket>,
  limits: PlanLimits = {},
): OrderPlan {
  const plan: OrderPlan = { ready: [], rejected: [] };
  for (const [index, order] of orders.entries()) {
    const planned = planOne(index, order, markets.get(order.coin), limits);
    if ("message" in planned) plan.rejected.push(planned);
    else plan.ready.push(planned);
  }
  return plan;
}
