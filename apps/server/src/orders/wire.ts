import { type Message, type OrderToExecute, translate } from "@app/core";
import { planOrders, type ReadyOrder } from "@app/core/trading/order-planner";
import type { AssetMarket } from "../exchange/market-data.ts";

export { MARKET_SLIPPAGE, TRIGGER_SLIPPAGE } from "@app/core/trading/order-planner";

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
export type BuiltOrder = { ok: true; order: WireOrder } | { ok: false; error: string; errorMessage: Message };

/** A fresh client order id: 16 random bytes, so a retried request can be recognised by the exchange. */
export function newClientOrderId(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** The wire form of an order the planner marked ready. */
export function wireOf(ready: ReadyOrder, cloid = newClientOrderId()): WireOrder {
  return {
    a: ready.market.assetIndex,
    b: ready.order.side === "BUY",
    p: ready.price,
    s: ready.size,
    r: ready.order.reduceOnly,
    t: { limit: { tif: ready.tif } },
    c: cloid,
  };
}

/**
 * The main order of an order to execute, after every check of the order planner: size cut to the lot
 * size, price to the tick size; a market order is an IOC bounded MARKET_SLIPPAGE past the mid, a limit
 * order rests (GTC). The reason of a refusal is in English (the answer's language).
 */
export function buildMainOrder(
  order: OrderToExecute,
  market: AssetMarket,
  cloid = newClientOrderId(),
): BuiltOrder {
  const plan = planOrders([order], new Map([[order.coin, market]]));
  const [ready] = plan.ready;
  if (!ready) {
    const [refused] = plan.rejected;
    const message: Message = refused ? refused.message : { key: "order.cannotSend" };
    return { ok: false, error: translate(message, "en"), errorMessage: message };
  }
  return { ok: true, order: wireOf(ready, cloid) };
}
