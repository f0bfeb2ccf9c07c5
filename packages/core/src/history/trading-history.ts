import { z } from "zod";
import { HISTORY_LIMITS } from "../catalog/limits.ts";
import { DECISION_ACTIONS } from "../trading/decision.ts";

/**
 * One auto-trading run as the settings keep it (product rules §3 "History record"). Unknown extra fields, such
 * as the raw analysis or the execution result, are kept as they are.
 */
export const tradingHistoryRecordSchema = z.looseObject({
  /** When the run started, in ms since the epoch. */
  timestamp: z.number(),
  status: z.enum(["success", "failed"]),
  summary: z.string(),
  decisions: z.array(
    z.object({
      coin: z.string(),
      action: z.enum(DECISION_ACTIONS),
      confidence: z.number(),
      reasoning: z.string(),
    }),
  ),
  model: z.string(),
  /** The failure shown under "Error" (product rules §2). */
  error: z.string().optional(),
});

/** One auto-trading history record. */
export type TradingHistoryRecord = z.infer<typeof tradingHistoryRecordSchema>;

/** The history with `record` added in front, keeping the latest 5 (product rules §9). Newest first. */
export function appendTradingHistory<T>(history: readonly T[], record: T): T[] {
  return [record, ...history].slice(0, HISTORY_LIMITS.tradingHistory);
}

/** The valid records of a stored history, newest first, at most 5; anything unreadable is dropped. */
export function restoreTradingHistory(stored: unknown): TradingHistoryRecord[] {
  if (!Array.isArray(stored)) return [];
  return stored
    .flatMap((item) => {
      const parsed = tradingHistoryRecordSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })
    .slice(0, HISTORY_LIMITS.tradingHistory);
}
