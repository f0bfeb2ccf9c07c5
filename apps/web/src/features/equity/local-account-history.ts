import { type AccountHistoryPoint, appendAccountHistoryPoint, saveWithQuotaRetry } from "@app/core";

const keyOf = (address: string) => `account_history_${address.toLowerCase()}`;

const isPoint = (value: unknown): value is AccountHistoryPoint =>
  typeof value === "object" &&
  value !== null &&
  Number.isFinite((value as AccountHistoryPoint).time) &&
  Number.isFinite((value as AccountHistoryPoint).accountValue) &&
  Number.isFinite((value as AccountHistoryPoint).pnl);

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);

/** The browser's account history of an address (product rules §3); broken storage reads as empty. */
export function loadAccountHistory(address: string, storage: Storage = localStorage): AccountHistoryPoint[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(keyOf(address)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isPoint) : [];
  } catch {
    return [];
  }
}

/**
 * Adds a reading to the address's history with the spec's rules (43,200 points, a point within 60 s
 * replaces the last, the oldest half dropped on a quota error) and returns what was saved.
 */
export function recordAccountHistory(
  address: string,
  point: AccountHistoryPoint,
  storage: Storage = localStorage,
): readonly AccountHistoryPoint[] {
  const points = appendAccountHistoryPoint(loadAccountHistory(address, storage), point);
  return saveWithQuotaRetry(
    points,
    (kept) => storage.setItem(keyOf(address), JSON.stringify(kept)),
    isQuotaError,
  );
}
