import { create } from "zustand";

/** What the auto-trading panel shows of the loop, whichever tab of the browser runs it. */
export interface AutoTradingStatus {
  /** This tab holds the loop (the others follow it through local storage). */
  leader: boolean;
  /** A run is going on, in this tab or another. */
  running: boolean;
  /** When the next run is due, in ms since the epoch. */
  nextRunAt: number | null;
  set: (patch: Partial<Omit<AutoTradingStatus, "set">>) => void;
}

/** The loop's status (memory only: the schedule itself lives in local storage). */
export const useAutoTradingStatus = create<AutoTradingStatus>()((set) => ({
  leader: false,
  running: false,
  nextRunAt: null,
  set: (patch) => set(patch),
}));
