import { rescheduleForInterval, type SchedulePoint, scheduleStep } from "./schedule.ts";

/** Where the loop keeps its schedule; every tab of a browser reads and writes the same one. */
export interface ScheduleStore {
  read(): SchedulePoint | null;
  write(point: SchedulePoint | null): void;
}

/** What the loop shows: on or off, a run going on, and when the next one is due. */
export interface LoopState {
  active: boolean;
  running: boolean;
  nextRunAt: number | null;
}

/** The loop's clock, timers, schedule and run, injected so tests drive time by hand. */
export interface AutoTradingLoopDeps {
  now: () => number;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
  /** The interval in minutes as saved now; read at every step, so an edit applies to the next slot. */
  intervalMinutes: () => number;
  store: ScheduleStore;
  /** One run: analysis, execution, history record. It records its own failures; a throw is ignored. */
  run: () => Promise<void>;
  onState?: (state: LoopState) => void;
}

/**
 * The auto-trading loop of product rules §4, on the wall clock: a run is due at a stored time rather than
 * after a timer's delay, so a throttled or sleeping timer catches up with one run, a reload resumes the
 * same schedule, and a run never overlaps another. The store is re-read before every run: when another
 * tab already moved the schedule past now, this one does not run the slot again.
 */
export class AutoTradingLoop {
  private readonly deps: AutoTradingLoopDeps;
  private active = false;
  private running = false;
  private timer: unknown = null;

  constructor(deps: AutoTradingLoopDeps) {
    this.deps = deps;
  }

  /** The user's Start: one run at once, then one every interval. */
  start(): void {
    this.deps.store.write({ nextRunAt: this.deps.now(), lastRunAt: null });
    this.active = true;
    this.check();
  }

  /** Takes the stored schedule over (a reload, or the tab that ran it closed): a missed run happens once. */
  resume(): void {
    this.active = true;
    this.check();
  }

  /** The user's Stop: no timer, no next-run time. A run already going finishes and starts nothing. */
  stop(): void {
    this.detach();
    this.deps.store.write(null);
    this.emit();
  }

  /** Lets go of the schedule without clearing it (the page closes, or another tab runs the loop). */
  detach(): void {
    this.active = false;
    this.clear();
  }

  /** The interval changed while the loop is on: the next run moves to one new interval after the last. */
  intervalChanged(): void {
    const point = this.deps.store.read();
    if (!this.active || !point) return;
    this.deps.store.write(rescheduleForInterval(point, this.deps.now(), this.deps.intervalMinutes()));
    this.check();
  }

  /** Looks at the clock now: a timer fired, the tab became visible again or the machine woke up. */
  check(): void {
    if (!this.active) return;
    this.clear();
    const now = this.deps.now();
    const point = this.deps.store.read() ?? { nextRunAt: now, lastRunAt: null };
    const step = scheduleStep({
      now,
      nextRunAt: point.nextRunAt,
      intervalMinutes: this.deps.intervalMinutes(),
      running: this.running,
    });
    if (step.kind === "wait") {
      this.timer = this.deps.setTimer(() => this.check(), step.delayMs);
      this.emit();
      return;
    }
    if (step.kind === "skip") {
      this.deps.store.write({ ...point, nextRunAt: step.nextRunAt });
      this.check();
      return;
    }
    // The schedule moves before the run starts, so a reload or another tab never takes the same slot.
    this.deps.store.write({ nextRunAt: step.nextRunAt, lastRunAt: now });
    this.running = true;
    this.check();
    void this.deps
      .run()
      .catch(() => undefined)
      .finally(() => {
        this.running = false;
        this.emit();
        this.check();
      });
  }

  /** The loop's state now. */
  state(): LoopState {
    return {
      active: this.active,
      running: this.running,
      nextRunAt: this.active ? (this.deps.store.read()?.nextRunAt ?? null) : null,
    };
  }

  private clear(): void {
    if (this.timer !== null) this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private emit(): void {
    this.deps.onState?.(this.state());
  }
}
