import type {
  TopUpIsolatedOnlyMarginRequest,
  UpdateIsolatedMarginRequest,
  UpdateLeverageRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import { assetById } from "../market/assets.ts";
import { maxLeverageAt } from "../market/margin-tables.ts";
import type { Market } from "../market/market.ts";
import { assetOutOfRange } from "../matching/order-errors.ts";
import { DEFAULT_OK, type DefaultOk } from "./account-actions.ts";
import { type ActionError, actionError } from "./order-action.ts";

/** Hyperliquid's wording for refused leverage and isolated-margin changes (from its clearinghouse). */
export const MarginRejection = {
  invalidLeverage: "Invalid leverage value",
  switchWithPosition: "Cannot switch leverage type with open position.",
  crossDecrease:
    "Cross position does not have sufficient margin available to decrease leverage. To decrease leverage, deposit more collateral.",
  isolatedDecrease:
    "Isolated position does not have sufficient margin available to decrease leverage. To decrease leverage, add margin to the position.",
  zeroUpdate: "Update to isolated margin cannot be zero.",
  emptyPosition: "Cannot update margin for empty position.",
  notIsolated: "Position does not use isolated margin.",
  increase: "Account does not have sufficient margin available for increase.",
  reduction: "Position does not have sufficient margin for reduction.",
  notStrictIsolated: "Asset not strict isolated",
} as const;

/** Hyperliquid keeps at least 10 % of an isolated position's value as margin when margin is removed. */
const MIN_TRANSFER_MARGIN_SHARE = 0.1;

const metricsOf = (market: Market, now: number, account: Account) =>
  measureAccount(
    account.cash,
    account.positions(),
    valuationOf(account, (a) => market.quote(a, now).mark),
  );

/**
 * `updateLeverage`: an integer from 1 to the asset's maximum, cross or isolated. The margin mode
 * cannot change while a position is open. With a position, the leverage may not exceed what the
 * position's margin tier allows (a $30k BTC position sits in testnet's 25x tier: 40x is refused,
 * as the asset's own maximum is, with "Invalid leverage value"); a lower cross leverage must leave
 * the cross balance covering cross margin, and a lower isolated leverage must leave the position's
 * own equity covering its initial margin (Hyperliquid does not top it up from the cross balance).
 */
export function runUpdateLeverage(
  market: Market,
  now: number,
  account: Account,
  action: UpdateLeverageRequest["action"],
): DefaultOk | ActionError {
  const asset = assetById(action.asset);
  if (!asset) return actionError(assetOutOfRange(action.asset));
  if (!Number.isInteger(action.leverage) || action.leverage < 1 || action.leverage > asset.maxLeverage) {
    return actionError(MarginRejection.invalidLeverage);
  }
  const isolated = !action.isCross;
  const szi = account.position(asset.index).szi;
  if (szi !== 0) {
    if (account.isIsolated(asset.index) !== isolated) return actionError(MarginRejection.switchWithPosition);
    // Size units × price units are micro-USDC (see exceedsTier).
    const value = Math.abs(szi) * market.quote(asset, now).mark;
    if (action.leverage > maxLeverageAt(asset, value)) return actionError(MarginRejection.invalidLeverage);
    const after = measureAccount(account.cash, account.positions(), {
      ...valuationOf(account, (a) => market.quote(a, now).mark),
      leverage: (a) => (a.index === asset.index ? action.leverage : account.leverage(a)),
    });
    if (isolated) {
      const m = after.positions.find((p) => p.asset.index === asset.index);
      if (m && m.marginUsed * action.leverage < m.positionValue) {
        return actionError(MarginRejection.isolatedDecrease);
      }
    } else if (after.accountValue < after.totalMarginUsed) {
      return actionError(MarginRejection.crossDecrease);
    }
  }
  account.setLeverage(asset, action.leverage, isolated);
  return DEFAULT_OK;
}

/**
 * `updateIsolatedMargin`: `ntli` micro-USDC into (positive) or out of (negative) an isolated
 * position's margin. Adding needs that much free cross margin. Removing must leave the position's
 * equity at least max(value / leverage, 10 % of value) — Hyperliquid's transfer margin
 * requirement — and never more than the margin put in (profit is not withdrawn this way).
 */
export function runUpdateIsolatedMargin(
  market: Market,
  now: number,
  account: Account,
  action: UpdateIsolatedMarginRequest["action"],
): DefaultOk | ActionError {
  const asset = assetById(action.asset);
  if (!asset) return actionError(assetOutOfRange(action.asset));
  if (action.ntli === 0) return actionError(MarginRejection.zeroUpdate);
  if (account.position(asset.index).szi === 0) return actionError(MarginRejection.emptyPosition);
  const margin = account.isolatedMargin(asset.index);
  if (margin === null) return actionError(MarginRejection.notIsolated);
  const metrics = metricsOf(market, now, account);
  if (action.ntli > 0) {
    if (action.ntli > metrics.withdrawable) return actionError(MarginRejection.increase);
  } else {
    const m = metrics.positions.find((p) => p.asset.index === asset.index);
    const value = m?.positionValue ?? 0;
    const required = Math.max(value / account.leverage(asset), MIN_TRANSFER_MARGIN_SHARE * value);
    const equityAfter = (m?.marginUsed ?? 0) + action.ntli;
    if (equityAfter < required || margin + action.ntli < 0) return actionError(MarginRejection.reduction);
  }
  account.moveIsolatedMargin(asset.index, action.ntli);
  return DEFAULT_OK;
}

/**
 * `topUpIsolatedOnlyMargin` tops up the margin of a position in a strict-isolated asset (one that
 * `meta` marks `onlyIsolated`, margined only on its own) to reach a target leverage. No asset of
 * this exchange is strict-isolated — every one may be cross or isolated, and isolated margin moves
 * with `updateIsolatedMargin` — so the action is signed, checked and answered as Hyperliquid answers
 * it for such an asset (its clearinghouse's "Asset not strict isolated"), not as unavailable.
 */
export function runTopUpIsolatedOnlyMargin(action: TopUpIsolatedOnlyMarginRequest["action"]): ActionError {
  const asset = assetById(action.asset);
  return actionError(asset ? MarginRejection.notStrictIsolated : assetOutOfRange(action.asset));
}
