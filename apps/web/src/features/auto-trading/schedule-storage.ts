import type { SchedulePoint, ScheduleStore } from "@app/core";

/** Local-storage key of the auto-trading schedule, shared by every tab of the browser. */
export const SCHEDULE_STORAGE_KEY = "auto_trading_schedule";

/** Local-storage key naming the tab whose run is going on, and since when (for the other tabs' status). */
export const RUNNING_STORAGE_KEY = "auto_trading_running";

/** A run marked as going on for longer than this is a tab that closed mid-run: not shown as running. */
export const RUNNING_MARK_TTL_MS = 10 * 60_000;

function isTime(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/** Reads JSON from storage; anything unreadable (or storage refusing access) is null. */
function readJson(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

/** Writes storage, ignoring a full or blocked storage: the loop then lives in this tab's memory only. */
function writeItem(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Nothing to do: the schedule is only lost for the other tabs and the next reload.
  }
}

/** The schedule of an address as stored; another address's schedule or a malformed one reads as none. */
export function readSchedule(address: string, storage: Storage = localStorage): SchedulePoint | null {
  const value = readJson(storage, SCHEDULE_STORAGE_KEY);
  if (typeof value !== "object" || value === null) return null;
  const { owner, nextRunAt, lastRunAt } = value as Record<string, unknown>;
  if (typeof owner !== "string" || owner.toLowerCase() !== address.toLowerCase()) return null;
  if (!isTime(nextRunAt)) return null;
  return { nextRunAt, lastRunAt: isTime(lastRunAt) ? lastRunAt : null };
}

/** Stores (or with null, clears) the schedule of an address. */
export function writeSchedule(
  address: string,
  point: SchedulePoint | null,
  storage: Storage = localStorage,
): void {
  writeItem(
    storage,
    SCHEDULE_STORAGE_KEY,
    point ? JSON.stringify({ owner: address.toLowerCase(), ...point }) : null,
  );
}

/** The loop's schedule store for an address, in local storage. */
export function scheduleStore(address: string, storage: Storage = localStorage): ScheduleStore {
  return {
    read: () => readSchedule(address, storage),
    write: (point) => writeSchedule(address, point, storage),
  };
}

/** Marks (or with null, unmarks) a run going on in some tab, so every tab shows "Analyzing...". */
export function markRunning(since: number | null, storage: Storage = localStorage): void {
  writeItem(storage, RUNNING_STORAGE_KEY, since === null ? null : String(since));
}

/** Whether some tab's run is going on at `now`; a mark older than ten minutes is a closed tab's. */
export function isMarkedRunning(now: number, storage: Storage = localStorage): boolean {
  const since = readJson(storage, RUNNING_STORAGE_KEY);
  return isTime(since) && now - since < RUNNING_MARK_TTL_MS;
}
