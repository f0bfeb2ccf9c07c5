import { describe, expect, it } from "vitest";
import {
  intervalMs,
  MINUTE_MS,
  nextSlotAfter,
  rescheduleForInterval,
  SCHEDULE_RECHECK_MS,
  scheduleStep,
} from "./schedule.ts";

const T0 = Date.UTC(2026, 10, 23, 10, 0);

describe("intervalMs", () => {
  it("turns minutes into ms and reads an invalid interval as 60 minutes", () => {
    expect(intervalMs(1)).toBe(MINUTE_MS);
    expect(intervalMs(1440)).toBe(1440 * MINUTE_MS);
    for (const bad of [0, -5, 1.5, 1441, Number.NaN]) expect(intervalMs(bad)).toBe(60 * MINUTE_MS);
  });
});

describe("nextSlotAfter", () => {
  const period = 15 * MINUTE_MS;
  it("is one period on when the slot is on time", () => {
    expect(nextSlotAfter(T0, T0, period)).toBe(T0 + period);
  });
  it("drops the slots missed while asleep and keeps the original minutes", () => {
    // Woke 2 h 7 min late: eight slots missed, the next is the 9th after the due one.
    expect(nextSlotAfter(T0, T0 + 127 * MINUTE_MS, period)).toBe(T0 + 135 * MINUTE_MS);
  });
  it("is strictly after now when now sits on a slot", () => {
    expect(nextSlotAfter(T0, T0 + 2 * period, period)).toBe(T0 + 3 * period);
  });
});

describe("scheduleStep", () => {
  it("waits until the due time, looking at the clock at least every 30 s", () => {
    expect(scheduleStep({ now: T0, nextRunAt: T0 + 10_000, intervalMinutes: 5, running: false })).toEqual({
      kind: "wait",
      delayMs: 10_000,
    });
    expect(
      scheduleStep({ now: T0, nextRunAt: T0 + 5 * MINUTE_MS, intervalMinutes: 5, running: false }),
    ).toEqual({
      kind: "wait",
      delayMs: SCHEDULE_RECHECK_MS,
    });
  });
  it("runs once when due, however late, with the next slot on the cadence", () => {
    expect(
      scheduleStep({ now: T0 + 61 * MINUTE_MS, nextRunAt: T0, intervalMinutes: 60, running: false }),
    ).toEqual({
      kind: "run",
      nextRunAt: T0 + 120 * MINUTE_MS,
    });
  });
  it("skips a due slot while a run is still going", () => {
    expect(scheduleStep({ now: T0, nextRunAt: T0, intervalMinutes: 1, running: true })).toEqual({
      kind: "skip",
      nextRunAt: T0 + MINUTE_MS,
    });
  });
});

describe("rescheduleForInterval", () => {
  it("moves the next run to one new interval after the last run", () => {
    const point = { nextRunAt: T0 + 60 * MINUTE_MS, lastRunAt: T0 };
    expect(rescheduleForInterval(point, T0 + MINUTE_MS, 15)).toEqual({
      nextRunAt: T0 + 15 * MINUTE_MS,
      lastRunAt: T0,
    });
  });
  it("is due at once when that time has already passed", () => {
    const point = { nextRunAt: T0 + 60 * MINUTE_MS, lastRunAt: T0 };
    expect(rescheduleForInterval(point, T0 + 20 * MINUTE_MS, 5).nextRunAt).toBe(T0 + 20 * MINUTE_MS);
  });
  it("counts from now when nothing ran yet", () => {
    expect(rescheduleForInterval({ nextRunAt: T0 + 99, lastRunAt: null }, T0, 2).nextRunAt).toBe(
      T0 + 2 * MINUTE_MS,
    );
  });
});
