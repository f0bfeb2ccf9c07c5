import type { OrderResult } from "../api/execution.ts";
import { formatDisplayPrice } from "../format/numbers.ts";
import { en } from "../i18n/en.ts";
import type { Message } from "../i18n/message.ts";
import { exchangeRefusalMessage } from "./exchange-refusals.ts";

/** Counts of an execution: went through, refused by the exchange, failed to reach it. */
export interface ExecutionCounts {
  success: number;
  rejected: number;
  failed: number;
}

/** Counts per-order results the way the results box shows them (product rules §3 "Execution result"). */
export function summarizeResults(results: readonly OrderResult[]): ExecutionCounts {
  const counts: ExecutionCounts = { success: 0, rejected: 0, failed: 0 };
  for (const result of results) {
    counts[result.success ? "success" : result.rejected ? "rejected" : "failed"] += 1;
  }
  return counts;
}

/** Puts a core message into the reader's language (core's `translate` on the server, i18next's in the web). */
export type TranslateMessage = (message: Message) => string;

/** A reason as results carry it: its English text, and the catalogue message when the server had one. */
export interface ResultReason {
  readonly error: string | null;
  readonly errorMessage?: { readonly key: string; readonly params?: Message["params"] } | null;
}

/**
 * Why an order or a stop did not go through: with a translator, the server's catalogue message, else the
 * exchange's refusal text read as one of the catalogue's (never the raw text alone, which stays in `error`
 * for support); without one, the text as the exchange (or the server) wrote it.
 */
export function reasonText(reason: ResultReason, translateMessage?: TranslateMessage): string | null {
  const message = reason.errorMessage;
  if (!translateMessage) return reason.error;
  if (message && Object.hasOwn(en, message.key)) return translateMessage(message as Message);
  return reason.error ? translateMessage(exchangeRefusalMessage(reason.error)) : null;
}

/**
 * The per-coin line of the results box (product rules §8): "filled at price", "executed" without fill info,
 * "platform rejected: reason", or "failed: reason" — with `translateMessage`, the reason in the reader's
 * language (the planner's message, or the exchange's refusal read as a catalogue message); without, as
 * the exchange (or the server) wrote it.
 */
export function describeOrderResult(result: OrderResult, translateMessage?: TranslateMessage): Message {
  const reason = reasonText(result, translateMessage);
  if (result.success) {
    return result.filled
      ? { key: "execution.result.filled", params: { price: formatDisplayPrice(result.filled.avgPx) } }
      : { key: "execution.result.executed" };
  }
  if (result.rejected) {
    return reason
      ? { key: "execution.result.rejected", params: { reason } }
      : { key: "execution.result.rejectedNoReason" };
  }
  return reason
    ? { key: "execution.result.failed", params: { reason } }
    : { key: "execution.result.failedNoReason" };
}

/** One order of an auto-trading run's result. */
export interface RunDetail {
  coin: string;
  success: boolean;
  error: string | null;
  /** `error` as a catalogue message, when the server had one. */
  errorMessage?: ResultReason["errorMessage"];
}

/** An auto-trading run's execution result (product rules §3, loop form). */
export interface RunExecutionResult {
  success: boolean;
  executed: number;
  failed: number;
  total: number;
  message: Message;
  details: RunDetail[];
}

/** The result when every decision is HOLD: success, nothing executed (product rules §4). */
export function allHoldResult(): RunExecutionResult {
  return {
    success: true,
    executed: 0,
    failed: 0,
    total: 0,
    message: { key: "execution.allHold" },
    details: [],
  };
}

/** An auto-trading run's result from per-order results; the run succeeds when no order failed. */
export function runResultOf(results: readonly OrderResult[]): RunExecutionResult {
  const counts = summarizeResults(results);
  const failed = counts.rejected + counts.failed;
  return {
    success: failed === 0,
    executed: counts.success,
    failed,
    total: results.length,
    message: { key: "execution.run.summary", params: { executed: counts.success, total: results.length } },
    details: results.map(({ coin, success, error, errorMessage }) => ({
      coin,
      success,
      error,
      ...(errorMessage ? { errorMessage } : {}),
    })),
  };
}
