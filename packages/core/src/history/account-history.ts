import { HISTORY_LIMITS } from "../catalog/limits.ts";

/** One point of the local account history, kept per user address (product rules §3). */
export interface AccountHistoryPoint {
  /** ms since the epoch. */
  readonly time: number;
  readonly accountValue: number;
  readonly pnl: number;
}

/**
 * The history with a new reading: a point within 60 s of the last one replaces the last one's values,
 * otherwise it is appended; the oldest points go past 43,200 (product rules §9). The replaced point keeps its
 * time, so that polling every 30 s still adds one point a minute instead of sliding a single point
 * forward for ever.
 */
export function appendAccountHistoryPoint(
  points: readonly AccountHistoryPoint[],
  point: AccountHistoryPoint,
): AccountHistoryPoint[] {
  const last = points.at(-1);
  if (last && point.time - last.time < HISTORY_LIMITS.accountHistorySpacingMs) {
    return [...points.slice(0, -1), { ...point, time: last.time }];
  }
  return [...points, point].slice(-HISTORY_LIMITS.accountHistoryPoints);
}

/**
 * Saves points, dropping the oldest half and retrying each time the save fails on the storage quota
 * (product rules §8), down to saving an empty history. Returns what was saved: the newest points that fit.
 * Other errors are thrown as they are.
 */
export function saveWithQuotaRetry<T>(
  points: readonly T[],
  save: (points: readonly T[]) => void,
  isQuotaError: (error: unknown) => boolean,
): readonly T[] {
  let kept = points;
  for (;;) {
    try {
      save(kept);
      return kept;
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      if (kept.length === 0) return kept;
      // At least one point goes each time, so a single point that does not fit still ends the loop.
      kept = kept.slice(Math.max(1, Math.floor(kept.length / 2)));
    }
  }
}
