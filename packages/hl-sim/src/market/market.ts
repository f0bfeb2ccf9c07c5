import type { MetaAndAssetCtxsResponse } from "@nktkas/hyperliquid/api/info";
import { formatFloat } from "../numbers/decimal.ts";
import { formatPrice, roundPrice, tickUnits, unitsToPrice } from "../numbers/price-rules.ts";
import { ASSETS, type AssetSpec } from "./assets.ts";
import { type CandleInterval, type CandleRow, candleSnapshot } from "./candles.ts";
import { HOUR_MS, MINUTE_MS, PricePath } from "./price-path.ts";
import { CoinRandom, Stream } from "./rng.ts";

const DAY_MS = 24 * HOUR_MS;

/** One asset context of `metaAndAssetCtxs`. */
export type AssetContext = MetaAndAssetCtxsResponse[1][number];
// The hourly interest component of Hyperliquid's funding: 0.01 % per 8 h.
const BASE_FUNDING_PER_HOUR = 0.0000125;

/** Prices of one asset at one instant, in integer price units (see numbers/price-rules). */
export interface Quote {
  readonly mid: number;
  readonly bid: number;
  readonly ask: number;
  /** Mark = oracle price: what positions are valued and margined at. */
  readonly mark: number;
  /** (mid − oracle) / oracle. */
  readonly premium: number;
}

/**
 * The synthetic market of the local exchange: one seeded price path per listed perp, a synthetic
 * book (mid ± a small spread, unlimited depth at the touch), mark/oracle prices with a small premium,
 * and the daily statistics of `metaAndAssetCtxs`. Pure functions of (seed, start time, t).
 */
export class Market {
  readonly #paths: readonly PricePath[];
  readonly #random: readonly CoinRandom[];

  constructor(seed: number, startTime: number) {
    this.#paths = ASSETS.map((asset) => new PricePath(asset, seed, startTime));
    this.#random = ASSETS.map((asset) => new CoinRandom(seed, asset.index));
  }

  /** Quote of an asset at time `t`. */
  quote(asset: AssetSpec, t: number): Quote {
    const d = asset.szDecimals;
    const raw = this.#path(asset).priceAt(t);
    const mid = roundPrice(raw, d, "nearest");
    const half = (raw * asset.halfSpreadBps) / 10_000;
    const bid = roundPrice(raw - half, d, "down");
    // Keep at least one tick between bid and ask however coarse the tick is next to the spread.
    const ask = Math.max(roundPrice(raw + half, d, "up"), bid + tickUnits(unitsToPrice(bid, d), d));
    const premium = this.#premium(asset, t);
    return { mid, bid, ask, mark: roundPrice(raw / (1 + premium), d, "nearest"), premium };
  }

  /** Candles of an asset, as Hyperliquid's `candleSnapshot` returns them. */
  candles(
    asset: AssetSpec,
    interval: CandleInterval,
    range: { startTime: number; endTime?: number | null | undefined },
    now: number,
  ): CandleRow[] {
    return candleSnapshot(asset, this.#path(asset), interval, range, now);
  }

  /** The asset context of `metaAndAssetCtxs` at time `t`. */
  context(asset: AssetSpec, t: number): AssetContext {
    const d = asset.szDecimals;
    const path = this.#path(asset);
    const raw = path.priceAt(t);
    const quote = this.quote(asset, t);
    const day = path.bar(t - DAY_MS, t + 1, t);
    const impact = (3 * asset.halfSpreadBps) / 10_000;
    const oracle = formatPrice(quote.mark, d);
    return {
      funding: formatFloat(BASE_FUNDING_PER_HOUR + quote.premium / 8, 10),
      openInterest: formatFloat(this.#openInterest(asset, t), d),
      prevDayPx: formatPrice(roundPrice(path.priceAt(t - DAY_MS), d, "nearest"), d),
      dayNtlVlm: formatFloat(day?.notional ?? 0, 2),
      premium: formatFloat(quote.premium, 8),
      oraclePx: oracle,
      markPx: oracle,
      midPx: formatPrice(quote.mid, d),
      impactPxs: [
        formatPrice(roundPrice(raw * (1 - impact), d, "down"), d),
        formatPrice(roundPrice(raw * (1 + impact), d, "up"), d),
      ],
      dayBaseVlm: formatFloat(day?.volume ?? 0, d),
    };
  }

  #path(asset: AssetSpec): PricePath {
    const path = this.#paths[asset.index];
    if (!path) throw new Error(`No price path for asset ${asset.index}`);
    return path;
  }

  /** Premium of mid over oracle, seeded per minute: a few basis points either way. */
  #premium(asset: AssetSpec, t: number): number {
    const z = this.#rng(asset).normal(Stream.premium, Math.floor(t / MINUTE_MS));
    return Math.max(-0.0008, Math.min(0.0008, 0.00025 * z));
  }

  /** Open interest in base units: the asset's typical USD level, drifting day by day. */
  #openInterest(asset: AssetSpec, t: number): number {
    const day = Math.floor(t / DAY_MS);
    const frac = (t - day * DAY_MS) / DAY_MS;
    const level = (k: number) => 0.8 + 0.4 * this.#rng(asset).uniform(Stream.openInterest, k);
    const factor = level(day) * (1 - frac) + level(day + 1) * frac;
    return (asset.openInterestUsd * factor) / asset.referencePrice;
  }

  #rng(asset: AssetSpec): CoinRandom {
    const rng = this.#random[asset.index];
    if (!rng) throw new Error(`No random source for asset ${asset.index}`);
    return rng;
  }
}
