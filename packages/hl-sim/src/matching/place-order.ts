import type { OrderRequest, OrderResponse } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import { applyTrade, type PositionState, takerFee } from "../accounts/ledger.ts";
import { measureAccount } from "../accounts/margin.ts";
import type { AssetSpec } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { Stream, seededId } from "../market/rng.ts";
import { formatUsd, USD_DECIMALS } from "../numbers/decimal.ts";
import { formatPrice, formatSize, parsePrice, parseSize } from "../numbers/price-rules.ts";
import { badAloPx, OrderRejection, orderError } from "./order-errors.ts";

/** One order of an `order` action, as decoded by the SDK's schema. */
export type OrderWire = OrderRequest["action"]["orders"][number];

/** One entry of an order response's `statuses`. */
export type OrderStatus = OrderResponse["response"]["data"]["statuses"][number];

const MIN_ORDER_VALUE = 10 * 10 ** USD_DECIMALS;
// Testnet order ids are around 5.7e10; starting nearby keeps ids looking familiar.
const FIRST_OID = 50_000_000_000;

/** Order and trade ids: sequential order ids, seeded trade ids (Hyperliquid's look random). */
export class IdSource {
  readonly #seed: number;
  #orders = 0;
  #trades = 0;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** The next order id. */
  nextOid(): number {
    this.#orders += 1;
    return FIRST_OID + this.#orders;
  }

  /** The next trade id. */
  nextTid(): number {
    this.#trades += 1;
    return seededId(this.#seed, Stream.tradeId, this.#trades);
  }
}

/** What placing an order needs besides the account. */
export interface PlacementContext {
  readonly market: Market;
  readonly ids: IdSource;
  readonly now: number;
  /** Hash of the signed action, reported as the fills' `hash`. */
  readonly actionHash: `0x${string}`;
}

/** Whether the trade grows exposure (opening, adding, or flipping past zero). */
function increasesExposure(before: PositionState, after: PositionState): boolean {
  return Math.abs(after.szi) > Math.abs(before.szi) || Math.sign(after.szi) === -Math.sign(before.szi);
}

/**
 * Places one limit order against the synthetic book, in Hyperliquid's order of checks: tick and lot
 * size, $10 minimum (reduce-only closes are exempt), reduce-only direction, then matching at the
 * touch (unlimited depth, so a marketable order fills completely at the best bid or ask), margin of
 * the resulting account, and the fill with its taker fee. Orders that would rest are refused.
 */
export function placeOrder(
  ctx: PlacementContext,
  account: Account,
  asset: AssetSpec,
  order: OrderWire,
): OrderStatus {
  const reject = (message: string) => orderError(message, asset.index);
  if ("trigger" in order.t) return reject(OrderRejection.triggerUnsupported);
  const tif = order.t.limit.tif;
  const d = asset.szDecimals;
  const limit = parsePrice(order.p, d);
  if (limit === null) return reject(OrderRejection.tick);
  const size = parseSize(order.s, d);
  if (size === null || size === 0) return reject(OrderRejection.invalidSize);
  if (!order.r && size * limit < MIN_ORDER_VALUE) return reject(OrderRejection.minValue);

  const before = account.position(asset.index);
  let fillSize = size;
  if (order.r) {
    const closing = order.b ? before.szi < 0 : before.szi > 0;
    if (!closing) return reject(OrderRejection.reduceOnly);
    // A reduce-only order never flips: it is cut to the position's size.
    fillSize = Math.min(size, Math.abs(before.szi));
  }

  const quote = ctx.market.quote(asset, ctx.now);
  const touch = order.b ? quote.ask : quote.bid;
  const marketable = order.b ? touch <= limit : touch >= limit;
  if (tif === "Alo") {
    return reject(
      marketable
        ? badAloPx(formatPrice(quote.bid, d), formatPrice(quote.ask, d))
        : OrderRejection.restingUnsupported,
    );
  }
  if (!marketable)
    return reject(tif === "Gtc" ? OrderRejection.restingUnsupported : OrderRejection.iocCancel);

  const outcome = applyTrade(before, order.b, fillSize, touch);
  const fee = takerFee(outcome.notional);
  if (increasesExposure(before, outcome.position)) {
    const positions = new Map(account.positions());
    positions.set(asset.index, outcome.position);
    const after = measureAccount(account.cash + outcome.closedPnl - fee, positions, {
      leverage: (a) => account.leverage(a),
      mark: (a) => ctx.market.quote(a, ctx.now).mark,
    });
    if (after.accountValue < after.totalMarginUsed) return reject(OrderRejection.margin);
  }

  const oid = ctx.ids.nextOid();
  account.recordFill(asset.index, outcome, fee, {
    coin: asset.name,
    px: formatPrice(touch, d),
    sz: formatSize(fillSize, d),
    side: order.b ? "B" : "A",
    time: ctx.now,
    startPosition: formatSize(before.szi, d),
    dir: outcome.dir,
    closedPnl: formatUsd(outcome.closedPnl),
    hash: ctx.actionHash,
    oid,
    crossed: true,
    fee: formatUsd(fee),
    tid: ctx.ids.nextTid(),
    feeToken: "USDC",
    twapId: null,
    ...(order.c === undefined ? {} : { cloid: order.c }),
  });
  const filled = { totalSz: formatSize(fillSize, d), avgPx: formatPrice(touch, d), oid };
  return { filled: order.c === undefined ? filled : { ...filled, cloid: order.c } };
}
