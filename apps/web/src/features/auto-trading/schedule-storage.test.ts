import { describe, expect, it } from "vitest";
import {
  isMarkedRunning,
  markRunning,
  readSchedule,
  SCHEDULE_STORAGE_KEY,
  writeSchedule,
} from "./schedule-storage.ts";

const ADDRESS = "0x9F2C4B1E7A3D5C6B8E0F1A2B3C4D5E6F7A8B9C0D";

describe("the stored auto-trading schedule", () => {
  it("round-trips for its address only, whatever the case of the address", () => {
    writeSchedule(ADDRESS, { nextRunAt: 2_000, lastRunAt: 1_000 });
    expect(readSchedule(ADDRESS.toLowerCase())).toEqual({ nextRunAt: 2_000, lastRunAt: 1_000 });
    expect(readSchedule("0x0000000000000000000000000000000000000001")).toBeNull();
    writeSchedule(ADDRESS, null);
    expect(readSchedule(ADDRESS)).toBeNull();
  });

  it("reads a malformed entry as no schedule", () => {
    for (const bad of ["{", "null", '{"owner":1}', `{"owner":"${ADDRESS}","nextRunAt":"soon"}`]) {
      localStorage.setItem(SCHEDULE_STORAGE_KEY, bad);
      expect(readSchedule(ADDRESS)).toBeNull();
    }
  });

  it("shows a run as going on for ten minutes at most (a tab closed mid-run)", () => {
    markRunning(1_000_000);
    expect(isMarkedRunning(1_000_000 + 60_000)).toBe(true);
    expect(isMarkedRunning(1_000_000 + 11 * 60_000)).toBe(false);
    markRunning(null);
    expect(isMarkedRunning(1_000_000)).toBe(false);
  });
});
