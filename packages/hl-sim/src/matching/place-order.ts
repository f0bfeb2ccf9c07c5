import type { OrderRequest, OrderResponse } from "@nktkas/hyperliquid/api/exchange";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import type { AssetSpec } from "../market/assets.ts";
import { maxLeverageAt } from "../market/margin-tables.ts";
import type { Market } from "../market/market.ts";
import { USD_DECIMALS } from "../numbers/decimal.ts";
import { parsePrice, parseSize, priceUnitsToWire, sizeUnitsToWire } from "../numbers/price-rules.ts";
import { execute, type IdSource } from "./execute.ts";
import { badAloPx, OrderRejection, orderError } from "./order-errors.ts";
import type { BuilderFee, OrderRecord, OrderStore, TriggerSpec } from "./order-store.ts";

/** One order of an `order` action, as decoded by the SDK's schema. */
export type OrderWire = OrderRequest["action"]["orders"][number];
/** One entry of an order response's `statuses`. */
export type OrderStatus = OrderResponse["response"]["data"]["statuses"][number];

const MIN_ORDER_VALUE = 10 * 10 ** USD_DECIMALS;
// Hyperliquid refuses limit prices more than 80 % away from the reference (mark) price.
const MAX_DISTANCE_FROM_REFERENCE = 0.8;

/** What placing an order needs besides the account. */
export interface PlacementContext {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly ids: IdSource;
  readonly orders: OrderStore;
  readonly now: number;
  /** Hash of the signed action, reported as the fills' `hash`. */
  readonly actionHash: `0x${string}`;
  /** The builder (approved by the user) the action's orders pay a fee to. */
  readonly builder?: BuilderFee | undefined;
}

/** How an order of a TP/SL grouping is placed. */
export interface PlacementRole {
  /** A `normalTpsl` child waiting for this parent oid to fill (null: it is live now). */
  readonly parentOid?: number | null;
  readonly isPositionTpsl?: boolean;
  /** A modify may keep the cloid of the order it replaces. */
  readonly replacesCloid?: string | undefined;
}

/** A placed order's status, and its record when it is now live or waiting. */
export interface Placement {
  readonly status: OrderStatus;
  readonly record?: OrderRecord;
}

/**
 * Places one order, in Hyperliquid's order of checks: tick and lot size, the client order id, the
 * distance from the reference price, $10 minimum (reduce-only orders are exempt), reduce-only
 * direction, the margin tier the grown position would reach; then a trigger rests until the mark crosses it, and a limit order matches at the touch
 * (unlimited depth, so a marketable order fills completely as taker), rests (GTC, ALO) or is
 * cancelled (IOC).
 */
export function placeOrder(
  ctx: PlacementContext,
  account: Account,
  asset: AssetSpec,
  order: OrderWire,
  role: PlacementRole = {},
): Placement {
  const reject = (message: string): Placement => ({ status: orderError(message, asset.index) });
  const d = asset.szDecimals;
  const limit = parsePrice(order.p, d);
  if (limit === null || limit === 0) return reject(OrderRejection.tick);
  const size = parseSize(order.s, d);
  if (size === null) return reject(OrderRejection.invalidSize);
  if (size === 0 && !role.isPositionTpsl) return reject(OrderRejection.zeroSize);
  let trigger: TriggerSpec | null = null;
  if ("trigger" in order.t) {
    const px = parsePrice(order.t.trigger.triggerPx, d);
    if (px === null || px === 0) return reject(OrderRejection.tick);
    trigger = { px, isMarket: order.t.trigger.isMarket, tpsl: order.t.trigger.tpsl };
    // A market trigger's limit is its slippage bound, so it must lie beyond the trigger.
    if (trigger.isMarket && (order.b ? limit < px : limit > px)) return reject(OrderRejection.badTriggerPx);
  }
  if (
    order.c !== undefined &&
    order.c !== role.replacesCloid &&
    ctx.orders.hasCloid(account.address, order.c)
  ) {
    return reject(OrderRejection.duplicateCloid);
  }
  const quote = ctx.market.quote(asset, ctx.now);
  if (Math.abs(limit - quote.mark) > MAX_DISTANCE_FROM_REFERENCE * quote.mark) {
    return reject(OrderRejection.tooFarFromReference);
  }
  if (!order.r && size * limit < MIN_ORDER_VALUE) return reject(OrderRejection.minValue);
  const before = account.position(asset.index);
  const waitsForParent = role.parentOid !== undefined && role.parentOid !== null;
  if (order.r && !waitsForParent) {
    const closing = order.b ? before.szi < 0 : before.szi > 0;
    if (!closing) return reject(OrderRejection.reduceOnly);
  }
  if (!order.r && exceedsTier(account, asset, order.b, size, quote.mark))
    return reject(OrderRejection.tierLimit);
  const record: OrderRecord = {
    oid: 0,
    user: account.address,
    asset,
    isBuy: order.b,
    limitPx: limit,
    sz: size,
    origSz: size,
    reduceOnly: order.r,
    tif: "limit" in order.t ? order.t.limit.tif : null,
    trigger,
    placedAsTrigger: trigger,
    isPositionTpsl: role.isPositionTpsl ?? false,
    cloid: order.c,
    builder: ctx.builder,
    timestamp: ctx.now,
    parentOid: role.parentOid ?? null,
    childOids: [],
    status: "open",
    statusTimestamp: ctx.now,
    checkedUntil: ctx.now,
  };
  if (trigger) return rest(ctx, record);
  const tif = "limit" in order.t ? order.t.limit.tif : "Gtc";
  // A reduce-only order never flips: it is cut to the position's size.
  const fillSize = order.r && !waitsForParent ? Math.min(size, Math.abs(before.szi)) : size;
  const touch = order.b ? quote.ask : quote.bid;
  const marketable = order.b ? touch <= limit : touch >= limit;
  if (tif === "Alo" && marketable)
    return reject(badAloPx(priceUnitsToWire(quote.bid, d), priceUnitsToWire(quote.ask, d)));
  if (!marketable || waitsForParent) {
    if (tif === "Ioc" || tif === "FrontendMarket") return reject(OrderRejection.iocCancel);
    if (!order.r && !fitsMargin(ctx, account, asset, order.b, size, limit))
      return reject(OrderRejection.margin);
    return rest(ctx, record);
  }
  const oid = ctx.ids.nextOid();
  const exec = {
    asset,
    isBuy: order.b,
    size: fillSize,
    px: touch,
    maker: false,
    oid,
    cloid: order.c,
    builder: ctx.builder,
  };
  if (!execute(ctx, account, { ...exec, time: ctx.now, hash: ctx.actionHash })) {
    return reject(OrderRejection.margin);
  }
  ctx.orders.add({ ...record, oid, sz: 0, origSz: fillSize, status: "filled" });
  const filled = { totalSz: sizeUnitsToWire(fillSize, d), avgPx: priceUnitsToWire(touch, d), oid };
  return { status: { filled: order.c === undefined ? filled : { ...filled, cloid: order.c } } };
}

/** Gives the order an oid and keeps it live. */
function rest(ctx: PlacementContext, draft: OrderRecord): Placement {
  const record: OrderRecord = { ...draft, oid: ctx.ids.nextOid() };
  ctx.orders.add(record);
  const resting = { oid: record.oid };
  return { status: { resting: record.cloid ? { ...resting, cloid: record.cloid } : resting }, record };
}

/**
 * Whether the account's free margin (account value − margin of its positions − margin its other
 * resting orders reserve) covers the initial margin of the part of this order that would open
 * exposure, valued at its limit price: a bid far below the mark earns no paper profit here.
 */
function fitsMargin(
  ctx: PlacementContext,
  account: Account,
  asset: AssetSpec,
  isBuy: boolean,
  size: number,
  px: number,
): boolean {
  const szi = account.position(asset.index).szi;
  const closing = (isBuy ? szi < 0 : szi > 0) ? Math.min(size, Math.abs(szi)) : 0;
  const opening = size - closing;
  if (opening === 0) return true;
  const now = measureAccount(
    account.cash,
    account.positions(),
    valuationOf(account, (a) => ctx.market.quote(a, ctx.now).mark),
  );
  const needed = Math.round((opening * px) / account.leverage(asset));
  return now.accountValue - now.totalMarginUsed - reservedMargin(ctx.orders, account) >= needed;
}

/**
 * Initial margin the account's other resting limit orders would need if they filled, as Hyperliquid
 * counts it against new orders (reduce-only orders and triggers reserve nothing).
 */
function reservedMargin(orders: OrderStore, account: Account): number {
  let reserved = 0;
  for (const order of orders.liveOf(account.address)) {
    if (order.reduceOnly || order.trigger) continue;
    reserved += Math.round((order.sz * order.limitPx) / account.leverage(order.asset));
  }
  return reserved;
}

/**
 * Whether the position this order would leave (valued at the mark) falls in a margin tier whose
 * max leverage is below the account's leverage on the asset; an order that only shrinks the
 * position never does.
 */
export function exceedsTier(
  account: Account,
  asset: AssetSpec,
  isBuy: boolean,
  size: number,
  mark: number,
): boolean {
  const szi = account.position(asset.index).szi;
  const after = Math.abs(szi + (isBuy ? size : -size));
  if (after <= Math.abs(szi)) return false;
  return account.leverage(asset) > maxLeverageAt(asset, after * mark);
}
