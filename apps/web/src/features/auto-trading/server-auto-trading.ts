import type { AutoTradingSchedule } from "@app/core";
import {
  type AutoTradingScheduleInput,
  fetchAutoTradingSchedule,
  saveAutoTradingSchedule,
} from "../../api/auto-trading.ts";
import { isSignInRequired } from "../../api/queries.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { type AutoTradingPlace, useAutoTradingPlace } from "./auto-trading-place-store.ts";
import { chosenConfig, startBrowserLoop, stopBrowserLoop } from "./browser-loop.ts";
import { type MoveDeps, moveToBrowser, moveToServer } from "./move-auto-trading.ts";
import { requestFromSchedule, scheduleRequestOf } from "./server-schedule.ts";

/** The move's dependencies for `owner`, from the app's stores and API: the browser loop as it stands now. */
export function moveDepsOf(owner: string, signIn: () => Promise<void>): MoveDeps {
  const settings = useSettings.getState();
  return {
    address: owner,
    signIn,
    fetchSchedule: (who) => fetchAutoTradingSchedule(who),
    saveSchedule: saveAutoTradingSchedule,
    browser: {
      enabled: settings.autoTradingEnabled,
      choices: {
        address: owner,
        intervalMinutes: settings.tradingInterval,
        config: settings.autoTradingConfig,
        language: settings.language,
        tradeAmount: usePanelPreferences.getState().tradeAmount,
      },
      start: (start) => startBrowserLoop(owner, start),
      stop: () => stopBrowserLoop(owner),
    },
    setPlace: useAutoTradingPlace.getState().setPlace,
    now: Date.now,
  };
}

/** Moves `owner`'s loop to `target` (move-auto-trading.ts says in which order what happens). */
export function moveLoop(
  owner: string,
  target: AutoTradingPlace,
  signIn: () => Promise<void>,
): Promise<AutoTradingSchedule | null> {
  const deps = moveDepsOf(owner, signIn);
  return target === "server"
    ? moveToServer(deps)
    : moveToBrowser(deps, useSettings.getState().autoTradingConfig.selectedAI);
}

/**
 * Start on the server: the interval and the choices made in AI Trading now become the browser's settings
 * too (so a move back goes on with them), and the body that saves the running schedule.
 */
export function serverStartRequest(address: string, intervalMinutes: number): AutoTradingScheduleInput {
  const config = chosenConfig();
  const settings = useSettings.getState();
  settings.setTradingInterval(intervalMinutes);
  settings.setAutoTradingConfig(config);
  return scheduleRequestOf({
    address,
    enabled: true,
    intervalMinutes,
    config,
    language: settings.language,
    tradeAmount: usePanelPreferences.getState().tradeAmount,
  });
}

/** Where the interval save stands: one going, and the interval the last refused save asked for. */
export interface IntervalSaveState {
  saving: boolean;
  refusedInterval: number | undefined;
}

/**
 * The save that brings the panel's interval to the server's running schedule, or null: nothing runs there,
 * it already has this interval, a save is going, or the server refused this very interval (its error shows
 * until the interval changes).
 */
export function intervalSave(
  schedule: AutoTradingSchedule | null | undefined,
  interval: number,
  state: IntervalSaveState,
): AutoTradingScheduleInput | null {
  if (!schedule?.enabled || schedule.intervalMinutes === interval) return null;
  if (state.saving || state.refusedInterval === interval) return null;
  return requestFromSchedule(schedule, { enabled: true, intervalMinutes: interval });
}

/** What the panel shows of the schedule's and runs' reads: a signed-out session, or the first other failure. */
export function readFailure(errors: readonly unknown[]): { signedOut: boolean; failure: unknown } {
  return {
    signedOut: errors.some(isSignInRequired),
    failure: errors.find((error) => error && !isSignInRequired(error)) ?? null,
  };
}
