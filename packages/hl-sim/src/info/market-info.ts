import type { AllMidsResponse, L2BookResponse, MetaResponse } from "@nktkas/hyperliquid/api/info";
import { ASSETS, assetByName } from "../market/assets.ts";
import { marginTableOf, marginTables } from "../market/margin-tables.ts";
import type { AssetContext, BookLevel, Market } from "../market/market.ts";
import type { OrderStore } from "../matching/order-store.ts";
import { formatUsd } from "../numbers/decimal.ts";
import {
  priceDecimals,
  priceUnitsToWire,
  sizeUnitsToWire,
  tickUnits,
  unitsToPrice,
} from "../numbers/price-rules.ts";

/** Hyperliquid shows at most 20 levels per side. */
const BOOK_LEVELS = 20;

/**
 * `meta`: the universe (asset id = index) and the margin tables: tiered tables (ids from 50) for the
 * assets that have them on testnet, and a single-tier table per max leverage (id = that leverage).
 */
export function meta(): MetaResponse {
  return {
    universe: ASSETS.map((asset) => ({
      szDecimals: asset.szDecimals,
      name: asset.name,
      maxLeverage: asset.maxLeverage,
      marginTableId: marginTableOf(asset).id,
    })),
    marginTables: marginTables(ASSETS).map((table) => [
      table.id,
      {
        description: table.description,
        marginTiers: table.tiers.map((tier) => ({
          lowerBound: formatUsd(tier.lowerBound),
          maxLeverage: tier.maxLeverage,
        })),
      },
    ]),
    collateralToken: 0,
  };
}

/** The asset contexts of `metaAndAssetCtxs`, in universe order. */
export function assetContexts(market: Market, now: number): AssetContext[] {
  return ASSETS.map((asset) => market.context(asset, now));
}

/** `allMids`: every perp's mid price by name. */
export function allMids(market: Market, now: number): AllMidsResponse {
  const mids: AllMidsResponse = {};
  for (const asset of ASSETS)
    mids[asset.name] = priceUnitsToWire(market.quote(asset, now).mid, asset.szDecimals);
  return mids;
}

/** `l2Book`'s aggregation: significant figures of the price buckets, and their mantissa (with 5). */
export interface BookAggregation {
  readonly nSigFigs?: number | null | undefined;
  readonly mantissa?: number | null | undefined;
}

// Coarse buckets need more of the synthetic book behind them; this bounds the work per request.
const MAX_RAW_LEVELS = 2000;

/**
 * The bucket (in price units) a level at `px` falls in: 10^(digits before the point − nSigFigs) ×
 * mantissa, at least one unit; 1 without aggregation.
 */
export function bucketUnits(px: number, priceDecimals: number, aggregation: BookAggregation): number {
  const { nSigFigs, mantissa } = aggregation;
  if (!nSigFigs) return 1;
  const magnitude = Math.floor(Math.log10(px / 10 ** priceDecimals));
  const bucket = 10 ** (magnitude - nSigFigs + 1 + priceDecimals) * (nSigFigs === 5 ? (mantissa ?? 1) : 1);
  return Math.max(1, Math.round(bucket));
}

/**
 * `l2Book`: 20 levels each side around the mid — the synthetic book plus the users' resting limit
 * orders at their prices — or null for an unknown coin. With `nSigFigs` (and `mantissa`) levels are
 * summed into price buckets, bids rounded down and asks up, as Hyperliquid aggregates.
 */
export function l2Book(
  market: Market,
  orders: OrderStore,
  coin: string,
  now: number,
  aggregation: BookAggregation = {},
): L2BookResponse {
  const asset = assetByName(coin);
  if (!asset) return null;
  const d = asset.szDecimals;
  const pd = priceDecimals(d);
  const quote = market.quote(asset, now);
  const touchTick = tickUnits(unitsToPrice(quote.bid, d), d);
  const bucket = bucketUnits(quote.bid, pd, aggregation);
  const rawLevels = Math.min(MAX_RAW_LEVELS, BOOK_LEVELS * Math.ceil(bucket / touchTick));
  const depth = market.depth(asset, now, rawLevels);
  const side = (levels: readonly BookLevel[], isBuy: boolean) => {
    const byPx = new Map(levels.map((level) => [level.px, { ...level }]));
    const worst = levels.at(-1)?.px ?? 0;
    for (const order of orders.live()) {
      if (order.asset !== asset || order.isBuy !== isBuy || order.trigger || order.parentOid !== null)
        continue;
      if (isBuy ? order.limitPx < worst : order.limitPx > worst) continue;
      const level = byPx.get(order.limitPx) ?? { px: order.limitPx, sz: 0, n: 0 };
      byPx.set(order.limitPx, { px: level.px, sz: level.sz + order.sz, n: level.n + 1 });
    }
    const buckets = new Map<number, BookLevel>();
    for (const level of byPx.values()) {
      const size = bucketUnits(level.px, pd, aggregation);
      const px = (isBuy ? Math.floor(level.px / size) : Math.ceil(level.px / size)) * size;
      const sum = buckets.get(px);
      buckets.set(px, { px, sz: (sum?.sz ?? 0) + level.sz, n: (sum?.n ?? 0) + level.n });
    }
    return [...buckets.values()]
      .sort((a, b) => (isBuy ? b.px - a.px : a.px - b.px))
      .slice(0, BOOK_LEVELS)
      .map((level) => ({ px: priceUnitsToWire(level.px, d), sz: sizeUnitsToWire(level.sz, d), n: level.n }));
  };
  return { coin: asset.name, time: now, levels: [side(depth.bids, true), side(depth.asks, false)] };
}
