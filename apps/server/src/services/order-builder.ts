import type { OrderToExecute } from "@app/core";
import { formatPrice, formatSize } from "@nktkas/hyperliquid/utils";
import type { AssetMarket } from "../exchange/market-data.ts";

/** How far past the mid a market order may fill: Hyperliquid has no market type, so it is an IOC limit. */
export const MARKET_SLIPPAGE = 0.05;
/** Limit offset of market trigger orders: Hyperliquid gives market TP/SL a 10 % slippage tolerance. */
export const TRIGGER_SLIPPAGE = 0.1;

/** One order in Hyperliquid's wire form (`a,b,p,s,r,t,c`). */
export interface WireOrder {
  a: number;
  b: boolean;
  p: string;
  s: string;
  r: boolean;
  t:
    | { limit: { tif: "Gtc" | "Ioc" } }
    | { trigger: { isMarket: boolean; triggerPx: string; tpsl: "tp" | "sl" } };
  c: `0x${string}`;
}

/** A wire order, or why the order cannot be sent. */
export type BuiltOrder = { ok: true; order: WireOrder } | { ok: false; error: string };

/** A fresh client order id: 16 random bytes, so a retried request can be recognised by the exchange. */
export function newClientOrderId(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/**
 * The main order of an order to execute: size cut to the lot size, price to the tick size; a market
 * order is an IOC bounded MARKET_SLIPPAGE past the mid, a limit order rests (GTC).
 */
export function buildMainOrder(
  order: OrderToExecute,
  market: AssetMarket,
  cloid = newClientOrderId(),
): BuiltOrder {
  // The SDK throws when truncation leaves nothing; answer with a sentence the trader can act on.
  const lot = 10 ** -market.szDecimals;
  if (order.quantity < lot) {
    return {
      ok: false,
      error: `Quantity ${order.quantity} is below ${market.exchangeCoin}'s lot size of ${lot}.`,
    };
  }
  const size = formatSize(order.quantity, market.szDecimals);
  const isBuy = order.side === "BUY";
  const limitPrice = order.limitPrice ?? null;
  const rawPrice = limitPrice ?? market.midPrice * (isBuy ? 1 + MARKET_SLIPPAGE : 1 - MARKET_SLIPPAGE);
  return {
    ok: true,
    order: {
      a: market.assetIndex,
      b: isBuy,
      p: formatPrice(rawPrice, market.szDecimals),
      s: size,
      r: order.reduceOnly,
      t: { limit: { tif: limitPrice === null ? "Ioc" : "Gtc" } },
      c: cloid,
    },
  };
}

/**
 * A stop loss or take profit for a position opened by `side`: a reduce-only market trigger order on
 * the opposite side, whose limit is TRIGGER_SLIPPAGE past the trigger in the direction of the fill.
 */
export function buildProtectiveOrder(
  kind: "stop_loss" | "take_profit",
  side: "BUY" | "SELL",
  triggerPrice: number,
  size: string,
  market: AssetMarket,
  cloid = newClientOrderId(),
): WireOrder {
  const closeIsBuy = side === "SELL";
  const limit = triggerPrice * (closeIsBuy ? 1 + TRIGGER_SLIPPAGE : 1 - TRIGGER_SLIPPAGE);
  return {
    a: market.assetIndex,
    b: closeIsBuy,
    p: formatPrice(limit, market.szDecimals),
    s: size,
    r: true,
    t: {
      trigger: {
        isMarket: true,
        triggerPx: formatPrice(triggerPrice, market.szDecimals),
        tpsl: kind === "stop_loss" ? "sl" : "tp",
      },
    },
    c: cloid,
  };
}

/** Why a stop or target is on the wrong side of the entry for `side`, or null when it is fine. */
export function protectiveLevelError(
  kind: "stop_loss" | "take_profit",
  side: "BUY" | "SELL",
  triggerPrice: number,
  entryPrice: number,
): string | null {
  const long = side === "BUY";
  const below = triggerPrice < entryPrice;
  const wrong = kind === "stop_loss" ? (long ? !below : below) : long ? below : !below;
  if (!wrong) return null;
  const label = kind === "stop_loss" ? "Stop loss" : "Take profit";
  return `${label} ${triggerPrice} is on the wrong side of the entry ${entryPrice} for a ${long ? "long" : "short"}.`;
}
