import type { AssetSpec } from "./assets.ts";
import { type Bar, BarStore, mergeBars } from "./bars.ts";
import { CoinRandom, Stream } from "./rng.ts";

/** One second in ms: the finest resolution of the price path. */
export const SECOND_MS = 1_000;
/** One minute in ms. */
export const MINUTE_MS = 60_000;
/** One hour in ms: the resolution of the underlying random walk. */
export const HOUR_MS = 3_600_000;

/** How far back the synthetic history reaches: the market was "listed" two years before start. */
export const HISTORY_HOURS = 730 * 24;

// Weak pull of the log price towards its long-run level (half-life ~120 days) so two years of random
// walk stay in a believable range for every coin.
const MEAN_REVERSION_PER_HOUR = Math.LN2 / (120 * 24);
const JUMP_PROBABILITY_PER_HOUR = 1 / 400;
const BRIDGE_CACHE_SIZE = 256;
const NO_JUMP = { size: 0, minute: 0 } as const;
// Eight exchanges' worth of coins: the hourly walk of two years is the bulk of starting an exchange,
// and every exchange with the same seed and start hour draws the same one. A process with one exchange
// (the app) keeps its coins' few; a test worker starts exchanges of ~40 seeds and start hours, and with
// room for two exchanges it drew 1,350 walks a run where 838 were distinct (983 with this room).
const SHARED_CACHE_SIZE = 200;

/** What a path computes once and keeps: the hourly walk, recent hours' bridges, complete hours' bars. */
interface PathCache {
  readonly levels: number[];
  readonly bridges: Map<number, HourBridge>;
  readonly hourBars: BarStore;
}

/**
 * Caches by everything that determines them (seed, the coin's spec, first hour), shared by every path
 * that draws the same market (test servers, SDK tests and benchmarks start many exchanges in one
 * process). Each value is a pure function of its key and only ever added, so whichever path computes it,
 * all read the same.
 */
const shared = new Map<string, PathCache>();

function sharedCache(key: string): PathCache {
  const known = shared.get(key);
  if (known) return known;
  if (shared.size >= SHARED_CACHE_SIZE) {
    const oldest = shared.keys().next().value;
    if (oldest !== undefined) shared.delete(oldest);
  }
  const cache = { levels: [0], bridges: new Map<number, HourBridge>(), hourBars: new BarStore() };
  shared.set(key, cache);
  return cache;
}

/** Minute-boundary log prices of one hour and the hour's per-minute volatility. */
interface HourBridge {
  readonly logs: Float64Array;
  readonly minuteSigma: number;
}

/**
 * The seeded price process of one coin, computed lazily from the clock. Three levels:
 * an hourly mean-reverting random walk with volatility regimes and occasional jumps (generated from
 * the listing time and extended as time passes), a Brownian bridge of minute prices inside each hour,
 * and a per-second path inside each minute that touches the minute's seeded high and low.
 * Everything is a pure function of (seed, coin, start time, t).
 */
export class PricePath {
  readonly #spec: AssetSpec;
  readonly #rng: CoinRandom;
  readonly #firstHour: number;
  readonly #levels: number[];
  readonly #logShift: number;
  readonly #bridges: Map<number, HourBridge>;
  readonly #hourBars: BarStore;

  constructor(spec: AssetSpec, seed: number, startTime: number) {
    this.#spec = spec;
    this.#rng = new CoinRandom(seed, spec.index);
    const anchorHour = Math.floor(startTime / HOUR_MS);
    this.#firstHour = anchorHour - HISTORY_HOURS;
    const cache = sharedCache(`${seed}:${this.#firstHour}:${JSON.stringify(spec)}`);
    this.#levels = cache.levels;
    this.#bridges = cache.bridges;
    this.#hourBars = cache.hourBars;
    // Shift the whole walk so the price at start is exactly the reference price.
    this.#logShift = Math.log(spec.referencePrice) - this.#level(anchorHour);
  }

  /** When the market's history begins (ms). */
  get listingTime(): number {
    return this.#firstHour * HOUR_MS;
  }

  /** Mid price at time `t` (ms); constant within a second. */
  priceAt(t: number): number {
    const second = Math.floor(Math.max(t, this.listingTime) / SECOND_MS);
    const minute = Math.floor(second / 60);
    return Math.exp(this.#logShift + this.#secondLog(minute, second - minute * 60));
  }

  /**
   * The bar of [start, end) as seen at `now`: complete minutes and hours, plus the current minute up
   * to the current second. Null when nothing of the range has happened yet.
   */
  bar(start: number, end: number, now: number): Bar | null {
    const nowSecond = Math.floor(now / SECOND_MS);
    const nowMinuteStart = Math.floor(nowSecond / 60) * MINUTE_MS;
    let cursor = Math.max(Math.floor(start / MINUTE_MS) * MINUTE_MS, this.listingTime);
    const parts: Bar[] = [];
    while (cursor < end) {
      if (cursor % HOUR_MS === 0 && cursor + HOUR_MS <= Math.min(end, nowMinuteStart)) {
        parts.push(this.#hourBar(cursor / HOUR_MS));
        cursor += HOUR_MS;
      } else if (cursor + MINUTE_MS <= nowMinuteStart) {
        parts.push(this.#minuteBar(cursor / MINUTE_MS, 59));
        cursor += MINUTE_MS;
      } else {
        if (cursor === nowMinuteStart) parts.push(this.#minuteBar(cursor / MINUTE_MS, nowSecond % 60));
        break;
      }
    }
    return mergeBars(parts);
  }

  /** Relative log level at the start of absolute hour `hour`, extending the walk as needed. */
  #level(hour: number): number {
    const k = Math.max(0, hour - this.#firstHour);
    if (this.#levels.length <= k) this.#extendWalk(k);
    return this.#levels[k] ?? 0;
  }

  /**
   * Extends the hourly walk to index `k`. Two years of hours is the bulk of starting an exchange: the
   * day's volatility is drawn once per day rather than once per hour (the same value), and a quiet hour
   * allocates nothing.
   */
  #extendWalk(k: number): void {
    const levels = this.#levels;
    const rng = this.#rng;
    const firstHour = this.#firstHour;
    let day = Number.NaN;
    let sigma = 0;
    let level = levels[levels.length - 1] ?? 0;
    for (let i = levels.length - 1; i < k; i += 1) {
      const h = firstHour + i;
      if (Math.floor(h / 24) !== day) {
        day = Math.floor(h / 24);
        sigma = this.#hourSigma(h);
      }
      const step = sigma * rng.normal(Stream.hourStep, h);
      const jump = rng.uniform(Stream.hourJump, h, 0) < JUMP_PROBABILITY_PER_HOUR ? this.#jumpSize(h) : 0;
      level = level * (1 - MEAN_REVERSION_PER_HOUR) + step + jump;
      levels.push(level);
    }
  }

  /** Hourly volatility, with a seeded regime per day. */
  #hourSigma(hour: number): number {
    const day = Math.floor(hour / 24);
    const regime = Math.exp(0.35 * this.#rng.normal(Stream.dayVolatility, day) - 0.06);
    return (this.#spec.dailyVolatility / Math.sqrt(24)) * regime;
  }

  /** A rare jump inside an hour: its log size and the minute it happens in. */
  #jump(hour: number): { size: number; minute: number } {
    const size = this.#jumpSize(hour);
    if (size === 0) return NO_JUMP;
    return { size, minute: Math.floor(this.#rng.uniform(Stream.hourJump, hour, 2) * 60) };
  }

  /** The log size of the hour's jump, 0 in the hours without one. */
  #jumpSize(hour: number): number {
    if (this.#rng.uniform(Stream.hourJump, hour, 0) >= JUMP_PROBABILITY_PER_HOUR) return 0;
    return 0.6 * this.#spec.dailyVolatility * this.#rng.normal(Stream.hourJump, hour, 1);
  }

  /** Log prices at the 61 minute boundaries of an hour: a Brownian bridge between hourly levels. */
  #bridge(hour: number): HourBridge {
    const cached = this.#bridges.get(hour);
    if (cached) return cached;
    const from = this.#level(hour);
    const jump = this.#jump(hour);
    const diffusion = this.#level(hour + 1) - from - jump.size;
    const minuteSigma = this.#hourSigma(hour) / Math.sqrt(60);
    const walk = new Float64Array(61);
    for (let i = 1; i <= 60; i += 1) {
      walk[i] = (walk[i - 1] ?? 0) + minuteSigma * this.#rng.normal(Stream.minuteBridge, hour, i);
    }
    const end = walk[60] ?? 0;
    const logs = new Float64Array(61);
    for (let i = 0; i <= 60; i += 1) {
      const jumped = jump.size !== 0 && i > jump.minute ? jump.size : 0;
      logs[i] = from + (walk[i] ?? 0) - (i / 60) * (end - diffusion) + jumped;
    }
    if (this.#bridges.size >= BRIDGE_CACHE_SIZE) {
      const oldest = this.#bridges.keys().next().value;
      if (oldest !== undefined) this.#bridges.delete(oldest);
    }
    const bridge = { logs, minuteSigma };
    this.#bridges.set(hour, bridge);
    return bridge;
  }

  /** Log price of the minute's high and low: the larger end plus a seeded wick, and the smaller minus one. */
  #extremes(minute: number, open: number, close: number, sigma: number): [number, number] {
    return [
      Math.max(open, close) + 0.4 * sigma * this.#rng.exponential(Stream.minuteShape, minute, 0),
      Math.min(open, close) - 0.4 * sigma * this.#rng.exponential(Stream.minuteShape, minute, 1),
    ];
  }

  /** USD traded in a whole minute: busier when the price moves, averaging the asset's daily level. */
  #minuteNotional(minute: number, open: number, close: number, sigma: number): number {
    const move = Math.min(3, Math.abs(close - open) / sigma);
    const activity = ((0.35 + 1.3 * this.#rng.uniform(Stream.minuteVolume, minute, 0)) * (1 + move)) / 1.8;
    return (this.#spec.dayNotionalVolume / 1440) * activity;
  }

  /** Number of trades behind `notional` USD in a minute (seeded ticket size around $1500). */
  #trades(minute: number, notional: number): number {
    const ticket = 1500 * (0.6 + 0.8 * this.#rng.uniform(Stream.minuteVolume, minute, 1));
    return Math.max(1, Math.round(notional / ticket));
  }

  /**
   * Log price at second `s` (0..59) of a minute: a path from open through the high and the low (in
   * seeded order and seconds) to the close, with seeded noise that never leaves [low, high].
   */
  #secondLog(minute: number, s: number): number {
    const hour = Math.floor(minute / 60);
    const { logs, minuteSigma: sigma } = this.#bridge(hour);
    const open = logs[minute - hour * 60] ?? 0;
    const close = logs[minute - hour * 60 + 1] ?? 0;
    if (s === 0) return open;
    if (s >= 59) return close;
    const [high, low] = this.#extremes(minute, open, close, sigma);
    const highSecond = 1 + Math.floor(this.#rng.uniform(Stream.minuteShape, minute, 2) * 58);
    let lowSecond = 1 + Math.floor(this.#rng.uniform(Stream.minuteShape, minute, 3) * 57);
    if (lowSecond >= highSecond) lowSecond += 1;
    const waypoints: readonly (readonly [number, number])[] =
      highSecond < lowSecond
        ? [
            [0, open],
            [highSecond, high],
            [lowSecond, low],
            [59, close],
          ]
        : [
            [0, open],
            [lowSecond, low],
            [highSecond, high],
            [59, close],
          ];
    for (let j = 0; j < waypoints.length - 1; j += 1) {
      const [s0, x0] = waypoints[j] ?? [0, open];
      const [s1, x1] = waypoints[j + 1] ?? [59, close];
      if (s > s1) continue;
      if (s === s1) return x1;
      const frac = (s - s0) / (s1 - s0);
      const wiggle =
        0.15 * sigma * Math.sin(Math.PI * frac) * this.#rng.normal(Stream.secondNoise, minute * 60 + s);
      return Math.min(high, Math.max(low, x0 + (x1 - x0) * frac + wiggle));
    }
    return close;
  }

  /** Bar of one minute up to and including second `lastSecond` (59 = complete). */
  #minuteBar(minute: number, lastSecond: number): Bar {
    const hour = Math.floor(minute / 60);
    const { logs, minuteSigma: sigma } = this.#bridge(hour);
    const open = logs[minute - hour * 60] ?? 0;
    let close = logs[minute - hour * 60 + 1] ?? 0;
    let [high, low] = this.#extremes(minute, open, close, sigma);
    const notional = (this.#minuteNotional(minute, open, close, sigma) * (lastSecond + 1)) / 60;
    const volume = notional / Math.exp(this.#logShift + (open + close) / 2);
    if (lastSecond < 59) {
      high = open;
      low = open;
      for (let s = 1; s <= lastSecond; s += 1) {
        close = this.#secondLog(minute, s);
        high = Math.max(high, close);
        low = Math.min(low, close);
      }
      close = lastSecond === 0 ? open : close;
    }
    const toPrice = (log: number) => Math.exp(this.#logShift + log);
    const trades = this.#trades(minute, notional);
    return {
      open: toPrice(open),
      high: toPrice(high),
      low: toPrice(low),
      close: toPrice(close),
      volume,
      notional,
      trades,
    };
  }

  /** Bar of a complete hour, from its 60 minutes (cached: the past never changes). */
  #hourBar(hour: number): Bar {
    const slot = hour - this.#firstHour;
    const cached = this.#hourBars.get(slot);
    if (cached) return cached;
    const { logs, minuteSigma: sigma } = this.#bridge(hour);
    let high = -Infinity;
    let low = Infinity;
    let volume = 0;
    let notional = 0;
    let trades = 0;
    // Same per-minute draws as #minuteBar, in log space, so 1h highs always cover their 1m highs.
    for (let i = 0; i < 60; i += 1) {
      const minute = hour * 60 + i;
      const open = logs[i] ?? 0;
      const close = logs[i + 1] ?? 0;
      const [minuteHigh, minuteLow] = this.#extremes(minute, open, close, sigma);
      high = Math.max(high, minuteHigh);
      low = Math.min(low, minuteLow);
      const minuteNotional = this.#minuteNotional(minute, open, close, sigma);
      notional += minuteNotional;
      volume += minuteNotional / Math.exp(this.#logShift + (open + close) / 2);
      trades += this.#trades(minute, minuteNotional);
    }
    const toPrice = (log: number) => Math.exp(this.#logShift + log);
    const bar = {
      open: toPrice(logs[0] ?? 0),
      high: toPrice(high),
      low: toPrice(low),
      close: toPrice(logs[60] ?? 0),
      volume,
      notional,
      trades,
    };
    this.#hourBars.set(slot, bar);
    return bar;
  }
}
