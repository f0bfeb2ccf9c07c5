import type {
  ApproveBuilderFeeRequest,
  UsdClassTransferRequest,
  UsdSendRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import { formatUsd, parseUnits, USD_DECIMALS } from "../numbers/decimal.ts";
import { DEFAULT_OK, type DefaultOk } from "./account-actions.ts";
import type { ActionContext } from "./action-context.ts";
import { type ActionError, actionError } from "./order-action.ts";

/**
 * Hyperliquid caps what a builder charges at 0.1 % on perps and 1 % on spot (docs "Builder codes"); an
 * approval is for both, so it may go up to 1 %, i.e. 1000 tenths of a basis point.
 */
export const MAX_BUILDER_APPROVAL_TENTHS_BP = 1000;

/** A builder needs this much perp account value (in micro-USDC) to be approved: 100 USDC. */
const BUILDER_MIN_ACCOUNT_VALUE = 100 * 10 ** USD_DECIMALS;

/** USDC the account could move out now: account value less the margin its positions use. */
export function withdrawable(ctx: ActionContext, account: Account): number {
  return measureAccount(
    account.cash,
    account.positions(),
    valuationOf(account, (asset) => ctx.market.quote(asset, ctx.now).mark),
  ).withdrawable;
}

/** A positive USDC amount in micro-USDC, or null. */
function parseAmount(text: string): number | null {
  const micro = parseUnits(text, USD_DECIMALS);
  return micro === null || micro <= 0 ? null : micro;
}

/**
 * `usdSend`: USDC from this account's perp balance to another paper account (opened on first use),
 * limited to what is withdrawable so open positions stay margined. Both sides see the transfer in
 * their ledger.
 */
export function runUsdSend(
  ctx: ActionContext,
  account: Account,
  action: UsdSendRequest["action"],
): DefaultOk | ActionError {
  const amount = parseAmount(action.amount);
  if (amount === null) return actionError("Invalid amount: it must be positive with at most 6 decimals.");
  if (amount > withdrawable(ctx, account)) return actionError("Insufficient balance for withdrawal.");
  const destination = action.destination.toLowerCase() as `0x${string}`;
  const receiver = ctx.accounts.open(destination, ctx.now);
  const delta = {
    type: "internalTransfer" as const,
    usdc: formatUsd(amount),
    user: account.address as `0x${string}`,
    destination,
    fee: "0.0",
  };
  account.transfer(-amount, { time: ctx.now, hash: ctx.actionHash, delta });
  receiver.transfer(amount, { time: ctx.now, hash: ctx.actionHash, delta });
  return DEFAULT_OK;
}

/**
 * `usdClassTransfer`: USDC between the account's spot and perp balances. Out of perp, only what is
 * withdrawable; into perp, only what spot holds. Sub-account transfers ("… subaccount:0x…") need
 * sub-accounts, which this exchange does not have.
 */
export function runUsdClassTransfer(
  ctx: ActionContext,
  account: Account,
  action: UsdClassTransferRequest["action"],
): DefaultOk | ActionError {
  if (action.amount.includes("subaccount:")) {
    return actionError("Sub-accounts are not available on this local exchange.");
  }
  const amount = parseAmount(action.amount);
  if (amount === null) return actionError("Invalid amount: it must be positive with at most 6 decimals.");
  const available = action.toPerp ? account.spotUsdc : withdrawable(ctx, account);
  if (amount > available) return actionError("Insufficient balance for transfer.");
  account.spotUsdc += action.toPerp ? -amount : amount;
  const delta = { type: "accountClassTransfer" as const, usdc: formatUsd(amount), toPerp: action.toPerp };
  account.transfer(action.toPerp ? amount : -amount, { time: ctx.now, hash: ctx.actionHash, delta });
  return DEFAULT_OK;
}

/** "0.01%" in tenths of a basis point (10), or null when it is not such a percentage. */
export function parseFeeRate(percent: string): number | null {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(percent);
  const units = match?.[1] === undefined ? null : parseUnits(match[1], 3);
  return units;
}

/**
 * `approveBuilderFee`: lets a builder charge this account up to `maxFeeRate` on its orders. "0%" is an
 * approval too: the builder may then be attached with `f: 0` (clients do so to attribute volume without
 * charging), and lowering an approval to "0%" is how a user revokes every positive fee. The builder must
 * hold 100 USDC of perp account value; one not seen yet is a paper account funded on first use.
 */
export function runApproveBuilderFee(
  ctx: ActionContext,
  account: Account,
  action: ApproveBuilderFeeRequest["action"],
): DefaultOk | ActionError {
  const rate = parseFeeRate(action.maxFeeRate);
  if (rate === null) return actionError("Invalid max fee rate.");
  if (rate > MAX_BUILDER_APPROVAL_TENTHS_BP) {
    return actionError("Builder fee rate exceeds the maximum of 1%.");
  }
  const builder = action.builder.toLowerCase();
  if (builder === account.address) return actionError("Cannot approve yourself as a builder.");
  const builderAccount = ctx.accounts.find(builder);
  if (builderAccount && accountValue(ctx, builderAccount) < BUILDER_MIN_ACCOUNT_VALUE) {
    return actionError("Builder has insufficient balance to be approved.");
  }
  account.builderFees.set(builder, rate);
  return DEFAULT_OK;
}

/** The perp account value at the current marks, in micro-USDC. */
function accountValue(ctx: ActionContext, account: Account): number {
  return measureAccount(
    account.cash,
    account.positions(),
    valuationOf(account, (asset) => ctx.market.quote(asset, ctx.now).mark),
  ).accountValue;
}
