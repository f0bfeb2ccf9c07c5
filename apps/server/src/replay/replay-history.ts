import type { CoinSymbol } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { AssetMarket } from "../exchange/market-data.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** 15-minute candles the live analysis reads: one day before the step. */
export const INTRADAY_LOOKBACK_MS = 96 * 15 * MINUTE;
/** 4-hour candles the live analysis reads: 90 of them, fifteen days before the step. */
export const CONTEXT_LOOKBACK_MS = 90 * 4 * HOUR;
/** Hyperliquid serves at most 5000 candles per request and keeps no more: 15-minute candles reach 52 days back. */
export const MAX_REPLAY_DAYS = 45;
/** Hyperliquid answers at most 500 funding records per request. */
const FUNDING_PAGE = 500;

/** Everything a replay of one coin reads, loaded once before the first step. */
export interface CoinHistory {
  /** The market as listed today: asset id, decimals and leverage limit (these do not change over history). */
  readonly listing: AssetMarket;
  /** Hourly candles over the run: fills, stops, targets and liquidation are played on them. */
  readonly hourly: readonly Candle[];
  /** 15-minute candles from a day before the start: the analysis's intraday view. */
  readonly intraday: readonly Candle[];
  /** 4-hour candles from fifteen days before the start: the analysis's context view. */
  readonly context: readonly Candle[];
  /** Hourly funding rates with the time they applied from, oldest first. */
  readonly funding: readonly { readonly time: number; readonly rate: number }[];
}

function toCandles(
  rows: readonly { t: number; o: string; h: string; l: string; c: string; v: string }[],
): Candle[] {
  return rows.map((row) => ({
    time: row.t,
    open: Number(row.o),
    high: Number(row.h),
    low: Number(row.l),
    close: Number(row.c),
    volume: Number(row.v),
  }));
}

async function fundingRates(
  info: InfoClient,
  coin: string,
  start: number,
  end: number,
  signal?: AbortSignal,
): Promise<CoinHistory["funding"]> {
  const rates: { time: number; rate: number }[] = [];
  let from = start;
  while (from < end) {
    const page = await info.fundingHistory({ coin, startTime: from, endTime: end }, signal);
    for (const row of page) rates.push({ time: row.time, rate: Number(row.fundingRate) });
    const last = page.at(-1);
    if (page.length < FUNDING_PAGE || !last) break;
    from = last.time + 1;
  }
  return rates;
}

/** Loads the candles and funding a replay of `coins` over [start, end) needs, through the same client as live reads. */
export async function loadReplayHistory(
  info: InfoClient,
  listings: ReadonlyMap<CoinSymbol, AssetMarket>,
  coins: readonly CoinSymbol[],
  range: { readonly start: number; readonly end: number },
  signal?: AbortSignal,
): Promise<Map<CoinSymbol, CoinHistory>> {
  const histories = await Promise.all(
    coins.flatMap((coin) => {
      const listing = listings.get(coin);
      if (!listing) return [];
      const name = listing.exchangeCoin;
      const candles = (interval: "15m" | "1h" | "4h", from: number) =>
        info
          .candleSnapshot({ coin: name, interval, startTime: from, endTime: range.end }, signal)
          .then(toCandles);
      return [
        Promise.all([
          candles("1h", range.start),
          candles("15m", range.start - INTRADAY_LOOKBACK_MS),
          candles("4h", range.start - CONTEXT_LOOKBACK_MS),
          fundingRates(info, name, range.start - HOUR, range.end, signal),
        ]).then(
          ([hourly, intraday, context, funding]) =>
            [coin, { listing, hourly, intraday, context, funding }] as const,
        ),
      ];
    }),
  );
  return new Map(histories);
}
