import type { AppSettings } from "@app/core";
import { useSettings } from "../../settings/settings-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { writeSchedule } from "./schedule-storage.ts";

/** What the browser loop starts with. */
export interface BrowserLoopStart {
  intervalMinutes: number;
  config: AppSettings["autoTradingConfig"];
  /** When its first run is due: now for a Start (one run at once), the server's next slot for a move. */
  nextRunAt: number;
}

/**
 * Turns the browser loop on (product rules §4): the interval and choices saved, the first run due at
 * `nextRunAt`; the tab that holds the address's lock runs it.
 */
export function startBrowserLoop(address: string, start: BrowserLoopStart): void {
  const settings = useSettings.getState();
  settings.setTradingInterval(start.intervalMinutes);
  settings.setAutoTradingConfig(start.config);
  writeSchedule(address, { nextRunAt: start.nextRunAt, lastRunAt: null });
  settings.setAutoTradingEnabled(true);
}

/** Turns the browser loop off: no timer, no next-run time, in every tab. */
export function stopBrowserLoop(address: string | undefined): void {
  useSettings.getState().setAutoTradingEnabled(false);
  if (address) writeSchedule(address, null);
}

/** What Start takes, wherever the loop runs: the model, coins, sources, risk and memory chosen in AI Trading now. */
export function chosenConfig(): AppSettings["autoTradingConfig"] {
  const preferences = usePanelPreferences.getState();
  return {
    selectedAI: useTradingSession.getState().model,
    selectedCoins: [...preferences.coins],
    dataSources: { ...preferences.dataSources },
    riskPreference: preferences.riskPreference,
    memory: preferences.memory,
  };
}
