import type {
  CancelByCloidRequest,
  CancelRequest,
  CancelResponse,
  ScheduleCancelRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { measureAccount } from "../accounts/margin.ts";
import { assetById } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { assetOutOfRange, OrderRejection, orderError } from "../matching/order-errors.ts";
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

/** Hyperliquid's refusal of a leverage outside 1..maxLeverage. */
export const INVALID_LEVERAGE = "Invalid leverage value";

/**
 * `updateLeverage`: cross leverage must be an integer from 1 to the asset's maximum, and lowering it
 * must leave the account's margin covered. Isolated margin is not modelled yet, so it is refused
 * rather than silently treated as cross.
 */
export function runUpdateLeverage(
  market: Market,
  now: number,
  account: Account,
  action: UpdateLeverageRequest["action"],
): DefaultOk | ActionError {
  const asset = assetById(action.asset);
  if (!asset) return actionError(assetOutOfRange(action.asset));
  if (!action.isCross) return actionError("Isolated margin is not supported by this local exchange yet.");
  if (!Number.isInteger(action.leverage) || action.leverage < 1 || action.leverage > asset.maxLeverage) {
    return actionError(INVALID_LEVERAGE);
  }
  if (account.position(asset.index).szi !== 0) {
    const after = measureAccount(account.cash, account.positions(), {
      leverage: (a) => (a.index === asset.index ? action.leverage : account.leverage(a)),
      mark: (a) => market.quote(a, now).mark,
    });
    if (after.accountValue < after.totalMarginUsed) {
      return actionError("Insufficient margin to decrease leverage.");
    }
  }
  account.setLeverage(asset, action.leverage);
  return DEFAULT_OK;
}

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
