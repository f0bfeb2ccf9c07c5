import { TRADING_INTERVAL } from "../catalog/limits.ts";

/** One minute in ms. */
export const MINUTE_MS = 60_000;

/**
 * Longest a loop timer sleeps before it looks at the wall clock again. Browsers stretch timers in background
 * tabs and a sleeping laptop stops them; a short check keeps a run from starting much later than its time.
 */
export const SCHEDULE_RECHECK_MS = 30_000;

/** Where an auto-trading loop stands in time; shared by every tab of the browser (product rules §4). */
export interface SchedulePoint {
  /** When the next run is due, in ms since the epoch. */
  nextRunAt: number;
  /** When the latest run started, if one did. */
  lastRunAt: number | null;
}

/** An interval in minutes as ms; an invalid one counts as the default 60 minutes. */
export function intervalMs(minutes: number): number {
  const valid =
    Number.isInteger(minutes) && minutes >= TRADING_INTERVAL.min && minutes <= TRADING_INTERVAL.max;
  return (valid ? minutes : TRADING_INTERVAL.default) * MINUTE_MS;
}

/**
 * The first slot strictly after `now` of a schedule that was due at `dueAt`: `dueAt + k × period`, k ≥ 1.
 * Slots missed while timers were throttled or the machine slept are dropped, so a late timer catches up
 * with one run, never one per missed slot, and the cadence stays on its original minutes.
 */
export function nextSlotAfter(dueAt: number, now: number, periodMs: number): number {
  if (dueAt > now) return dueAt + periodMs;
  return dueAt + (Math.floor((now - dueAt) / periodMs) + 1) * periodMs;
}

/** What a loop does when it looks at the clock. */
export type ScheduleStep =
  /** Not due yet: look again after `delayMs`. */
  | { readonly kind: "wait"; readonly delayMs: number }
  /** Due: run now; the one after is due at `nextRunAt`. */
  | { readonly kind: "run"; readonly nextRunAt: number }
  /** Due, but a run is still going: this slot is skipped (product rules §4); the next is at `nextRunAt`. */
  | { readonly kind: "skip"; readonly nextRunAt: number };

/** The step of a loop at `now` (product rules §4 "Auto trading"): wait, run once, or skip a busy slot. */
export function scheduleStep(input: {
  now: number;
  nextRunAt: number;
  intervalMinutes: number;
  running: boolean;
}): ScheduleStep {
  const { now, nextRunAt, intervalMinutes, running } = input;
  if (now < nextRunAt) return { kind: "wait", delayMs: Math.min(nextRunAt - now, SCHEDULE_RECHECK_MS) };
  const next = nextSlotAfter(nextRunAt, now, intervalMs(intervalMinutes));
  return running ? { kind: "skip", nextRunAt: next } : { kind: "run", nextRunAt: next };
}

/**
 * The schedule after the interval changed while the loop is on: the next run one new interval after the
 * latest run (at once when that time has passed), so a shorter interval applies without waiting out the old.
 */
export function rescheduleForInterval(
  point: SchedulePoint,
  now: number,
  intervalMinutes: number,
): SchedulePoint {
  const from = point.lastRunAt ?? now;
  return { ...point, nextRunAt: Math.max(from + intervalMs(intervalMinutes), now) };
}
