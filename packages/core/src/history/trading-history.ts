import { HISTORY_LIMITS } from "../catalog/limits.ts";
import { DECISION_ACTIONS, type DecisionAction } from "../trading/decision-actions.ts";
import { isRecord } from "../validation/shapes.ts";

/**
 * One auto-trading run as the settings keep it (product rules §3 "History record"). Unknown extra fields, such
 * as the raw analysis or the execution result, are kept as they are.
 */
export interface TradingHistoryRecord {
  /** When the run started, in ms since the epoch. */
  timestamp: number;
  status: "success" | "failed";
  summary: string;
  decisions: { coin: string; action: DecisionAction; confidence: number; reasoning: string }[];
  model: string;
  /** The failure shown under "Error" (product rules §2). */
  error?: string;
  [extra: string]: unknown;
}

function isDecision(value: unknown): value is TradingHistoryRecord["decisions"][number] {
  return (
    isRecord(value) &&
    typeof value.coin === "string" &&
    (DECISION_ACTIONS as readonly unknown[]).includes(value.action) &&
    typeof value.confidence === "number" &&
    typeof value.reasoning === "string"
  );
}

// Plain checks rather than a zod schema: restored with the app settings before the web app's first paint
// (see catalog/app-settings.ts).
/** Whether a stored value is a readable history record (what restoring keeps). */
export function isTradingHistoryRecord(value: unknown): value is TradingHistoryRecord {
  return (
    isRecord(value) &&
    typeof value.timestamp === "number" &&
    (value.status === "success" || value.status === "failed") &&
    typeof value.summary === "string" &&
    Array.isArray(value.decisions) &&
    value.decisions.every(isDecision) &&
    typeof value.model === "string" &&
    (value.error === undefined || typeof value.error === "string")
  );
}

/** The history with `record` added in front, keeping the latest 5 (product rules §9). Newest first. */
export function appendTradingHistory<T>(history: readonly T[], record: T): T[] {
  return [record, ...history].slice(0, HISTORY_LIMITS.tradingHistory);
}

/** The valid records of a stored history, newest first, at most 5; anything unreadable is dropped. */
export function restoreTradingHistory(stored: unknown): TradingHistoryRecord[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isTradingHistoryRecord).slice(0, HISTORY_LIMITS.tradingHistory);
}
