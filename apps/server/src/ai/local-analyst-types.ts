import type { CoinSymbol, DataSourceSelection, RiskPreference } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import type { AssetMarket } from "../exchange/market-data.ts";

/** The market data of one coin the analyst reads. */
export interface AnalystCoinInput {
  readonly market: AssetMarket;
  /** 15-minute candles, about a day. */
  readonly intraday: readonly Candle[];
  /** 4-hour candles, about two weeks. */
  readonly context: readonly Candle[];
}

/** An open position the analyst must take into account. */
export interface AnalystPosition {
  readonly coin: string;
  /** Signed size: > 0 long, < 0 short. */
  readonly size: number;
  readonly entryPrice: number;
  readonly unrealizedPnl: number;
}

/** Everything the local analyst decides from. */
export interface AnalystInput {
  readonly coins: readonly AnalystCoinInput[];
  readonly positions: readonly AnalystPosition[];
  readonly accountValue: number;
  readonly availableCash: number;
  /** Margin to commit per new position, in USDC (the trade amount). */
  readonly tradeAmount: number;
  readonly riskPreference: RiskPreference;
  readonly dataSources: DataSourceSelection;
  readonly language: "en" | "zh";
}

/** Symbols of the coins of an input, for look-ups. */
export type AnalystCoins = ReadonlyMap<CoinSymbol, AnalystCoinInput>;
