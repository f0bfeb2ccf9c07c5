import type {
  PerpDexsResponse,
  ReferralResponse,
  SpotClearinghouseStateResponse,
  SpotMetaResponse,
  UserFeesResponse,
  UserRateLimitResponse,
} from "@nktkas/hyperliquid/api/info";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { MAKER_FEE_PER_100K, TAKER_FEE_PER_100K } from "../accounts/ledger.ts";
import { REFERRER_MIN_VOLUME } from "../exchange/referrals.ts";
import { formatUnits, formatUsd, USD_DECIMALS } from "../numbers/decimal.ts";

/** Only the main perp dex exists: Hyperliquid lists it as `null`, builder-deployed dexes after it. */
export function perpDexs(): PerpDexsResponse {
  return [null];
}

/**
 * `spotMeta`: no spot pairs trade here, but USDC is token 0, the collateral token `meta` points at,
 * with Hyperliquid's own token id and decimals.
 */
export function spotMeta(): SpotMetaResponse {
  return {
    universe: [],
    tokens: [
      {
        name: "USDC",
        szDecimals: 8,
        weiDecimals: 8,
        index: 0,
        tokenId: "0x6d1e7cde53ba9467b783cb7c530ce054",
        isCanonical: true,
        evmContract: null,
        fullName: null,
        deployerTradingFeeShare: "0.0",
      },
    ],
  };
}

/** `spotClearinghouseState`: the USDC moved to spot with `usdClassTransfer` (none is held in orders). */
export function spotClearinghouseState(account: Account): SpotClearinghouseStateResponse {
  if (account.spotUsdc === 0) return { balances: [] };
  return {
    balances: [{ coin: "USDC", token: 0, total: formatUsd(account.spotUsdc), hold: "0.0", entryNtl: "0.0" }],
  };
}

const rate = (per100k: number) => formatUnits(per100k, 5);

/**
 * `userFees`: the base tier is the only one charged here (no VIP, market-maker, referral or staking
 * discounts), and the user's daily volume split into taker ("cross") and maker ("add") notional.
 */
export function userFees(account: Account, accounts: AccountStore): UserFeesResponse {
  const days = new Map<string, { cross: number; add: number }>();
  for (const fill of account.allFills()) {
    const date = new Date(fill.time).toISOString().slice(0, 10);
    const day = days.get(date) ?? { cross: 0, add: 0 };
    const notional = Number(fill.px) * Number(fill.sz);
    if (fill.crossed) day.cross += notional;
    else day.add += notional;
    days.set(date, day);
  }
  const exchangeByDay = new Map<string, number>();
  for (const other of accounts.all()) {
    for (const fill of other.allFills()) {
      const date = new Date(fill.time).toISOString().slice(0, 10);
      exchangeByDay.set(date, (exchangeByDay.get(date) ?? 0) + Number(fill.px) * Number(fill.sz));
    }
  }
  const usd = (value: number) => formatUsd(Math.round(value * 10 ** USD_DECIMALS));
  return {
    dailyUserVlm: [...days].map(([date, day]) => ({
      date,
      userCross: usd(day.cross),
      userAdd: usd(day.add),
      exchange: usd(exchangeByDay.get(date) ?? 0),
    })),
    feeSchedule: {
      cross: rate(TAKER_FEE_PER_100K),
      add: rate(MAKER_FEE_PER_100K),
      spotCross: "0.0007",
      spotAdd: "0.0004",
      tiers: { vip: [], mm: [] },
      referralDiscount: "0.0",
      stakingDiscountTiers: [],
    },
    userCrossRate: rate(TAKER_FEE_PER_100K),
    userAddRate: rate(MAKER_FEE_PER_100K),
    userSpotCrossRate: "0.0007",
    userSpotAddRate: "0.0004",
    activeReferralDiscount: "0.0",
    trial: null,
    feeTrialEscrow: "0.0",
    nextTrialAvailableTimestamp: null,
    stakingLink: null,
    activeStakingDiscount: { bpsOfMaxSupply: "0.0", discount: "0.0" },
  };
}

/** Hyperliquid allows 10,000 actions plus one per USDC traded; reserved weight comes on top. */
export const BASE_REQUEST_CAP = 10_000;

/** `userRateLimit`. */
export function userRateLimit(account: Account): UserRateLimitResponse {
  const traded = Math.floor(account.cumulativeVolume / 10 ** USD_DECIMALS);
  return {
    cumVlm: formatUsd(account.cumulativeVolume),
    nRequestsUsed: account.requestsUsed,
    nRequestsCap: BASE_REQUEST_CAP + traded + account.reservedWeight,
    nRequestsSurplus: 0,
  };
}

/** `referral`: whom the account trades under, and its own code's state (referrals, or what it still needs). */
export function referral(account: Account, accounts: AccountStore): ReferralResponse {
  const volume = account.cumulativeVolume;
  let referrerState: ReferralResponse["referrerState"];
  if (account.referralCode !== null) {
    const code = account.referralCode;
    const referred = [...accounts.all()].filter((other) => other.referredBy?.code === code);
    referrerState = {
      stage: "ready",
      data: {
        code,
        nReferrals: referred.length,
        referralStates: referred.map((other) => ({
          cumVlm: formatUsd(other.cumulativeVolume),
          cumRewardedFeesSinceReferred: "0.0",
          cumFeesRewardedToReferrer: "0.0",
          timeJoined: other.referredBy?.time ?? other.createdAt,
          user: other.address as `0x${string}`,
          tokenToState: [],
        })),
      },
    };
  } else if (volume >= REFERRER_MIN_VOLUME) referrerState = { stage: "needToCreateCode" };
  else referrerState = { stage: "needToTrade", data: { required: formatUsd(REFERRER_MIN_VOLUME - volume) } };
  const referredBy = account.referredBy;
  return {
    referredBy: referredBy === null ? null : { referrer: referredBy.referrer, code: referredBy.code },
    cumVlm: formatUsd(volume),
    unclaimedRewards: "0.0",
    claimedRewards: formatUsd(account.claimedRewards),
    builderRewards: formatUsd(account.builderRewards),
    referrerState,
    rewardHistory: [],
    tokenToState: [],
  };
}
