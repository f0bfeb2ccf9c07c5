import { type AppSettings, type AutoTradingSchedule, normalizeDataSources } from "@app/core";
import type { AutoTradingScheduleInput } from "../../api/auto-trading.ts";
import type { AutoTradingPlace } from "./auto-trading-place-store.ts";
import type { BrowserLoopStart } from "./browser-loop.ts";
import { requestFromSchedule, type ServerScheduleChoices, scheduleRequestOf } from "./server-schedule.ts";

/** What moving the loop touches: the session, the server's schedule, the browser loop and the chosen place. */
export interface MoveDeps {
  address: string;
  /** Signs the session in as the address (one wallet signature, only when not signed in yet). */
  signIn: () => Promise<void>;
  fetchSchedule: (address: string) => Promise<AutoTradingSchedule | null>;
  saveSchedule: (request: AutoTradingScheduleInput) => Promise<AutoTradingSchedule | null>;
  browser: {
    enabled: boolean;
    /** The browser loop's interval and choices, for the server to go on with. */
    choices: Omit<ServerScheduleChoices, "enabled">;
    start: (start: BrowserLoopStart) => void;
    stop: () => void;
  };
  setPlace: (place: AutoTradingPlace) => void;
  now: () => number;
}

/**
 * Moves the loop to the server. Signed in first; a running browser loop goes on there (the server runs at
 * once) and stops here only once the server has saved it, so a refused sign-in or a failed save leaves it
 * running in the browser. A stopped loop just changes place: Start then starts it on the server.
 */
export async function moveToServer(deps: MoveDeps): Promise<AutoTradingSchedule | null> {
  await deps.signIn();
  let saved: AutoTradingSchedule | null = null;
  if (deps.browser.enabled) {
    saved = await deps.saveSchedule(scheduleRequestOf({ ...deps.browser.choices, enabled: true }));
    deps.browser.stop();
  }
  deps.setPlace("server");
  return saved;
}

/**
 * Moves the loop back to this browser. The server's schedule is switched off first (signed in, as only the
 * address may change it), so the two never both run; a loop that was on goes on here at the server's next
 * slot with the server's interval and choices (the model stays the browser's).
 */
export async function moveToBrowser(
  deps: MoveDeps,
  model: AppSettings["autoTradingConfig"]["selectedAI"],
): Promise<AutoTradingSchedule | null> {
  await deps.signIn();
  const schedule = await deps.fetchSchedule(deps.address);
  let saved: AutoTradingSchedule | null = schedule;
  if (schedule?.enabled) {
    saved = await deps.saveSchedule(requestFromSchedule(schedule, { enabled: false }));
    deps.browser.start({
      intervalMinutes: schedule.intervalMinutes,
      config: {
        selectedAI: model,
        selectedCoins: [...schedule.settings.coins],
        dataSources: normalizeDataSources(schedule.settings.dataSources),
        riskPreference: schedule.settings.riskPreference,
      },
      nextRunAt: Math.max(schedule.nextRunAt ?? deps.now(), deps.now()),
    });
  }
  deps.setPlace("browser");
  return saved;
}
