import type { OrderRequest, OrderResponse } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { assetById } from "../market/assets.ts";
import { assetOutOfRange, OrderRejection, orderError } from "../matching/order-errors.ts";
import {
  type OrderStatus,
  type OrderWire,
  type Placement,
  type PlacementContext,
  type PlacementRole,
  placeOrder,
} from "../matching/place-order.ts";

/** An `order` action as decoded by the SDK's schema. */
export type OrderAction = OrderRequest["action"];

/** Hyperliquid's answer to an action that failed as a whole. */
export interface ActionError {
  status: "err";
  response: string;
}

/** Hyperliquid's refusal of an order whose builder the user has not approved for that fee. */
export const BUILDER_FEE_NOT_APPROVED = "Builder fee has not been approved.";

/** A builder charges at most 0.1 % on perps: 100 tenths of a basis point (docs "Builder codes"). */
export const MAX_PERP_BUILDER_FEE_TENTHS_BP = 100;

/** A top-level error answer. */
export function actionError(message: string): ActionError {
  return { status: "err", response: message };
}

/**
 * Runs an `order` action: every order in turn against the account (later orders see the earlier
 * fills), one status per order. Payload-level problems reject the whole action before anything is
 * placed, as Hyperliquid does: an unknown asset, or a TP/SL grouping whose TP/SL legs are not
 * reduce-only triggers.
 * - `na`: independent orders;
 * - `normalTpsl`: the first order is the entry, the others its TP/SL; they go live when the entry
 *   fills ("waitingForTrigger") or wait for it to fill while it rests ("waitingForFill");
 * - `positionTpsl`: TP/SL triggers on the whole position, sized to it when they fire.
 */
export function runOrderAction(
  ctx: PlacementContext,
  account: Account,
  action: OrderAction,
): OrderResponse | ActionError {
  for (const order of action.orders) {
    if (!assetById(order.a)) return actionError(assetOutOfRange(order.a));
  }
  if (action.builder) {
    // The fee `f` is in tenths of a basis point, as is the user's approval; an approval of 0 admits `f: 0`.
    if (action.builder.f > MAX_PERP_BUILDER_FEE_TENTHS_BP) {
      return actionError("Builder fee exceeds the maximum of 0.1% on perps.");
    }
    const approved = account.builderFees.get(action.builder.b.toLowerCase());
    if (approved === undefined || action.builder.f > approved) return actionError(BUILDER_FEE_NOT_APPROVED);
  }
  const ok = (statuses: OrderStatus[]): OrderResponse => ({
    status: "ok",
    response: { type: "order", data: { statuses } },
  });
  const placing = action.builder ? { ...ctx, builder: action.builder } : ctx;
  const place = (order: OrderWire, role: PlacementRole = {}): Placement => {
    const asset = assetById(order.a);
    return asset
      ? placeOrder(placing, account, asset, order, role)
      : { status: orderError(assetOutOfRange(order.a), order.a) };
  };
  const isTpsl = (order: OrderWire) => order.r && "trigger" in order.t;
  if (action.grouping === "na") return ok(action.orders.map((order) => place(order).status));
  if (action.grouping === "positionTpsl") {
    if (!action.orders.every(isTpsl)) return actionError(OrderRejection.tpslNotReduceOnly);
    return ok(action.orders.map((order) => place(order, { isPositionTpsl: true }).status));
  }
  const [entry, ...legs] = action.orders;
  if (!entry || !legs.every(isTpsl)) return actionError(OrderRejection.tpslNotReduceOnly);
  const parent = place(entry);
  if (typeof parent.status === "object" && "error" in parent.status) {
    const error = parent.status;
    return ok([error, ...legs.map(() => error)]);
  }
  const parentRecord = parent.record;
  const statuses: OrderStatus[] = [parent.status];
  for (const leg of legs) {
    const child = place(leg, { parentOid: parentRecord ? parentRecord.oid : null });
    if (typeof child.status === "object" && "error" in child.status) statuses.push(child.status);
    else {
      if (parentRecord && child.record) parentRecord.childOids.push(child.record.oid);
      statuses.push(parentRecord ? "waitingForFill" : "waitingForTrigger");
    }
  }
  return ok(statuses);
}
