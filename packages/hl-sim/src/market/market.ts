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
const MAX_FUNDING_PER_HOUR = 0.04;

/** One level of the synthetic book: price and size in units, number of orders. */
export interface BookLevel {
  readonly px: number;
  readonly sz: number;
  readonly n: number;
}

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
      funding: formatFloat(this.fundingRate(asset, t), 10),
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

  /**
   * Hourly funding rate at `t`: the interest component plus the premium of mid over oracle, divided
   * by 8 as Hyperliquid turns its 8-hour formula into an hourly rate, capped at 4 % per hour. The
   * premium is centred on zero, so the rate reverts to the interest rate.
   */
  fundingRate(asset: AssetSpec, t: number): number {
    const rate = BASE_FUNDING_PER_HOUR + this.#premium(asset, t) / 8;
    return Math.max(-MAX_FUNDING_PER_HOUR, Math.min(MAX_FUNDING_PER_HOUR, rate));
  }

  /**
   * The synthetic book's visible depth at `t`: `count` levels a tick apart from the touch outwards on
   * each side, sizes seeded per second and level (deeper levels hold more), in units.
   */
  depth(asset: AssetSpec, t: number, count: number): { bids: BookLevel[]; asks: BookLevel[] } {
    const d = asset.szDecimals;
    const quote = this.quote(asset, t);
    const second = Math.floor(t / 1000);
    const rng = this.#rng(asset);
    // About a hundred-thousandth of a day's volume at the touch, growing with distance.
    const baseUsd = asset.dayNotionalVolume / 100_000;
    const side = (from: number, direction: 1 | -1, offset: number): BookLevel[] => {
      const levels: BookLevel[] = [];
      let px = from;
      for (let i = 0; i < count && px > 0; i += 1) {
        const u = rng.uniform(Stream.bookDepth, second, offset + i);
        const usd = baseUsd * (0.3 + 1.7 * u) * (1 + i / 4);
        const size = Math.max(1, Math.round((usd / unitsToPrice(px, d)) * 10 ** d));
        levels.push({ px, sz: size, n: 1 + Math.floor(u * 12) });
        px += direction * tickUnits(unitsToPrice(px, d), d);
      }
      return levels;
    };
    return { bids: side(quote.bid, -1, 0), asks: side(quote.ask, 1, count) };
  }

  /** The listed asset with this id; throws for ids the caller should have validated. */
  assetOf(id: number): AssetSpec {
    const asset = ASSETS[id];
    if (!asset) throw new Error(`No asset ${id}`);
    return asset;
  }

  /** Lowest and highest mid (as prices) over [from, to] seen at `to`; null before the history. */
  range(asset: AssetSpec, from: number, to: number): { low: number; high: number } | null {
    const bar = this.#path(asset).bar(from, to + 1, to);
    return bar ? { low: bar.low, high: bar.high } : null;
  }

  #path(asset: AssetSpec): PricePath {
    const path = this.#paths[asset.index];
    if (!path) throw new Error(`No price path for asset ${asset.index}`);
    return path;
  }

  /** Premium of mid over oracle: a few basis points either way. */
  #premium(asset: AssetSpec, t: number): number {
    const rng = this.#rng(asset);
    // A slow component interpolated between seeded 4-hour levels (persistent, pulled back to zero)
    // plus minute noise: funding drifts for hours, then reverts, as real premiums do.
    const block = t / (4 * HOUR_MS);
    const k = Math.floor(block);
    const w = block - k;
    const slow = (1 - w) * rng.normal(Stream.premium, k, 1) + w * rng.normal(Stream.premium, k + 1, 1);
    const z = 0.8 * slow + 0.6 * rng.normal(Stream.premium, Math.floor(t / MINUTE_MS));
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
