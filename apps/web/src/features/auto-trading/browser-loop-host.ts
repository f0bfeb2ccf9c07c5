import { AutoTradingLoop, type AutoTradingRecord } from "@app/core";
import type { AutoTradingStatus } from "./auto-trading-status-store.ts";
import { type LockManagerLike, requestLeadership } from "./leadership.ts";
import type { AutoTradingRunInput } from "./run-auto-trading.ts";
import {
  isMarkedRunning,
  markRunning,
  RUNNING_STORAGE_KEY,
  SCHEDULE_STORAGE_KEY,
  scheduleStore,
} from "./schedule-storage.ts";

/** The Web Lock that elects the one tab running an address's loop. */
export function loopLockName(address: string): string {
  return `hl-ai-trader:auto-trading:${address.toLowerCase()}`;
}

/** The status fields the host sets. */
export type LoopStatusPatch = Partial<Omit<AutoTradingStatus, "set">>;

/** What hosting the browser loop of one address touches, injected so a test can drive it. */
export interface BrowserLoopHostDeps {
  address: string;
  /** The run's choices read at the moment it starts (settings and the trading panel's amount), less its time. */
  runInput: () => Omit<AutoTradingRunInput, "address" | "at">;
  /** One run: analysis, execution, the history record (runAutoTrading with the app's calls). */
  runOnce: (input: AutoTradingRunInput) => Promise<AutoTradingRecord>;
  /** Keeps the record in the history and tells the user (bell) how it went. */
  recorded: (record: AutoTradingRecord) => void;
  /** After every run, success or not: the account and analyses shown are refreshed. */
  settled: () => void;
  intervalMinutes: () => number;
  setStatus: (patch: LoopStatusPatch) => void;
  now: () => number;
  storage: Storage;
  /** Where focus, online and storage events arrive (window). */
  events: Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout">;
  /** Where visibility changes arrive (document). */
  visibility: Pick<Document, "addEventListener" | "removeEventListener">;
  /** The browser's Web Locks; undefined leads at once (old browsers, jsdom). */
  locks: LockManagerLike | undefined;
}

/** A hosted loop: stop it, or tell it the interval changed. */
export interface BrowserLoopHost {
  /** Gives the lead up and removes every listener; the schedule stays in storage for the next leader. */
  stop(): void;
  /** A new interval moves the next run (the leading tab's loop), or shows the leader's new time here. */
  intervalChanged(): void;
}

/**
 * Hosts the browser loop of an address in this tab (product rules §4): only the tab holding the address's
 * Web Lock runs it; until then this tab follows the leader's status and next-run time through local
 * storage, and takes over when the leader closes. A stretched timer, a sleeping machine or another tab's
 * Start is caught by looking at the clock again on visibility, focus, online and storage events.
 */
export function hostBrowserLoop(deps: BrowserLoopHostDeps): BrowserLoopHost {
  const { address, storage, setStatus } = deps;
  const run = async () => {
    const at = deps.now();
    markRunning(at, storage);
    try {
      deps.recorded(await deps.runOnce({ ...deps.runInput(), address, at }));
    } finally {
      markRunning(null, storage);
      deps.settled();
    }
  };
  const store = scheduleStore(address, storage);
  const loop = new AutoTradingLoop({
    now: deps.now,
    setTimer: (callback, delayMs) => deps.events.setTimeout(callback, delayMs),
    clearTimer: (handle) => deps.events.clearTimeout(handle as number),
    intervalMinutes: deps.intervalMinutes,
    store,
    run,
    onState: (state) => setStatus({ running: state.running, nextRunAt: state.nextRunAt }),
  });
  let leading = false;
  const follow = () => {
    if (leading) return;
    setStatus({
      leader: false,
      running: isMarkedRunning(deps.now(), storage),
      nextRunAt: store.read()?.nextRunAt ?? null,
    });
  };
  follow();
  const release = requestLeadership(
    loopLockName(address),
    () => {
      leading = true;
      setStatus({ leader: true });
      loop.resume();
    },
    deps.locks,
  );
  const wake = () => (leading ? loop.check() : follow());
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === SCHEDULE_STORAGE_KEY || key === RUNNING_STORAGE_KEY) wake();
  };
  deps.visibility.addEventListener("visibilitychange", wake);
  deps.events.addEventListener("focus", wake);
  deps.events.addEventListener("online", wake);
  deps.events.addEventListener("storage", onStorage);
  return {
    stop() {
      release();
      loop.detach();
      leading = false;
      deps.visibility.removeEventListener("visibilitychange", wake);
      deps.events.removeEventListener("focus", wake);
      deps.events.removeEventListener("online", wake);
      deps.events.removeEventListener("storage", onStorage);
    },
    intervalChanged() {
      if (leading) loop.intervalChanged();
      else setStatus({ nextRunAt: store.read()?.nextRunAt ?? null });
    },
  };
}
