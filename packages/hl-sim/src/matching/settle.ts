import type { Account } from "../accounts/account.ts";
import { formatFloat, formatUsd } from "../numbers/decimal.ts";
import { sizeUnitsToWire, unitsToPrice } from "../numbers/price-rules.ts";
import { settleTwaps } from "../twap/twap-slices.ts";
import { execute } from "./execute.ts";
import { liquidateIfUnderwater, type SettleDeps } from "./liquidation.ts";
import type { OrderProcessingStatus, OrderRecord, OrderStore } from "./order-store.ts";
import { exceedsTier } from "./place-order.ts";

const HOUR_MS = 3_600_000;

export type { SettleDeps } from "./liquidation.ts";

/** Ends an order and the TP/SL children still waiting for it to fill. */
export function cancelWithChildren(
  orders: OrderStore,
  order: OrderRecord,
  status: OrderProcessingStatus,
  now: number,
): void {
  orders.finish(order, status, now);
  for (const oid of order.childOids) {
    const child = orders.get(oid);
    if (child && child.status === "open" && child.parentOid === order.oid) orders.finish(child, status, now);
  }
}

/**
 * Brings the exchange up to `now`, in a fixed order: hourly funding on open positions, scheduled
 * cancels that are due, TWAP suborders that are due (each at its own instant), then every
 * live order in oid order (triggers whose mark condition was met, resting limits the price reached),
 * then reduce-only orders left without a position, then liquidation of accounts below maintenance
 * margin. Returns whether any account or order changed, which is what the journal must record: a
 * call that changed nothing can be skipped on replay without changing any later outcome.
 */
export function settle(deps: SettleDeps, now: number): boolean {
  let changed = payFunding(deps, now);
  for (const account of deps.accounts.all()) {
    if (account.scheduledCancel === null || account.scheduledCancel > now) continue;
    for (const order of deps.orders.liveOf(account.address))
      deps.orders.finish(order, "scheduledCancel", now);
    account.scheduledCancel = null;
    changed = true;
    deps.touched?.add(account.address);
  }
  if (deps.twaps && settleTwaps({ ...deps, twaps: deps.twaps }, now)) changed = true;
  for (const order of deps.orders.live()) {
    if (order.status !== "open" || order.parentOid !== null) continue;
    const account = deps.accounts.find(order.user);
    if (account && settleOrder(deps, account, order, now)) {
      changed = true;
      deps.touched?.add(account.address);
    }
    order.checkedUntil = now;
  }
  for (const order of deps.orders.live()) {
    if (!order.reduceOnly || order.parentOid !== null) continue;
    if (deps.accounts.find(order.user)?.position(order.asset.index).szi === 0) {
      deps.orders.finish(order, "reduceOnlyCanceled", now);
      changed = true;
      deps.touched?.add(order.user);
    }
  }
  for (const account of deps.accounts.all()) {
    if (account.positions().size > 0 && liquidateIfUnderwater(deps, account, now)) {
      changed = true;
      deps.touched?.add(account.address);
    }
  }
  return changed;
}

/** Pays funding at every hour boundary an account's positions have lived through since last paid. */
function payFunding(deps: SettleDeps, now: number): boolean {
  const hour = Math.floor(now / HOUR_MS);
  let changed = false;
  for (const account of deps.accounts.all()) {
    if (account.fundingHour >= hour) continue;
    const positions = account.positions();
    for (let h = account.fundingHour + 1; h <= hour && positions.size > 0; h += 1) {
      for (const [id, position] of positions) {
        const asset = deps.market.assetOf(id);
        const time = h * HOUR_MS;
        const oracle = deps.market.quote(asset, time).oracle;
        const rate = deps.market.fundingRate(asset, time);
        // Size units × price units = micro-USDC; a positive rate makes longs pay shorts.
        const amount = Math.round(position.szi * oracle * rate);
        account.payFunding(id, amount, {
          time,
          hash: `0x${"0".repeat(64)}`,
          delta: {
            type: "funding",
            coin: asset.name,
            usdc: formatUsd(-amount),
            szi: sizeUnitsToWire(position.szi, asset.szDecimals),
            fundingRate: formatFloat(rate, 10),
            nSamples: null,
          },
        });
      }
      changed = true;
      deps.touched?.add(account.address);
    }
    account.fundingHour = hour;
  }
  return changed;
}

/** Whether the mark reached a trigger over (checkedUntil, now]. */
function triggerReached(deps: SettleDeps, order: OrderRecord, now: number): boolean {
  const trigger = order.trigger;
  if (!trigger) return false;
  // A sell take-profit and a buy stop fire on a rise; a sell stop and a buy take-profit on a fall.
  const onRise = order.isBuy !== (trigger.tpsl === "tp");
  const mark = deps.market.quote(order.asset, now).mark;
  if (onRise ? mark >= trigger.px : mark <= trigger.px) return true;
  const range = order.checkedUntil < now ? deps.market.range(order.asset, order.checkedUntil + 1, now) : null;
  const px = unitsToPrice(trigger.px, order.asset.szDecimals);
  return range !== null && (onRise ? range.high >= px : range.low <= px);
}

/** Whether the price traded through a resting limit over (checkedUntil, now], or the touch reaches it now. */
function limitReached(deps: SettleDeps, order: OrderRecord, now: number): boolean {
  const quote = deps.market.quote(order.asset, now);
  if (order.isBuy ? quote.ask <= order.limitPx : quote.bid >= order.limitPx) return true;
  const range = order.checkedUntil < now ? deps.market.range(order.asset, order.checkedUntil + 1, now) : null;
  const px = unitsToPrice(order.limitPx, order.asset.szDecimals);
  return range !== null && (order.isBuy ? range.low < px : range.high > px);
}

/** Fires or fills one live order when the market reached it; true when it changed. */
function settleOrder(deps: SettleDeps, account: Account, order: OrderRecord, now: number): boolean {
  const fired = order.trigger !== null;
  if (fired ? !triggerReached(deps, order, now) : !limitReached(deps, order, now)) return false;
  const position = account.position(order.asset.index).szi;
  let size = order.isPositionTpsl ? Math.abs(position) : order.sz;
  if (order.reduceOnly) {
    const closing = order.isBuy ? position < 0 : position > 0;
    if (!closing) {
      cancelWithChildren(deps.orders, order, "reduceOnlyCanceled", now);
      return true;
    }
    size = Math.min(size, Math.abs(position));
  }
  let px = order.limitPx;
  let maker = true;
  if (fired) {
    // A fired trigger becomes a limit order: it crosses the book if its limit allows, else it rests.
    const quote = deps.market.quote(order.asset, now);
    const touch = order.isBuy ? quote.ask : quote.bid;
    if (order.isBuy ? touch > order.limitPx : touch < order.limitPx) {
      order.trigger = null;
      order.statusTimestamp = now;
      return true;
    }
    px = touch;
    maker = false;
  }
  // Hyperliquid checks a resting order against the margin tiers again when it fills, as it checks
  // its margin: a fill that would grow the position into a tier whose max leverage is below the
  // account's leverage on the asset does not happen, and the order is cancelled as one whose fill
  // the account's margin cannot take (`marginCanceled`) — the tier's lower max leverage is a higher
  // initial-margin requirement. The same holds for a fired trigger crossing the book. Lowering the
  // leverage to the tier's (updateLeverage) before the fill keeps such an order live.
  if (exceedsTier(account, order.asset, order.isBuy, size, deps.market.quote(order.asset, now).mark)) {
    cancelWithChildren(deps.orders, order, "marginCanceled", now);
    return true;
  }
  const exec = {
    asset: order.asset,
    isBuy: order.isBuy,
    size,
    px,
    maker,
    oid: order.oid,
    cloid: order.cloid,
    builder: order.builder,
  };
  if (!execute(deps, account, { ...exec, time: now })) {
    cancelWithChildren(deps.orders, order, "marginCanceled", now);
    return true;
  }
  order.sz = 0;
  deps.orders.finish(order, "filled", now);
  for (const oid of order.childOids) {
    const child = deps.orders.get(oid);
    if (child && child.status === "open" && child.parentOid === order.oid) {
      child.parentOid = null;
      child.checkedUntil = now;
    }
  }
  return true;
}
