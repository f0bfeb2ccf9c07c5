import { type FundingPayment, fromExchangeCoin, type OpenOrder } from "@app/core";
import type {
  FrontendOpenOrdersResponse,
  UserFillsResponse,
  UserFundingResponse,
} from "@nktkas/hyperliquid/api/info";

/** One fill of an account, in the product's units. */
export interface Fill {
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly price: number;
  readonly size: number;
  readonly time: number;
  /** "Open Long", "Close Short", … as the exchange says. */
  readonly direction: string;
  readonly closedPnl: number;
  readonly fee: number;
  readonly orderId: number;
  readonly cloid: string | null;
}

/** An open order from `frontendOpenOrders`, which also carries triggers (TP/SL) and their prices. */
export function toFrontendOpenOrder(order: FrontendOpenOrdersResponse[number]): OpenOrder {
  return {
    coin: fromExchangeCoin(order.coin),
    side: order.side === "B" ? "BUY" : "SELL",
    limitPrice: Number(order.limitPx),
    size: Number(order.sz),
    orderId: order.oid,
    timestamp: order.timestamp,
    reduceOnly: order.reduceOnly === true,
    orderType: order.orderType,
    triggerPrice: order.isTrigger ? Number(order.triggerPx) : null,
  };
}

/** A fill from `userFills`. */
export function toFill(fill: UserFillsResponse[number]): Fill {
  return {
    coin: fromExchangeCoin(fill.coin),
    side: fill.side === "B" ? "BUY" : "SELL",
    price: Number(fill.px),
    size: Number(fill.sz),
    time: fill.time,
    direction: fill.dir,
    closedPnl: Number(fill.closedPnl),
    fee: Number(fill.fee),
    orderId: fill.oid,
    cloid: fill.cloid ?? null,
  };
}

/** A funding payment as the exchange's `userFunding` lists it, with numbers parsed and the catalogue's coin name. */
export function toFundingPayment(row: UserFundingResponse[number]): FundingPayment {
  return {
    coin: fromExchangeCoin(row.delta.coin),
    time: row.time,
    usdc: Number(row.delta.usdc),
    rate: Number(row.delta.fundingRate),
    size: Number(row.delta.szi),
  };
}
