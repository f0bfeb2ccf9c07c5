import type { CoinSymbol, DataSourceSelection, RiskPreference } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import type { ReplayView } from "@app/core/replay/run-replay";
import type { AnalystCoinInput, AnalystInput } from "../ai/local-analyst-types.ts";
import type { AssetMarket } from "../exchange/market-data.ts";
import type { CoinHistory } from "./replay-history.ts";

const MINUTE = 60_000;
const INTRADAY = { intervalMs: 15 * MINUTE, count: 96 } as const;
const CONTEXT = { intervalMs: 240 * MINUTE, count: 90 } as const;
const DAY = 24 * 60 * MINUTE;

/** The settings of a replay that every step's analysis shares. */
export interface ReplaySettings {
  readonly tradeAmount: number;
  readonly riskPreference: RiskPreference;
  readonly dataSources: DataSourceSelection;
  readonly language: "en" | "zh";
}

/** Number of candles of `candles` (sorted by open time) that have closed by `time`. */
export function closedCount(candles: readonly Candle[], intervalMs: number, time: number): number {
  let low = 0;
  let high = candles.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((candles[middle] as Candle).time + intervalMs <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

function lastClosed(candles: readonly Candle[], window: { intervalMs: number; count: number }, time: number) {
  const end = closedCount(candles, window.intervalMs, time);
  return candles.slice(Math.max(0, end - window.count), end);
}

function fundingAt(funding: CoinHistory["funding"], time: number): number {
  let rate = 0;
  for (const record of funding) {
    if (record.time > time) break;
    rate = record.rate;
  }
  return rate;
}

/**
 * The market of one coin as the live analysis would have read it at `time`: prices from the last closed
 * 15-minute candle, the day's change and volume from the day before, the funding rate then in force.
 * Open interest has no history on Hyperliquid, so a replay reads none.
 */
export function marketAt(
  history: CoinHistory,
  intraday: readonly Candle[],
  time: number,
): AssetMarket | undefined {
  const last = intraday.at(-1);
  if (!last) return undefined;
  const dayAgo = intraday.find((candle) => candle.time + INTRADAY.intervalMs > time - DAY) ?? intraday[0];
  const prevDayPrice = dayAgo?.open ?? last.close;
  return {
    ...history.listing,
    midPrice: last.close,
    markPrice: last.close,
    oraclePrice: last.close,
    prevDayPrice,
    change24hPercent: prevDayPrice > 0 ? ((last.close - prevDayPrice) / prevDayPrice) * 100 : 0,
    fundingRate: fundingAt(history.funding, time),
    openInterest: 0,
    dayNotionalVolume: intraday.reduce((sum, candle) => sum + candle.volume * candle.close, 0),
  };
}

/** Exactly what the local analyst reads at a replay step: only candles closed before the step. */
export function analystInputAt(
  view: ReplayView,
  histories: ReadonlyMap<CoinSymbol, CoinHistory>,
  settings: ReplaySettings,
): { input: AnalystInput; markets: Map<CoinSymbol, AssetMarket> } {
  const coins: AnalystCoinInput[] = [];
  const markets = new Map<CoinSymbol, AssetMarket>();
  for (const [coin, history] of histories) {
    const intraday = lastClosed(history.intraday, INTRADAY, view.time);
    const market = marketAt(history, intraday, view.time);
    if (!market) continue;
    markets.set(coin, market);
    coins.push({ market, intraday, context: lastClosed(history.context, CONTEXT, view.time) });
  }
  const input: AnalystInput = {
    coins,
    positions: view.positions.map((position) => {
      const price = markets.get(position.coin as CoinSymbol)?.markPrice ?? position.entryPrice;
      const size = position.side === "LONG" ? position.size : -position.size;
      return {
        coin: position.coin,
        size,
        entryPrice: position.entryPrice,
        unrealizedPnl: (price - position.entryPrice) * size,
      };
    }),
    accountValue: view.equity,
    availableCash: Math.max(0, view.equity - view.marginUsed),
    tradeAmount: settings.tradeAmount,
    riskPreference: settings.riskPreference,
    dataSources: settings.dataSources,
    language: settings.language,
  };
  return { input, markets };
}
