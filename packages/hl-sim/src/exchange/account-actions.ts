import type {
  CancelByCloidRequest,
  CancelRequest,
  CancelResponse,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { measureAccount } from "../accounts/margin.ts";
import { assetById } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { assetOutOfRange } from "../matching/order-errors.ts";
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

// Nothing rests on this exchange yet, so any order a cancel names is gone already.
const MISSING_ORDER = "Order was never placed, already canceled, or filled.";

/** `cancel` / `cancelByCloid`: one status per named order, all missing while no order can rest. */
export function runCancel(action: CancelRequest["action"] | CancelByCloidRequest["action"]): CancelResponse {
  return {
    status: "ok",
    response: { type: "cancel", data: { statuses: action.cancels.map(() => ({ error: MISSING_ORDER })) } },
  };
}
