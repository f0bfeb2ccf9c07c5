import type { AutoTradingRecord } from "@app/core";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type BrowserLoopHostDeps, hostBrowserLoop, type LoopStatusPatch } from "./browser-loop-host.ts";
import type { LockManagerLike } from "./leadership.ts";
import type { AutoTradingRunInput } from "./run-auto-trading.ts";
import { isMarkedRunning, readSchedule, SCHEDULE_STORAGE_KEY, writeSchedule } from "./schedule-storage.ts";

const ADDRESS = "0x00000000000000000000000000000000000000a1";
const MINUTE = 60_000;
const START = Date.UTC(2026, 0, 5, 12, 0, 0);

/** A lock manager whose lock another tab holds for as long as the test runs. */
const heldElsewhere: LockManagerLike = { request: () => new Promise(() => {}) };

const flush = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** A host with fakes for its calls: a clock, timers and event targets the test fires, a record of status. */
function setup(overrides: Partial<BrowserLoopHostDeps> = {}) {
  let now = START;
  const timers: (() => void)[] = [];
  const events = new EventTarget();
  const visibility = new EventTarget();
  const statuses: LoopStatusPatch[] = [];
  const runs: AutoTradingRunInput[] = [];
  const recorded: AutoTradingRecord[] = [];
  let settled = 0;
  const deps: BrowserLoopHostDeps = {
    address: ADDRESS,
    runInput: () => ({
      config: {
        selectedAI: "local",
        selectedCoins: ["BTC"],
        dataSources: {},
        riskPreference: "balanced",
      } as unknown as AutoTradingRunInput["config"],
      language: "en",
      customPrompt: "",
      tradeAmount: "100",
    }),
    runOnce: async (input) => {
      runs.push(input);
      return { status: "success", timestamp: input.at } as unknown as AutoTradingRecord;
    },
    recorded: (record) => recorded.push(record),
    settled: () => {
      settled += 1;
    },
    intervalMinutes: () => 5,
    setStatus: (patch) => statuses.push(patch),
    now: () => now,
    storage: localStorage,
    events: Object.assign(events, {
      setTimeout: (callback: () => void) => timers.push(callback),
      clearTimeout: () => {},
    }) as unknown as BrowserLoopHostDeps["events"],
    visibility: visibility as unknown as BrowserLoopHostDeps["visibility"],
    locks: undefined,
    ...overrides,
  };
  return {
    deps,
    host: () => hostBrowserLoop(deps),
    advance: (ms: number) => {
      now += ms;
    },
    fire: (type: string, init?: StorageEventInit) =>
      events.dispatchEvent(init ? new StorageEvent(type, init) : new Event(type)),
    statuses,
    runs,
    recorded,
    settledCount: () => settled,
    last: () => Object.assign({}, ...statuses) as LoopStatusPatch,
  };
}

beforeEach(() => localStorage.clear());

describe("hostBrowserLoop", () => {
  it("leads without Web Locks and runs a due slot once: the run's record kept, the account refreshed", async () => {
    writeSchedule(ADDRESS, { nextRunAt: START, lastRunAt: null });
    const test = setup();
    const host = test.host();
    await flush();
    expect(test.runs).toHaveLength(1);
    expect(test.runs[0]).toMatchObject({ address: ADDRESS, at: START, tradeAmount: "100", language: "en" });
    expect(test.recorded).toHaveLength(1);
    expect(test.settledCount()).toBe(1);
    expect(isMarkedRunning(START, localStorage)).toBe(false);
    // The next slot is one interval on, and the panel shows it.
    expect(readSchedule(ADDRESS)?.nextRunAt).toBe(START + 5 * MINUTE);
    expect(test.last()).toMatchObject({ leader: true, running: false, nextRunAt: START + 5 * MINUTE });
    host.stop();
  });

  it("follows the leading tab through storage until it leads, and stops listening when stopped", async () => {
    writeSchedule(ADDRESS, { nextRunAt: START + MINUTE, lastRunAt: null });
    const test = setup({ locks: heldElsewhere });
    const host = test.host();
    await flush();
    expect(test.runs).toHaveLength(0);
    expect(test.last()).toMatchObject({ leader: false, running: false, nextRunAt: START + MINUTE });

    // The leading tab ran and moved the schedule: a storage event brings its next slot here.
    writeSchedule(ADDRESS, { nextRunAt: START + 6 * MINUTE, lastRunAt: START + MINUTE });
    test.fire("storage", { key: SCHEDULE_STORAGE_KEY });
    expect(test.last().nextRunAt).toBe(START + 6 * MINUTE);

    host.stop();
    writeSchedule(ADDRESS, { nextRunAt: START + 11 * MINUTE, lastRunAt: START + 6 * MINUTE });
    test.fire("storage", { key: SCHEDULE_STORAGE_KEY });
    expect(test.last().nextRunAt).toBe(START + 6 * MINUTE);
    expect(test.runs).toHaveLength(0);
  });

  it("runs a slot missed while the machine slept when the tab is focused again", async () => {
    writeSchedule(ADDRESS, { nextRunAt: START + MINUTE, lastRunAt: null });
    const test = setup();
    const host = test.host();
    await flush();
    expect(test.runs).toHaveLength(0);
    test.advance(2 * MINUTE);
    test.fire("focus");
    await flush();
    expect(test.runs).toHaveLength(1);
    host.stop();
  });

  it("clears the running mark and refreshes the account when a run fails", async () => {
    writeSchedule(ADDRESS, { nextRunAt: START, lastRunAt: null });
    const failing = vi.fn(async () => {
      throw new Error("network down");
    });
    const test = setup({ runOnce: failing });
    const host = test.host();
    await flush();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(test.recorded).toHaveLength(0);
    expect(test.settledCount()).toBe(1);
    expect(isMarkedRunning(START, localStorage)).toBe(false);
    host.stop();
  });

  it("moves the next run when the interval changes, as the leader", async () => {
    writeSchedule(ADDRESS, { nextRunAt: START + MINUTE, lastRunAt: START - 4 * MINUTE });
    let interval = 5;
    const test = setup({ intervalMinutes: () => interval });
    const host = test.host();
    await flush();
    interval = 15;
    host.intervalChanged();
    expect(readSchedule(ADDRESS)?.nextRunAt).toBe(START + 11 * MINUTE);
    expect(test.last().nextRunAt).toBe(START + 11 * MINUTE);
    host.stop();
  });
});
