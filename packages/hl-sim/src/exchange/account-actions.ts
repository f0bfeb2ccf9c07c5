import type {
  CancelByCloidRequest,
  CancelRequest,
  CancelResponse,
  ScheduleCancelRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { OrderRejection, orderError } from "../matching/order-errors.ts";
import type { OrderStore } from "../matching/order-store.ts";
import { cancelWithChildren } from "../matching/settle.ts";
import { type ActionError, actionError } from "./order-action.ts";

/** Hyperliquid's success answer for actions without data. */
export interface DefaultOk {
  status: "ok";
  response: { type: "default" };
}

/** The `{"status":"ok","response":{"type":"default"}}` answer. */
export const DEFAULT_OK: DefaultOk = { status: "ok", response: { type: "default" } };

/**
 * `cancel` / `cancelByCloid`: one status per named order, "success" for a live order of this account
 * and asset (its waiting TP/SL children go with it), Hyperliquid's missing-order error otherwise.
 */
export function runCancel(
  orders: OrderStore,
  now: number,
  account: Account,
  action: CancelRequest["action"] | CancelByCloidRequest["action"],
): CancelResponse {
  const statuses = action.cancels.map((cancel) => {
    const asset = "o" in cancel ? cancel.a : cancel.asset;
    const order = "o" in cancel ? orders.get(cancel.o) : orders.byCloid(account.address, cancel.cloid);
    const live =
      order && order.user === account.address && order.asset.index === asset && order.status === "open";
    if (!order || !live) return { error: orderError(OrderRejection.missingOrder, asset).error };
    cancelWithChildren(orders, order, "canceled", now);
    return "success" as const;
  });
  return { status: "ok", response: { type: "cancel", data: { statuses } } };
}

/** The earliest a scheduled cancel may be set: 5 s ahead, as on Hyperliquid. */
export const MIN_SCHEDULE_AHEAD_MS = 5_000;

/**
 * `scheduleCancel` (dead man's switch): with `time`, every order of the account is cancelled once the
 * clock passes it; without, the schedule is cleared.
 */
export function runScheduleCancel(
  now: number,
  account: Account,
  action: ScheduleCancelRequest["action"],
): DefaultOk | ActionError {
  if (action.time === undefined) {
    account.scheduledCancel = null;
    return DEFAULT_OK;
  }
  if (action.time < now + MIN_SCHEDULE_AHEAD_MS) {
    return actionError("Scheduled cancel time too early, must be at least 5 seconds after current time.");
  }
  account.scheduledCancel = action.time;
  return DEFAULT_OK;
}
