import type {
  RegisterReferrerRequest,
  ReserveRequestWeightRequest,
  SetReferrerRequest,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { formatUsd, USD_DECIMALS } from "../numbers/decimal.ts";
import { DEFAULT_OK, type DefaultOk } from "./account-actions.ts";
import type { ActionContext } from "./action-context.ts";
import { type ActionError, actionError } from "./order-action.ts";
import { withdrawable } from "./paper-transfers.ts";

/** Hyperliquid lets an account create a referral code once it has traded $10,000. */
export const REFERRER_MIN_VOLUME = 10_000 * 10 ** USD_DECIMALS;

/** Each reserved action costs 0.0005 USDC, i.e. 500 micro-USDC. */
export const RESERVED_WEIGHT_PRICE = 500;

/** `registerReferrer`: the account's own code, unique across the exchange, after $10,000 of volume. */
export function runRegisterReferrer(
  ctx: ActionContext,
  account: Account,
  action: RegisterReferrerRequest["action"],
): DefaultOk | ActionError {
  const code = action.code.toUpperCase();
  if (account.referralCode !== null) return actionError("Referral code already registered for this user.");
  if (account.cumulativeVolume < REFERRER_MIN_VOLUME) {
    return actionError("Must trade at least $10,000 in volume before creating a referral code.");
  }
  if (ctx.referralCodes.has(code)) return actionError("Referral code already taken.");
  ctx.referralCodes.set(code, account.address);
  account.referralCode = code;
  return DEFAULT_OK;
}

/** `setReferrer`: trade under an existing code of another account, once, before any fill. */
export function runSetReferrer(
  ctx: ActionContext,
  account: Account,
  action: SetReferrerRequest["action"],
): DefaultOk | ActionError {
  const code = action.code.toUpperCase();
  const referrer = ctx.referralCodes.get(code);
  if (referrer === undefined) return actionError("Referral code does not exist.");
  if (referrer === account.address) return actionError("Cannot use your own referral code.");
  if (account.referredBy !== null) return actionError("Referrer already set.");
  if (account.cumulativeVolume > 0) return actionError("Cannot set a referrer after trading.");
  account.referredBy = { referrer: referrer as `0x${string}`, code, time: ctx.now };
  return DEFAULT_OK;
}

/**
 * `claimRewards`: moves the builder fees the account has earned (`referral`'s `builderRewards`) into
 * its perp balance, shown in the ledger as a `rewardsClaim`. Nothing to claim is not an error.
 */
export function runClaimRewards(ctx: ActionContext, account: Account): DefaultOk {
  const amount = account.builderRewards;
  if (amount > 0) {
    account.builderRewards = 0;
    account.claimedRewards += amount;
    account.transfer(amount, {
      time: ctx.now,
      hash: ctx.actionHash,
      delta: { type: "rewardsClaim", amount: formatUsd(amount), token: "USDC" },
    });
  }
  return DEFAULT_OK;
}

/**
 * `reserveRequestWeight`: buys extra actions beyond the volume-based limit at 0.0005 USDC each, paid
 * from the perp balance, for this account or an existing `destination`.
 */
export function runReserveRequestWeight(
  ctx: ActionContext,
  account: Account,
  action: ReserveRequestWeightRequest["action"],
): DefaultOk | ActionError {
  const target = action.destination === undefined ? account : ctx.accounts.find(action.destination);
  if (!target) return actionError(`User ${action.destination} does not exist.`);
  const cost = action.weight * RESERVED_WEIGHT_PRICE;
  if (cost > withdrawable(ctx, account))
    return actionError("Insufficient balance to reserve request weight.");
  account.charge(cost, ctx.now);
  target.reservedWeight += action.weight;
  return DEFAULT_OK;
}
