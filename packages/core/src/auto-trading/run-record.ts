import type { ErrorBody } from "../api/common.ts";
import { apiErrorText } from "../errors/codes.ts";
import type { TradingHistoryRecord } from "../history/trading-history.ts";
import { knownMessage, type WireMessage } from "../i18n/known-message.ts";
import type { Language, Message } from "../i18n/message.ts";
import type { Analysis } from "../trading/decision.ts";
import { type RunExecutionResult, reasonText } from "../trading/execution-summary.ts";

/**
 * Why a run failed, kept as codes and catalogue messages so that a client words it in its reader's language
 * (issue 36): a rule's message (the governor's trip), an error answer's body (what the analysis or execution
 * threw), or the orders the exchange refused (each coin's refusal).
 */
export type RunFailure =
  | { readonly kind: "message"; readonly message: WireMessage }
  | { readonly kind: "answer"; readonly body: ErrorBody }
  | {
      readonly kind: "orders";
      readonly orders: {
        readonly coin: string;
        readonly error: string | null;
        readonly errorMessage: WireMessage | null;
      }[];
    };

/** What one auto-trading run produced: an analysis and its execution, or the error that ended it. */
export interface RunOutcome {
  /** When the run started, in ms since the epoch. */
  at: number;
  model: string;
  analysis?: Analysis;
  execution?: RunExecutionResult;
  /** Why the run stopped, already in the user's language. */
  error?: string;
  /** Why the run stopped, for a client to word in its reader's language. */
  failure?: RunFailure;
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
  /** Why the run failed, in codes and catalogue messages; absent on records written before it was kept. */
  failure?: RunFailure;
};

/**
 * The history record of a run (product rules §3 "History record", §4 "Auto trading"): failed when the
 * analysis or the execution threw, or when an order failed (each failed coin and its reason under "Error");
 * success otherwise, all HOLD included.
 */
export function runRecordOf(outcome: RunOutcome): AutoTradingRecord {
  const { at, model, analysis, execution } = outcome;
  const refused = (execution?.details ?? []).filter((detail) => !detail.success);
  const orderFailures = refused.map((detail) =>
    detail.error ? `${detail.coin}: ${detail.error}` : detail.coin,
  );
  const error = outcome.error ?? (orderFailures.length > 0 ? orderFailures.join("; ") : undefined);
  const failure: RunFailure | undefined =
    outcome.error !== undefined
      ? outcome.failure
      : refused.length > 0
        ? {
            kind: "orders",
            orders: refused.map(({ coin, error, errorMessage }) => ({
              coin,
              error,
              errorMessage: errorMessage ?? null,
            })),
          }
        : undefined;
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
    ...(failure === undefined ? {} : { failure }),
    ...(execution
      ? { execution: { executed: execution.executed, failed: execution.failed, total: execution.total } }
      : {}),
    ...(outcome.costUsd === undefined ? {} : { costUsd: outcome.costUsd }),
  };
}

/**
 * A failed run's reason in the reader's language: its failure's messages translated (an order's refusal as
 * the results box words it), else — a record written before failures were kept, or one a newer app wrote
 * with keys this catalogue lacks — the text stored with it.
 */
export function runErrorText(
  record: Pick<AutoTradingRecord, "error" | "failure">,
  translateMessage: (message: Message) => string,
  language: Language,
): string | undefined {
  const failure = record.failure;
  if (failure?.kind === "message") {
    const message = knownMessage(failure.message);
    if (message) return translateMessage(message);
  }
  if (failure?.kind === "answer") return apiErrorText(failure.body, translateMessage, language);
  if (failure?.kind === "orders" && failure.orders.length > 0) {
    return failure.orders
      .map((order) => {
        const reason = reasonText(order, translateMessage);
        return reason ? `${order.coin}: ${reason}` : order.coin;
      })
      .join("; ");
  }
  return record.error;
}
