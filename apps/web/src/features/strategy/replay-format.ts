import {
  expectancy,
  formatSignedPnl,
  formatUsdc,
  type Language,
  type Message,
  profitFactor,
  type ReplayRun,
  type ReplayRunResult,
  sharpeRatio,
  stepReturns,
} from "@app/core";
import { en as coreEn } from "@app/core/i18n/en";
import { translateMessage } from "../../i18n/core-messages.ts";

/** A figure of a replay as the tab shows it, and whether it reads as good or bad. */
export interface ReplayFigure {
  readonly value: string;
  readonly tone: "neutral" | "profit" | "loss";
}

const percent = (fraction: number, signed: boolean) =>
  `${signed && fraction > 0 ? "+" : ""}${(fraction * 100).toFixed(2)}%`;

/** The figures of a replay, in the order the tab shows them. */
export const REPLAY_FIGURES = [
  "profitRate",
  "benchmark",
  "winRate",
  "profitFactor",
  "maxDrawdown",
  "sharpe",
  "sortino",
  "expectancy",
  "trades",
  "fees",
  "funding",
] as const;

/** One figure of a replay. */
export type ReplayFigureName = (typeof REPLAY_FIGURES)[number];

const signTone = (value: number): ReplayFigure["tone"] =>
  value > 0 ? "profit" : value < 0 ? "loss" : "neutral";

// A risk-adjusted ratio below 1 earns too little for its risk to call good: only from 1 up is it green.
const ratioTone = (ratio: number | null): ReplayFigure["tone"] =>
  ratio === null ? "neutral" : ratio >= 1 ? "profit" : ratio < 0 ? "loss" : "neutral";

/** The metrics of a finished replay, formatted for people (— where a figure has no meaning). */
export function replayFigures(result: ReplayRunResult): Record<ReplayFigureName, ReplayFigure> {
  const { metrics } = result;
  const pnls = result.trades.map((trade) => trade.pnl);
  const factor = profitFactor(pnls);
  const sharpe = sharpeRatio(stepReturns(result.equity.map((point) => point.equity)));
  const perTrade = expectancy(pnls);
  return {
    benchmark: result.benchmark
      ? { value: percent(result.benchmark.profitRate, true), tone: signTone(result.benchmark.profitRate) }
      : { value: "—", tone: "neutral" },
    profitFactor: {
      value: factor === null ? "—" : factor.toFixed(2),
      tone: factor === null ? "neutral" : factor > 1 ? "profit" : factor < 1 ? "loss" : "neutral",
    },
    sharpe: { value: sharpe === null ? "—" : sharpe.toFixed(3), tone: ratioTone(sharpe) },
    expectancy: {
      value: perTrade === null ? "—" : `${formatSignedPnl(perTrade)} USDC`,
      tone: perTrade === null ? "neutral" : signTone(perTrade),
    },
    profitRate: {
      value: percent(metrics.profitRate, true),
      tone: metrics.profitRate > 0 ? "profit" : metrics.profitRate < 0 ? "loss" : "neutral",
    },
    winRate: { value: metrics.winRate === null ? "—" : percent(metrics.winRate, false), tone: "neutral" },
    maxDrawdown: {
      value: metrics.maxDrawdown === 0 ? "0.00%" : `−${(metrics.maxDrawdown * 100).toFixed(2)}%`,
      tone: metrics.maxDrawdown > 0 ? "loss" : "neutral",
    },
    sortino: {
      value: metrics.sortinoRatio === null ? "—" : metrics.sortinoRatio.toFixed(3),
      tone: ratioTone(metrics.sortinoRatio),
    },
    trades: { value: String(result.trades.length), tone: "neutral" },
    fees: { value: `${formatUsdc(result.feesPaid)} USDC`, tone: "neutral" },
    funding: {
      value: `${formatSignedPnl(-result.fundingPaid)} USDC`,
      tone: result.fundingPaid > 0 ? "loss" : "profit",
    },
  };
}

/** A run's progress as a whole percent (0 before the first step). */
export function progressPercent(progress: { done: number; total: number }): number {
  return progress.total > 0 ? Math.min(100, Math.round((progress.done / progress.total) * 100)) : 0;
}

/** What a run with the user's model spent: tokens paid, dollars, and replies read from the cache. */
export function replayUsage(result: ReplayRunResult): Record<"tokens" | "cost" | "cached", ReplayFigure> {
  return {
    tokens: {
      value: new Intl.NumberFormat("en-US").format(result.inputTokens + result.outputTokens),
      tone: "neutral",
    },
    cost: { value: `$${result.costUsd.toFixed(4)}`, tone: "neutral" },
    cached: { value: String(result.cachedCalls), tone: "neutral" },
  };
}

/**
 * Why a run stopped or failed, in `language`: its stored core message when core knows the key, else
 * the English text stored with it (runs from before messages were kept).
 */
export function replayMessageText(run: ReplayRun, language: Language): string | undefined {
  const message = run.message;
  if (message && message.key in coreEn) return translateMessage(message as Message, language);
  return run.error ?? undefined;
}
