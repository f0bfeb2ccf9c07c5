import type { TradingHistoryRecord } from "../history/trading-history.ts";
import type { Analysis } from "../trading/decision.ts";
import type { RunExecutionResult } from "../trading/execution-summary.ts";

/** What one auto-trading run produced: an analysis and its execution, or the error that ended it. */
export interface RunOutcome {
  /** When the run started, in ms since the epoch. */
  at: number;
  model: string;
  analysis?: Analysis;
  execution?: RunExecutionResult;
  /** Why the run stopped, already in the user's language. */
  error?: string;
  /** What the run's analysis cost in USD (null: unpriced model); absent when no analysis was made. */
  costUsd?: number | null;
}

/** An auto-trading record's execution counts, kept with the record. */
export interface RunExecutionCounts {
  executed: number;
  failed: number;
  total: number;
}

/** A history record with the execution counts of its run and what its analysis cost (null: unpriced). */
export type AutoTradingRecord = TradingHistoryRecord & {
  execution?: RunExecutionCounts;
  costUsd?: number | null;
};

/**
 * The history record of a run (product rules §3 "History record", §4 "Auto trading"): failed when the
 * analysis or the execution threw, or when an order failed (each failed coin and its reason under "Error");
 * success otherwise, all HOLD included.
 */
export function runRecordOf(outcome: RunOutcome): AutoTradingRecord {
  const { at, model, analysis, execution } = outcome;
  const orderFailures = (execution?.details ?? [])
    .filter((detail) => !detail.success)
    .map((detail) => (detail.error ? `${detail.coin}: ${detail.error}` : detail.coin));
  const error = outcome.error ?? (orderFailures.length > 0 ? orderFailures.join("; ") : undefined);
  return {
    timestamp: at,
    status: error === undefined ? "success" : "failed",
    summary: analysis?.strategy_overview ?? "",
    decisions: (analysis?.trading_decisions ?? []).map(({ coin, action, confidence, reasoning }) => ({
      coin,
      action,
      confidence,
      reasoning,
    })),
    model,
    ...(error === undefined ? {} : { error }),
    ...(execution
      ? { execution: { executed: execution.executed, failed: execution.failed, total: execution.total } }
      : {}),
    ...(outcome.costUsd === undefined ? {} : { costUsd: outcome.costUsd }),
  };
}
