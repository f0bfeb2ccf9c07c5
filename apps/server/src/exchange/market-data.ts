import { type CoinSymbol, fromExchangeCoin, isCoinSymbol, type MarketSpec } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import type { InfoClient } from "@nktkas/hyperliquid";
import { TtlCache } from "./ttl-cache.ts";

/** One perpetual market as the services need it, with numbers parsed. */
export interface AssetMarket {
  /** Catalogue symbol (`PEPE`). */
  readonly coin: CoinSymbol;
  /** Exchange market name (`kPEPE`). */
  readonly exchangeCoin: string;
  /** Index in `meta.universe`: the asset id of orders. */
  readonly assetIndex: number;
  readonly szDecimals: number;
  readonly maxLeverage: number;
  readonly midPrice: number;
  readonly markPrice: number;
  readonly oraclePrice: number;
  readonly prevDayPrice: number;
  readonly change24hPercent: number;
  /** Hourly funding rate (0.0000125 = 0.00125 %). */
  readonly fundingRate: number;
  /** Open interest in base units. */
  readonly openInterest: number;
  readonly dayNotionalVolume: number;
}

/** Every catalogue market the exchange lists, by symbol, and when it was read. */
export interface MarketSnapshot {
  readonly time: number;
  readonly markets: ReadonlyMap<CoinSymbol, AssetMarket>;
}

/** Candle intervals Hyperliquid serves. */
export type CandleInterval = "1m" | "3m" | "5m" | "15m" | "30m" | "1h" | "2h" | "4h" | "8h" | "12h" | "1d";

const INTERVAL_MS: Readonly<Record<CandleInterval, number>> = {
  "1m": 60_000,
  "3m": 180_000,
  "5m": 300_000,
  "15m": 900_000,
  "30m": 1_800_000,
  "1h": 3_600_000,
  "2h": 7_200_000,
  "4h": 14_400_000,
  "8h": 28_800_000,
  "12h": 43_200_000,
  "1d": 86_400_000,
};

/** Reads markets and candles through the SDK, caching briefly so concurrent analyses share reads. */
export class MarketData {
  readonly #info: InfoClient;
  readonly #now: () => number;
  readonly #snapshots: TtlCache<MarketSnapshot>;
  readonly #candles: TtlCache<Candle[]>;

  constructor(info: InfoClient, options: { now?: () => number; ttlMs?: number } = {}) {
    this.#info = info;
    this.#now = options.now ?? Date.now;
    this.#snapshots = new TtlCache(options.ttlMs ?? 2_000, this.#now);
    this.#candles = new TtlCache(options.ttlMs ?? 2_000, this.#now);
  }

  /** All catalogue markets: asset ids, decimals, leverage limits, prices and contexts. */
  snapshot(): Promise<MarketSnapshot> {
    return this.#snapshots.get("markets", async () => {
      const [[meta, contexts], mids] = await Promise.all([
        this.#info.metaAndAssetCtxs(),
        this.#info.allMids(),
      ]);
      const markets = new Map<CoinSymbol, AssetMarket>();
      meta.universe.forEach((asset, assetIndex) => {
        const context = contexts[assetIndex];
        const coin = fromExchangeCoin(asset.name);
        if (!context || asset.isDelisted || !isCoinSymbol(coin)) return;
        const markPrice = Number(context.markPx);
        const prevDayPrice = Number(context.prevDayPx);
        const midPrice = Number(mids[asset.name] ?? context.midPx ?? context.markPx);
        markets.set(coin, {
          coin,
          exchangeCoin: asset.name,
          assetIndex,
          szDecimals: asset.szDecimals,
          maxLeverage: asset.maxLeverage,
          midPrice,
          markPrice,
          oraclePrice: Number(context.oraclePx),
          prevDayPrice,
          change24hPercent: prevDayPrice > 0 ? ((markPrice - prevDayPrice) / prevDayPrice) * 100 : 0,
          fundingRate: Number(context.funding),
          openInterest: Number(context.openInterest),
          dayNotionalVolume: Number(context.dayNtlVlm),
        });
      });
      return { time: this.#now(), markets };
    });
  }

  /** The mid prices of the listed ones of `coins`, and when they were read; an unlisted coin has none. */
  async midPrices(coins: readonly CoinSymbol[]): Promise<{ time: number; prices: Record<string, number> }> {
    const snapshot = await this.snapshot();
    const prices: Record<string, number> = {};
    for (const coin of coins) {
      const market = snapshot.markets.get(coin);
      if (market) prices[coin] = market.midPrice;
    }
    return { time: snapshot.time, prices };
  }

  /** Every listed catalogue market's trading rules and prices (what the pre-trade checks need), and when read. */
  async specs(): Promise<{ time: number; markets: MarketSpec[] }> {
    const snapshot = await this.snapshot();
    const markets = [...snapshot.markets.values()]
      .filter((market) => market.midPrice > 0 && market.markPrice > 0)
      .map(({ coin, exchangeCoin, assetIndex, szDecimals, maxLeverage, midPrice, markPrice }) => ({
        coin,
        exchangeCoin,
        assetIndex,
        szDecimals,
        maxLeverage,
        midPrice,
        markPrice,
      }));
    return { time: snapshot.time, markets };
  }

  /**
   * The latest `count` candles of a catalogue coin with its lot decimals, oldest first; null when the exchange
   * does not list the coin.
   */
  async coinCandles(
    coin: CoinSymbol,
    interval: CandleInterval,
    count: number,
  ): Promise<{ szDecimals: number; candles: Candle[] } | null> {
    const market = (await this.snapshot()).markets.get(coin);
    if (!market) return null;
    return {
      szDecimals: market.szDecimals,
      candles: await this.candles(market.exchangeCoin, interval, count),
    };
  }

  /** The latest `count` candles of a market, oldest first. */
  candles(exchangeCoin: string, interval: CandleInterval, count: number): Promise<Candle[]> {
    return this.#candles.get(`${exchangeCoin}:${interval}:${count}`, async () => {
      const endTime = this.#now();
      const rows = await this.#info.candleSnapshot({
        coin: exchangeCoin,
        interval,
        startTime: endTime - INTERVAL_MS[interval] * count,
        endTime,
      });
      return rows.slice(-count).map((row) => ({
        time: row.t,
        open: Number(row.o),
        high: Number(row.h),
        low: Number(row.l),
        close: Number(row.c),
        volume: Number(row.v),
      }));
    });
  }
}
