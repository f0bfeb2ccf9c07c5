import type {
  TwapCancelRequest,
  TwapCancelResponse,
  TwapOrderRequest,
  TwapOrderResponse,
} from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { assetById } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { assetOutOfRange, OrderRejection } from "../matching/order-errors.ts";
import { parseSize } from "../numbers/price-rules.ts";
import type { TwapStore } from "./twap-store.ts";

/** What placing or cancelling a TWAP reads and changes. */
export interface TwapActionContext {
  readonly market: Market;
  readonly twaps: TwapStore;
  readonly now: number;
}

/** Hyperliquid's minimum order value, in micro-USDC: a TWAP's whole size must be worth $10. */
const MIN_VALUE = 10_000_000;

/** Not Hyperliquid's documented wording (none was found): the TWAP counterpart of a cancel's refusal. */
export const TWAP_NOT_RUNNING = "TWAP was never placed, already canceled, or finished.";

type TwapStatus = TwapOrderResponse["response"]["data"]["status"];
const twapAnswer = (status: TwapStatus): TwapOrderResponse => ({
  status: "ok",
  response: { type: "twapOrder", data: { status } },
});

/**
 * `twapOrder`: a market order sliced over `m` minutes (5–1440, checked by the SDK's schema), one
 * suborder every 30 s from now, each at most 3 % from the mark (see twap-slices.ts). Refusals come
 * back as the status's `error`, as Hyperliquid answers single-status actions. Trigger and stop
 * prices (`details`) are not available here.
 */
export function runTwapOrder(
  ctx: TwapActionContext,
  account: Account,
  action: TwapOrderRequest["action"],
): TwapOrderResponse | { status: "err"; response: string } {
  const { twap } = action;
  const asset = assetById(twap.a);
  if (!asset) return { status: "err", response: assetOutOfRange(twap.a) };
  if (action.details && (action.details.t !== null || action.details.s !== null)) {
    return twapAnswer({ error: "TWAP trigger and stop prices are not available on this local exchange." });
  }
  const size = parseSize(twap.s, asset.szDecimals);
  if (size === null) return twapAnswer({ error: OrderRejection.invalidSize });
  if (size === 0) return twapAnswer({ error: OrderRejection.zeroSize });
  if (size * ctx.market.quote(asset, ctx.now).mark < MIN_VALUE) {
    return twapAnswer({ error: OrderRejection.minValue });
  }
  const record = ctx.twaps.add({
    user: account.address,
    asset,
    isBuy: twap.b,
    sz: size,
    reduceOnly: twap.r,
    minutes: twap.m,
    randomize: twap.t,
    start: ctx.now,
  });
  return twapAnswer({ running: { twapId: record.id } });
}

/** `twapCancel`: ends one of the account's running TWAPs on asset `a` (status "terminated"). */
export function runTwapCancel(
  ctx: TwapActionContext,
  account: Account,
  action: TwapCancelRequest["action"],
): TwapCancelResponse {
  const twap = ctx.twaps.get(action.t);
  const answer = (status: TwapCancelResponse["response"]["data"]["status"]): TwapCancelResponse => ({
    status: "ok",
    response: { type: "twapCancel", data: { status } },
  });
  if (
    !twap ||
    twap.user !== account.address ||
    twap.asset.index !== action.a ||
    twap.status !== "activated"
  ) {
    return answer({ error: TWAP_NOT_RUNNING });
  }
  ctx.twaps.end(twap, "terminated", ctx.now);
  return answer("success");
}
