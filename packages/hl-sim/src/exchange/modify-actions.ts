import type { BatchModifyRequest, ModifyRequest, OrderResponse } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { assetById } from "../market/assets.ts";
import { assetOutOfRange, orderError } from "../matching/order-errors.ts";
import {
  type OrderStatus,
  type OrderWire,
  type PlacementContext,
  placeOrder,
} from "../matching/place-order.ts";
import { DEFAULT_OK, type DefaultOk } from "./account-actions.ts";
import { type ActionError, actionError } from "./order-action.ts";

/** Hyperliquid's refusal to modify an order that is no longer live. */
export const CANNOT_MODIFY = "Cannot modify canceled or filled order";

/**
 * Replaces one live order of the account by a new one (a new oid; the cloid may stay). When the
 * replacement is refused, the original order stays live unchanged. (The SDK's request schema reads a
 * hex cloid as a number, so modifies arrive by oid.)
 */
function modifyOne(
  ctx: PlacementContext,
  account: Account,
  id: number | string,
  order: OrderWire,
): OrderStatus {
  const asset = assetById(order.a);
  if (!asset) return orderError(assetOutOfRange(order.a), order.a);
  const original = typeof id === "number" ? ctx.orders.get(id) : ctx.orders.byCloid(account.address, id);
  if (
    !original ||
    original.user !== account.address ||
    original.status !== "open" ||
    original.parentOid !== null
  ) {
    return orderError(CANNOT_MODIFY, order.a);
  }
  const before = { status: original.status, time: original.statusTimestamp };
  ctx.orders.finish(original, "canceled", ctx.now);
  const placed = placeOrder(ctx, account, asset, order, { replacesCloid: original.cloid });
  if (typeof placed.status === "object" && "error" in placed.status) {
    ctx.orders.restore(original, before.status, before.time);
    return placed.status;
  }
  // TP/SL children waiting for the original follow its replacement, or go live if it filled at once.
  for (const oid of original.childOids) {
    const child = ctx.orders.get(oid);
    if (child?.status !== "open" || child.parentOid !== original.oid) continue;
    child.parentOid = placed.record ? placed.record.oid : null;
    child.checkedUntil = ctx.now;
    placed.record?.childOids.push(oid);
  }
  return placed.status;
}

/** `modify`: Hyperliquid's default answer, or the replacement's refusal as an error. */
export function runModify(
  ctx: PlacementContext,
  account: Account,
  action: ModifyRequest["action"],
): DefaultOk | ActionError {
  const status = modifyOne(ctx, account, action.oid, action.order);
  return typeof status === "object" && "error" in status ? actionError(status.error) : DEFAULT_OK;
}

/** `batchModify`: one order status per modify, in order. */
export function runBatchModify(
  ctx: PlacementContext,
  account: Account,
  action: BatchModifyRequest["action"],
): OrderResponse {
  const statuses = action.modifies.map((m) => modifyOne(ctx, account, m.oid, m.order));
  return { status: "ok", response: { type: "order", data: { statuses } } };
}
