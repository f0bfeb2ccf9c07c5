import { describe, expect, it } from "vitest";
import { AutoTradingLoop, type ScheduleStore } from "./loop.ts";
import { MINUTE_MS, type SchedulePoint } from "./schedule.ts";

const T0 = Date.UTC(2026, 10, 23, 10, 0);

/** A hand-driven clock whose timers fire only when asked, as a throttled background tab's would. */
class FakeClock {
  now = T0;
  private timers = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;
  setTimer = (callback: () => void, delayMs: number) => {
    const id = this.nextId++;
    this.timers.set(id, { at: this.now + delayMs, callback });
    return id;
  };
  clearTimer = (handle: unknown) => {
    this.timers.delete(handle as number);
  };
  pending(): number {
    return this.timers.size;
  }
  /** Moves time on, firing every timer that comes due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.timers.entries()]
        .filter(([, t]) => t.at <= end)
        .sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.now = Math.max(this.now, due[1].at);
      due[1].callback();
      await flush();
    }
    this.now = end;
  }
  /** Moves time on with no timer firing: the machine slept. */
  sleep(ms: number): void {
    this.now += ms;
  }
}

async function flush(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

function memoryStore(): ScheduleStore & { point: SchedulePoint | null } {
  const store = {
    point: null as SchedulePoint | null,
    read: () => store.point,
    write: (point: SchedulePoint | null) => {
      store.point = point;
    },
  };
  return store;
}

/** A loop on the fake clock whose runs are recorded and, with `hold`, finish only when released. */
function setup(
  options: {
    interval?: number;
    store?: ReturnType<typeof memoryStore>;
    clock?: FakeClock;
    hold?: boolean;
  } = {},
) {
  const clock = options.clock ?? new FakeClock();
  const store = options.store ?? memoryStore();
  const runs: number[] = [];
  const releases: (() => void)[] = [];
  let concurrent = 0;
  let maxConcurrent = 0;
  const loop = new AutoTradingLoop({
    now: () => clock.now,
    setTimer: clock.setTimer,
    clearTimer: clock.clearTimer,
    intervalMinutes: () => options.interval ?? 1,
    store,
    run: async () => {
      runs.push(clock.now);
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      if (options.hold) await new Promise<void>((resolve) => releases.push(resolve));
      concurrent -= 1;
    },
  });
  return { clock, store, loop, runs, releases, maxConcurrent: () => maxConcurrent };
}

describe("AutoTradingLoop", () => {
  it("runs once at start, then once every interval", async () => {
    const { clock, loop, runs } = setup({ interval: 5 });
    loop.start();
    await flush();
    expect(runs).toEqual([T0]);
    await clock.advance(5 * MINUTE_MS - 1);
    expect(runs).toHaveLength(1);
    await clock.advance(1);
    await clock.advance(10 * MINUTE_MS);
    expect(runs).toEqual([T0, T0 + 5 * MINUTE_MS, T0 + 10 * MINUTE_MS, T0 + 15 * MINUTE_MS]);
    expect(loop.state()).toEqual({ active: true, running: false, nextRunAt: T0 + 20 * MINUTE_MS });
  });

  it("catches up once after the machine slept through several slots, then keeps the cadence", async () => {
    const { clock, loop, runs } = setup({ interval: 10 });
    loop.start();
    await flush();
    clock.sleep(47 * MINUTE_MS);
    // The stretched timer finally fires (or the tab became visible again).
    loop.check();
    await flush();
    expect(runs).toEqual([T0, T0 + 47 * MINUTE_MS]);
    expect(loop.state().nextRunAt).toBe(T0 + 50 * MINUTE_MS);
    await clock.advance(3 * MINUTE_MS);
    expect(runs).toHaveLength(3);
  });

  it("never overlaps: a slot that comes due during a long run is skipped", async () => {
    const { clock, loop, runs, releases, maxConcurrent } = setup({ interval: 1, hold: true });
    loop.start();
    await flush();
    expect(loop.state().running).toBe(true);
    await clock.advance(150_000);
    expect(runs).toHaveLength(1);
    releases[0]?.();
    await flush();
    expect(loop.state()).toMatchObject({ running: false, nextRunAt: T0 + 3 * MINUTE_MS });
    await clock.advance(30_000);
    expect(runs).toEqual([T0, T0 + 3 * MINUTE_MS]);
    expect(maxConcurrent()).toBe(1);
  });

  it("resumes a stored schedule after a reload without running before its time", async () => {
    const store = memoryStore();
    store.point = { nextRunAt: T0 + 4 * MINUTE_MS, lastRunAt: T0 - MINUTE_MS };
    const { clock, loop, runs } = setup({ interval: 5, store });
    loop.resume();
    await clock.advance(4 * MINUTE_MS - 1);
    expect(runs).toEqual([]);
    await clock.advance(1);
    expect(runs).toEqual([T0 + 4 * MINUTE_MS]);
  });

  it("runs a slot missed while the browser was closed once on resume", async () => {
    const store = memoryStore();
    store.point = { nextRunAt: T0 - 3 * 60 * MINUTE_MS, lastRunAt: null };
    const { loop, runs } = setup({ interval: 60, store });
    loop.resume();
    await flush();
    expect(runs).toEqual([T0]);
    expect(store.point?.nextRunAt).toBe(T0 + 60 * MINUTE_MS);
  });

  it("stop clears the timer and the next-run time; a run in progress finishes and starts nothing", async () => {
    const { clock, loop, runs, releases, store } = setup({ interval: 1, hold: true });
    loop.start();
    await flush();
    loop.stop();
    expect(store.point).toBeNull();
    expect(loop.state()).toEqual({ active: false, running: true, nextRunAt: null });
    releases[0]?.();
    await flush();
    await clock.advance(10 * MINUTE_MS);
    expect(runs).toHaveLength(1);
    expect(clock.pending()).toBe(0);
  });

  it("two tabs sharing the schedule run each slot once", async () => {
    const clock = new FakeClock();
    const store = memoryStore();
    const a = setup({ interval: 2, store, clock });
    const b = setup({ interval: 2, store, clock });
    a.loop.start();
    b.loop.resume();
    await flush();
    await clock.advance(10 * MINUTE_MS);
    const all = [...a.runs, ...b.runs].sort((x, y) => x - y);
    expect(all).toEqual([0, 2, 4, 6, 8, 10].map((m) => T0 + m * MINUTE_MS));
  });

  it("a shorter interval applies to the next run at once", async () => {
    let interval = 60;
    const clock = new FakeClock();
    const store = memoryStore();
    const runs: number[] = [];
    const loop = new AutoTradingLoop({
      now: () => clock.now,
      setTimer: clock.setTimer,
      clearTimer: clock.clearTimer,
      intervalMinutes: () => interval,
      store,
      run: async () => {
        runs.push(clock.now);
      },
    });
    loop.start();
    await clock.advance(3 * MINUTE_MS);
    interval = 5;
    loop.intervalChanged();
    expect(store.point?.nextRunAt).toBe(T0 + 5 * MINUTE_MS);
    await clock.advance(2 * MINUTE_MS);
    expect(runs).toEqual([T0, T0 + 5 * MINUTE_MS]);
  });
});
