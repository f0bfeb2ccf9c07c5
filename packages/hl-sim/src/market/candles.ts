import type { CandleSnapshotResponse } from "@nktkas/hyperliquid/api/info";
import { formatFloat } from "../numbers/decimal.ts";
import { priceUnitsToWire, roundPrice } from "../numbers/price-rules.ts";
import type { AssetSpec } from "./assets.ts";
import { HOUR_MS, MINUTE_MS, type PricePath } from "./price-path.ts";

/** Candle intervals Hyperliquid serves. */
export const CANDLE_INTERVALS = [
  "1m",
  "3m",
  "5m",
  "15m",
  "30m",
  "1h",
  "2h",
  "4h",
  "8h",
  "12h",
  "1d",
  "3d",
  "1w",
  "1M",
] as const;

/** One of Hyperliquid's candle intervals. */
export type CandleInterval = (typeof CANDLE_INTERVALS)[number];

/** One candle row as Hyperliquid sends it. */
export type CandleRow = CandleSnapshotResponse[number];

/** Hyperliquid keeps only the latest 5000 candles of each interval. */
export const MAX_CANDLES = 5000;

const DAY_MS = 24 * HOUR_MS;
const FIXED_MS: Readonly<Record<Exclude<CandleInterval, "1M" | "1w">, number>> = {
  "1m": MINUTE_MS,
  "3m": 3 * MINUTE_MS,
  "5m": 5 * MINUTE_MS,
  "15m": 15 * MINUTE_MS,
  "30m": 30 * MINUTE_MS,
  "1h": HOUR_MS,
  "2h": 2 * HOUR_MS,
  "4h": 4 * HOUR_MS,
  "8h": 8 * HOUR_MS,
  "12h": 12 * HOUR_MS,
  "1d": DAY_MS,
  "3d": 3 * DAY_MS,
};
const WEEK_MS = 7 * DAY_MS;
// 1970-01-01 was a Thursday; weekly candles open on Mondays (00:00 UTC), four days later.
const FIRST_MONDAY_MS = 4 * DAY_MS;

/** Open time of the candle of `interval` that contains `t`. */
export function candleStart(interval: CandleInterval, t: number): number {
  if (interval === "1M") {
    const date = new Date(t);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  }
  if (interval === "1w") return Math.floor((t - FIRST_MONDAY_MS) / WEEK_MS) * WEEK_MS + FIRST_MONDAY_MS;
  const ms = FIXED_MS[interval];
  return Math.floor(t / ms) * ms;
}

/** Open time of the candle `count` candles after (or, negative, before) the one opening at `start`. */
export function shiftCandle(interval: CandleInterval, start: number, count: number): number {
  if (interval === "1M") {
    const date = new Date(start);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + count, 1);
  }
  return start + count * (interval === "1w" ? WEEK_MS : FIXED_MS[interval]);
}

/**
 * Candles of `interval` from the one containing `startTime` up to `endTime` (default: now), as the
 * market looks at `now`: the last candle is still open and its close is the current mid. Limited like
 * Hyperliquid to the latest 5000 candles, and starting no earlier than the market's listing.
 */
export function candleSnapshot(
  asset: AssetSpec,
  path: PricePath,
  interval: CandleInterval,
  range: { startTime: number; endTime?: number | null | undefined },
  now: number,
): CandleRow[] {
  const end = Math.min(range.endTime ?? now, now);
  const oldestKept = shiftCandle(interval, candleStart(interval, now), -(MAX_CANDLES - 1));
  let t = Math.max(
    candleStart(interval, range.startTime),
    oldestKept,
    candleStart(interval, path.listingTime),
  );
  const rows: CandleRow[] = [];
  while (t <= end && rows.length < MAX_CANDLES) {
    const next = shiftCandle(interval, t, 1);
    const bar = path.bar(t, next, now);
    if (!bar) break;
    const px = (value: number) =>
      priceUnitsToWire(roundPrice(value, asset.szDecimals, "nearest"), asset.szDecimals);
    rows.push({
      t,
      T: next - 1,
      s: asset.name,
      i: interval,
      o: px(bar.open),
      c: px(bar.close),
      h: px(bar.high),
      l: px(bar.low),
      v: formatFloat(bar.volume, asset.szDecimals),
      n: bar.trades,
    });
    t = next;
  }
  return rows;
}
