import type { DataSourceSelection } from "../catalog/data-sources.ts";
import type { RiskPreference } from "../catalog/risk.ts";
import type { Language } from "../i18n/message.ts";
import type { Candle } from "../indicators/candle.ts";
import type { DecisionMemory } from "./decision-memory.ts";

/** The market data of one coin the prompt describes; the system reads it, the prompt only formats it. */
export interface PromptCoin {
  /** Catalogue symbol (`PEPE`); prices and sizes are in the exchange market's units (`kPEPE`). */
  readonly coin: string;
  readonly price: number;
  readonly change24hPercent: number;
  readonly maxLeverage: number;
  /** 15-minute candles, oldest first. */
  readonly intraday: readonly Candle[];
  /** 4-hour candles, oldest first. */
  readonly context: readonly Candle[];
  /** Hourly funding rate (0.0000125 = 0.00125 %). */
  readonly fundingRate: number;
  /** (mark − oracle) / oracle. */
  readonly premium: number;
  /** Open interest in USD. */
  readonly openInterestUsd: number;
  /** Change of open interest over `openInterestWindowMinutes`, in percent; null before a second reading. */
  readonly openInterestChangePercent: number | null;
  readonly openInterestWindowMinutes: number;
}

/** An open position of the user's account. */
export interface PromptPosition {
  readonly coin: string;
  /** Signed size: > 0 long, < 0 short. */
  readonly size: number;
  readonly entryPrice: number;
  readonly markPrice: number;
  readonly leverage: number;
  readonly unrealizedPnl: number;
  readonly liquidationPrice: number | null;
}

/** Everything the analysis prompt is built from. */
export interface PromptInput {
  readonly language: Language;
  /** When the market data was read, ms since the epoch. */
  readonly time: number;
  readonly coins: readonly PromptCoin[];
  readonly positions: readonly PromptPosition[];
  readonly accountValue: number;
  readonly availableCash: number;
  /** Margin per new position the user chose, in USDC. */
  readonly tradeAmount: number;
  readonly riskPreference: RiskPreference;
  readonly dataSources: DataSourceSelection;
  /** The user's free-text ideas, inserted as written (placeholders filled). */
  readonly userIdeas: string;
  /** The decision memory sent with the data; undefined when the user switched it off. */
  readonly memory?: DecisionMemory | undefined;
}
