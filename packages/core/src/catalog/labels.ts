import type { Message } from "../i18n/message.ts";
import { HYPERLIQUID_FEES } from "./limits.ts";

/** Strategy types of the strategy labels (product rules §3); names live under `strategyType.<id>`. */
export const STRATEGY_TYPES = [
  "smartMoney",
  "trendFollowing",
  "gridTrading",
  "arbitrage",
  "customPrompt",
] as const;

/** One strategy type. */
export type StrategyType = (typeof STRATEGY_TYPES)[number];

/** Risk levels (product rules §3); names live under `riskLevel.<id>`. */
export const RISK_LEVELS = ["low", "medium", "high"] as const;

/** One risk level. */
export type RiskLevel = (typeof RISK_LEVELS)[number];

/** Performance metrics (product rules §3); names live under `metric.<id>`. */
export const PERFORMANCE_METRICS = ["profitRate", "winRate", "maxDrawdown", "sortinoRatio"] as const;

/** One performance metric. */
export type PerformanceMetric = (typeof PERFORMANCE_METRICS)[number];

/** An exchange of the trading panel's dropdown. */
export interface ExchangeInfo {
  readonly id: string;
  readonly name: string;
  /** Trading fee per side, in percent. */
  readonly feePercent: number;
  readonly enabled: boolean;
  /** Shown next to a disabled exchange. */
  readonly note?: Message;
}

/** The exchange dropdown (product rules §9): Hyperliquid, and a second venue that is coming soon. */
export const EXCHANGES: readonly ExchangeInfo[] = [
  { id: "hyperliquid", name: "Hyperliquid", feePercent: HYPERLIQUID_FEES.takerPercent, enabled: true },
  { id: "dydx", name: "dYdX", feePercent: 0.03, enabled: false, note: { key: "exchange.comingSoon" } },
];

/** Timeframes of the equity chart (product rules §2), with their labels. "All Time" reads the day data. */
export const EQUITY_TIMEFRAMES = [
  { id: "24h", window: "day", label: { key: "timeframe.day" } },
  { id: "7d", window: "week", label: { key: "timeframe.week" } },
  { id: "30d", window: "month", label: { key: "timeframe.month" } },
  { id: "all", window: "day", label: { key: "timeframe.allTime" } },
] as const satisfies readonly { id: string; window: "day" | "week" | "month"; label: Message }[];

/** One equity chart timeframe id. */
export type EquityTimeframe = (typeof EQUITY_TIMEFRAMES)[number]["id"];
