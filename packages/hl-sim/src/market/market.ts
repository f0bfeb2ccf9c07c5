import type { MetaAndAssetCtxsResponse } from "@nktkas/hyperliquid/api/info";
import { formatFloat } from "../numbers/decimal.ts";
import { priceUnitsToWire, roundPrice, tickUnits, unitsToPrice } from "../numbers/price-rules.ts";
import { ASSETS, type AssetSpec } from "./assets.ts";
import { type CandleInterval, type CandleRow, candleSnapshot } from "./candles.ts";
import { hourlyFundingRate, IMPACT_NOTIONAL, impactPrice, premiumIndex } from "./funding.ts";
import { HOUR_MS, MINUTE_MS, PricePath } from "./price-path.ts";
import { CoinRandom, Stream } from "./rng.ts";

const DAY_MS = 24 * HOUR_MS;

/** One asset context of `metaAndAssetCtxs`. */
export type AssetContext = MetaAndAssetCtxsResponse[1][number];
// Premium samples a funding hour averages: Hyperliquid samples every 5 s; every 5 minutes here keeps
// settling long stretches of simulated time fast (a sample reads the synthetic book).
const PREMIUM_SAMPLES = 12;
const SAMPLE_MS = 5 * MINUTE_MS;
// The mark's basis term averages (mid − oracle) / oracle over 150 s: 5 samples 30 s apart.
const BASIS_SAMPLES = 5;
const BASIS_STEP_MS = 30_000;
// Cached minute samples per asset before the cache starts over.
const MAX_CACHED_SAMPLES = 50_000;

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
  /** The oracle price (spot exchanges' index): what funding is paid and premiums measured against. */
  readonly oracle: number;
  /**
   * The mark price (see `markPrice`): what positions are valued, margined and liquidated at, and
   * what triggers and the 80 % reference check compare with.
   */
  readonly mark: number;
  /** (mid − oracle) / oracle. */
  readonly premium: number;
}

const median3 = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

/**
 * The local exchange's mark price, after Hyperliquid's (the median of the oracle plus a 150 s EMA of
 * the book's basis, the median of best bid, best ask and last trade, and CEX perp prices): the
 * median of three prices the synthetic market has —
 * 1. the oracle;
 * 2. the oracle × (1 + the basis (mid − oracle) / oracle averaged over the last 150 s);
 * 3. the last trade clamped to the book: median(best bid, best ask, last trade).
 * The synthetic market has no other venues, so the oracle stands in for the CEX perp prices. A quiet
 * book puts the mark near the mid; a lone print outside the spread cannot move it past the touch.
 */
export function markPrice(
  oracle: number,
  basis: number,
  bid: number,
  ask: number,
  lastTrade: number,
): number {
  return median3(oracle, oracle * (1 + basis), median3(bid, ask, lastTrade));
}

/**
 * The synthetic market of the local exchange: one seeded price path per listed perp, a synthetic
 * book (mid ± a small spread, unlimited depth at the touch), an oracle a small premium away, the mark
 * (`markPrice`),
 * and the daily statistics of `metaAndAssetCtxs`. Pure functions of (seed, start time, t).
 */
export class Market {
  readonly #seed: number;
  readonly #startTime: number;
  /** Each asset's path, drawn on first use: two years of hourly walk per coin is most of a new market. */
  readonly #paths: (PricePath | undefined)[] = [];
  readonly #random: readonly CoinRandom[];
  readonly #premiumSamples: readonly Map<number, number>[];
  readonly #premiumDraws = new Map<CoinRandom, Map<number, number>>();
  readonly #basis: ({ readonly step: number; readonly value: number } | undefined)[] = [];
  /** The last quote of each asset: one request asks for the same instant many times. */
  readonly #lastQuote: ({ readonly t: number; readonly quote: Quote } | undefined)[] = [];

  constructor(seed: number, startTime: number) {
    this.#seed = seed;
    this.#startTime = startTime;
    this.#random = ASSETS.map((asset) => new CoinRandom(seed, asset.index));
    this.#premiumSamples = ASSETS.map(() => new Map<number, number>());
  }

  /** Quote of an asset at time `t`. */
  quote(asset: AssetSpec, t: number): Quote {
    const last = this.#lastQuote[asset.index];
    if (last?.t === t) return last.quote;
    const quote = this.#computeQuote(asset, t);
    this.#lastQuote[asset.index] = { t, quote };
    return quote;
  }

  #computeQuote(asset: AssetSpec, t: number): Quote {
    const d = asset.szDecimals;
    const raw = this.#path(asset).priceAt(t);
    const mid = roundPrice(raw, d, "nearest");
    const half = (raw * asset.halfSpreadBps) / 10_000;
    const bid = roundPrice(raw - half, d, "down");
    // Keep at least one tick between bid and ask however coarse the tick is next to the spread.
    const ask = Math.max(roundPrice(raw + half, d, "up"), bid + tickUnits(unitsToPrice(bid, d), d));
    const premium = this.#premium(asset, t);
    const oracle = raw / (1 + premium);
    const basis = this.#averageBasis(asset, t);
    // The synthetic market trades on its path every second: its last trade is the second's opening price.
    const lastTrade = this.#path(asset).priceAt(Math.floor(t / 1000) * 1000);
    const mark = markPrice(oracle, basis, unitsToPrice(bid, d), unitsToPrice(ask, d), lastTrade);
    return {
      mid,
      bid,
      ask,
      oracle: roundPrice(oracle, d, "nearest"),
      mark: roundPrice(mark, d, "nearest"),
      premium,
    };
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
    const quote = this.quote(asset, t);
    const day = path.bar(t - DAY_MS, t + 1, t);
    const impact = this.impactPrices(asset, t);
    return {
      funding: formatFloat(this.fundingRate(asset, t), 10),
      openInterest: formatFloat(this.#openInterest(asset, t), d),
      prevDayPx: priceUnitsToWire(roundPrice(path.priceAt(t - DAY_MS), d, "nearest"), d),
      dayNtlVlm: formatFloat(day?.notional ?? 0, 2),
      premium: formatFloat(this.premiumIndex(asset, t), 8),
      oraclePx: priceUnitsToWire(quote.oracle, d),
      markPx: priceUnitsToWire(quote.mark, d),
      midPx: priceUnitsToWire(quote.mid, d),
      impactPxs: [
        priceUnitsToWire(roundPrice(impact.bid, d, "down"), d),
        priceUnitsToWire(roundPrice(impact.ask, d, "up"), d),
      ],
      dayBaseVlm: formatFloat(day?.volume ?? 0, d),
    };
  }

  /** Average prices (as prices) of trading the impact notional into the synthetic book at `t`. */
  impactPrices(asset: AssetSpec, t: number): { bid: number; ask: number } {
    const d = asset.szDecimals;
    const notional =
      asset.name === "BTC" || asset.name === "ETH" ? IMPACT_NOTIONAL.major : IMPACT_NOTIONAL.other;
    const depth = this.depth(asset, t, 20);
    const side = (levels: readonly BookLevel[]) =>
      impactPrice(
        levels.map((level) => ({ px: unitsToPrice(level.px, d), sz: level.sz / 10 ** d })),
        notional,
      );
    return { bid: side(depth.bids), ask: side(depth.asks) };
  }

  /** Hyperliquid's premium index at `t`: impact prices against the oracle (see funding.ts). */
  premiumIndex(asset: AssetSpec, t: number): number {
    const { bid, ask } = this.impactPrices(asset, t);
    return premiumIndex(bid, ask, unitsToPrice(this.quote(asset, t).oracle, asset.szDecimals));
  }

  /** The premium index averaged over the hour ending at `t` (one sample every 5 minutes). */
  averagePremium(asset: AssetSpec, t: number): number {
    const samples = this.#premiumSamples[asset.index];
    if (!samples) throw new Error(`No premium samples for asset ${asset.index}`);
    if (samples.size > MAX_CACHED_SAMPLES) samples.clear();
    const last = Math.floor(t / SAMPLE_MS);
    let sum = 0;
    for (let k = last - PREMIUM_SAMPLES + 1; k <= last; k += 1) {
      let sample = samples.get(k);
      if (sample === undefined) {
        sample = this.premiumIndex(asset, k * SAMPLE_MS);
        samples.set(k, sample);
      }
      sum += sample;
    }
    return sum / PREMIUM_SAMPLES;
  }

  /**
   * Hourly funding rate at `t` by Hyperliquid's formula from the last hour's average premium index:
   * at an hour boundary, the rate that hour's positions pay.
   */
  fundingRate(asset: AssetSpec, t: number): number {
    return hourlyFundingRate(this.averagePremium(asset, t));
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
    const known = this.#paths[asset.index];
    if (known) return known;
    const listed = ASSETS[asset.index];
    if (!listed) throw new Error(`No price path for asset ${asset.index}`);
    const path = new PricePath(listed, this.#seed, this.#startTime);
    this.#paths[asset.index] = path;
    return path;
  }

  /**
   * The basis (mid − oracle) / oracle averaged over the 150 s before `t`: five samples on the 30 s
   * grid, the latest at or before `t` (remembered per asset until the grid moves on).
   */
  #averageBasis(asset: AssetSpec, t: number): number {
    const step = Math.floor(t / BASIS_STEP_MS);
    const cached = this.#basis[asset.index];
    if (cached?.step === step) return cached.value;
    let sum = 0;
    for (let k = 0; k < BASIS_SAMPLES; k += 1) sum += this.#premium(asset, (step - k) * BASIS_STEP_MS);
    const value = sum / BASIS_SAMPLES;
    this.#basis[asset.index] = { step, value };
    return value;
  }

  /**
   * One normal draw of the premium stream, remembered: every quote averages the premium over the
   * last 150 s, so the same few draws are asked for again and again.
   */
  #premiumDraw(rng: CoinRandom, index: number, sub: 0 | 1): number {
    const key = index * 2 + sub;
    let draws = this.#premiumDraws.get(rng);
    if (!draws || draws.size > MAX_CACHED_SAMPLES) {
      draws = new Map();
      this.#premiumDraws.set(rng, draws);
    }
    let value = draws.get(key);
    if (value === undefined) {
      value = rng.normal(Stream.premium, index, sub);
      draws.set(key, value);
    }
    return value;
  }

  /** Where the oracle sits below the book's centre, as a fraction: a few basis points either way. */
  #premium(asset: AssetSpec, t: number): number {
    const rng = this.#rng(asset);
    // A slow component interpolated between seeded 4-hour levels (persistent, pulled back to zero)
    // plus minute noise: funding drifts for hours, then reverts, as real premiums do.
    const block = t / (4 * HOUR_MS);
    const k = Math.floor(block);
    const w = block - k;
    const slow = (1 - w) * this.#premiumDraw(rng, k, 1) + w * this.#premiumDraw(rng, k + 1, 1);
    const z = 0.8 * slow + 0.6 * this.#premiumDraw(rng, Math.floor(t / MINUTE_MS), 0);
    // Wide enough that some hours leave the clamp around the interest rate, as busy markets do.
    return Math.max(-0.003, Math.min(0.003, 0.0008 * z));
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
