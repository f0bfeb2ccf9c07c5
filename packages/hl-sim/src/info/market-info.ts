import type { AllMidsResponse, L2BookResponse, MetaResponse } from "@nktkas/hyperliquid/api/info";
import { ASSETS, assetByName } from "../market/assets.ts";
import type { AssetContext, Market } from "../market/market.ts";
import { formatPrice, formatSize } from "../numbers/price-rules.ts";

/** Hyperliquid shows at most 20 levels per side. */
const BOOK_LEVELS = 20;

/** `meta`: the universe (asset id = index) and a single-tier margin table per max leverage. */
export function meta(): MetaResponse {
  const leverages = [...new Set(ASSETS.map((asset) => asset.maxLeverage))].sort((a, b) => a - b);
  return {
    universe: ASSETS.map((asset) => ({
      szDecimals: asset.szDecimals,
      name: asset.name,
      maxLeverage: asset.maxLeverage,
      // Ids below 50 denote a single tier whose max leverage is the id.
      marginTableId: asset.maxLeverage,
    })),
    marginTables: leverages.map((leverage) => [
      leverage,
      { description: "", marginTiers: [{ lowerBound: "0.0", maxLeverage: leverage }] },
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
  for (const asset of ASSETS) mids[asset.name] = formatPrice(market.quote(asset, now).mid, asset.szDecimals);
  return mids;
}

/** `l2Book`: 20 levels each side of the synthetic book around the mid; null for an unknown coin. */
export function l2Book(market: Market, coin: string, now: number): L2BookResponse {
  const asset = assetByName(coin);
  if (!asset) return null;
  const depth = market.depth(asset, now, BOOK_LEVELS);
  const d = asset.szDecimals;
  const show = (levels: typeof depth.bids) =>
    levels.map((level) => ({ px: formatPrice(level.px, d), sz: formatSize(level.sz, d), n: level.n }));
  return { coin: asset.name, time: now, levels: [show(depth.bids), show(depth.asks)] };
}
