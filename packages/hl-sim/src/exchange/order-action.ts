import type { OrderRequest, OrderResponse } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { assetById } from "../market/assets.ts";
import { assetOutOfRange, OrderRejection, orderError } from "../matching/order-errors.ts";
import { type OrderStatus, type PlacementContext, placeOrder } from "../matching/place-order.ts";

/** An `order` action as decoded by the SDK's schema. */
export type OrderAction = OrderRequest["action"];

/** Hyperliquid's answer to an action that failed as a whole. */
export interface ActionError {
  status: "err";
  response: string;
}

/** A top-level error answer. */
export function actionError(message: string): ActionError {
  return { status: "err", response: message };
}

/**
 * Runs an `order` action: every order in turn against the account (later orders see the earlier
 * fills), one status per order. Payload-level problems reject the whole action before anything
 * fills, as Hyperliquid does: an unknown asset, or a TP/SL grouping (not supported yet — refusing it
 * whole avoids leaving an entry filled without its protection).
 */
export function runOrderAction(
  ctx: PlacementContext,
  account: Account,
  action: OrderAction,
): OrderResponse | ActionError {
  for (const order of action.orders) {
    if (!assetById(order.a)) return actionError(assetOutOfRange(order.a));
  }
  const statuses: OrderStatus[] =
    action.grouping === "normalTpsl" || action.grouping === "positionTpsl"
      ? action.orders.map((order) => orderError(OrderRejection.groupingUnsupported, order.a))
      : action.orders.map((order) => {
          const asset = assetById(order.a);
          return asset
            ? placeOrder(ctx, account, asset, order)
            : orderError(assetOutOfRange(order.a), order.a);
        });
  return { status: "ok", response: { type: "order", data: { statuses } } };
}
