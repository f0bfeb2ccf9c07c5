import type { AllMidsResponse, MetaResponse } from "@nktkas/hyperliquid/api/info";
import { ASSETS } from "../market/assets.ts";
import type { AssetContext, Market } from "../market/market.ts";
import { formatPrice } from "../numbers/price-rules.ts";

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
