import type { ExecutionData } from "../api/execution.ts";
import type { Message } from "../i18n/message.ts";

/**
 * The summary of an execute answer: how many orders went through on which account, and whether these are
 * the results of an earlier identical request (the same idempotency key).
 */
export function executionAnswerMessage(data: ExecutionData, replayed: boolean): Message {
  return {
    key: replayed ? "execution.summaryReplayed" : "execution.summary",
    params: {
      success: data.success,
      count: data.results.length,
      account: data.account,
      rejected: data.rejected,
      failed: data.failed,
    },
  };
}

/** The summary of a close answer: the size closed (when the exchange reported the fill) and the stops cancelled. */
export function closeAnswerMessage(
  coin: string,
  account: string,
  filledSize: number | undefined,
  cancelled: number,
): Message {
  return filledSize === undefined
    ? { key: "close.summaryNoFill", params: { coin, account, count: cancelled } }
    : { key: "close.summary", params: { size: filledSize, coin, account, count: cancelled } };
}

/** The summary of a place-protection answer: whether every filled order now has the stops it asked for. */
export function protectionAnswerMessage(data: ExecutionData): Message {
  const missing = data.results.filter((result) => result.unprotected).length;
  return missing === 0
    ? { key: "protection.complete" }
    : { key: "protection.missing", params: { count: missing } };
}
