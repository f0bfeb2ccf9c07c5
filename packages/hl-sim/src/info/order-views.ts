import type {
  FrontendOpenOrdersResponse,
  OpenOrdersResponse,
  OrderStatusResponse,
} from "@nktkas/hyperliquid/api/info";
import type { OrderRecord, OrderStore } from "../matching/order-store.ts";
import { priceUnitsToWire, sizeUnitsToWire } from "../numbers/price-rules.ts";

type FrontendOpenOrder = FrontendOpenOrdersResponse[number];

/** Hyperliquid's `orderType` of an order. */
function orderType(order: OrderRecord): FrontendOpenOrder["orderType"] {
  const trigger = order.placedAsTrigger;
  if (!trigger) return "Limit";
  if (trigger.tpsl === "tp") return trigger.isMarket ? "Take Profit Market" : "Take Profit Limit";
  return trigger.isMarket ? "Stop Market" : "Stop Limit";
}

/** "Price above 10.004" / "Price below …" for a waiting trigger, "Triggered" once fired, "N/A" otherwise. */
function triggerCondition(order: OrderRecord): string {
  const placed = order.placedAsTrigger;
  if (!placed) return "N/A";
  if (!order.trigger) return "Triggered";
  const onRise = order.isBuy !== (placed.tpsl === "tp");
  return `Price ${onRise ? "above" : "below"} ${priceUnitsToWire(placed.px, order.asset.szDecimals)}`;
}

/** The fields `openOrders` and `frontendOpenOrders` share, in Hyperliquid's key order. */
function baseOrderView(order: OrderRecord) {
  const d = order.asset.szDecimals;
  return {
    coin: order.asset.name,
    side: order.isBuy ? ("B" as const) : ("A" as const),
    limitPx: priceUnitsToWire(order.limitPx, d),
    sz: sizeUnitsToWire(order.sz, d),
    oid: order.oid,
    timestamp: order.timestamp,
    origSz: sizeUnitsToWire(order.origSz, d),
  };
}

/** One order as `frontendOpenOrders` shows it, with its waiting TP/SL children nested. */
export function frontendOrder(order: OrderRecord, orders: OrderStore): FrontendOpenOrder {
  const d = order.asset.szDecimals;
  const children = order.childOids
    .map((oid) => orders.get(oid))
    .filter((child): child is OrderRecord => child?.status === "open" && child.parentOid === order.oid);
  return {
    ...baseOrderView(order),
    triggerCondition: triggerCondition(order),
    isTrigger: order.trigger !== null,
    triggerPx: order.placedAsTrigger ? priceUnitsToWire(order.placedAsTrigger.px, d) : "0.0",
    children: children.map((child) => frontendOrder(child, orders)),
    isPositionTpsl: order.isPositionTpsl,
    reduceOnly: order.reduceOnly,
    orderType: orderType(order),
    tif: order.tif,
    cloid: order.cloid ?? null,
  };
}

/** A user's live orders, newest first; TP/SL children waiting for a parent appear under it only. */
function visibleOrders(orders: OrderStore, user: string): OrderRecord[] {
  return orders
    .liveOf(user)
    .filter((order) => order.parentOid === null)
    .reverse();
}

/** `openOrders`. */
export function openOrders(orders: OrderStore, user: string): OpenOrdersResponse {
  return visibleOrders(orders, user).map((order) => {
    return {
      ...baseOrderView(order),
      ...(order.cloid ? { cloid: order.cloid } : {}),
      ...(order.reduceOnly ? { reduceOnly: true as const } : {}),
    };
  });
}

/** `frontendOpenOrders`. */
export function frontendOpenOrders(orders: OrderStore, user: string): FrontendOpenOrder[] {
  return visibleOrders(orders, user).map((order) => frontendOrder(order, orders));
}

/** `orderStatus` of an oid or cloid: only the user's own orders are known to it. */
export function orderStatus(
  orders: OrderStore,
  user: string,
  id: number | `0x${string}`,
): OrderStatusResponse {
  const order = typeof id === "number" ? orders.get(id) : orders.byCloid(user, id);
  if (!order || order.user !== user.toLowerCase()) return { status: "unknownOid" };
  return {
    status: "order",
    order: {
      order: frontendOrder(order, orders),
      status: order.status,
      statusTimestamp: order.statusTimestamp,
    },
  };
}
