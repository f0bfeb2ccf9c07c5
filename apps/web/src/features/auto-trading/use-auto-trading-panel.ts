import { INVALID_INTERVAL_ON_START, intervalNote, type Message, validateTradingInterval } from "@app/core";
import { useState } from "react";
import { useSettings } from "../../settings/settings-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { usePanelPreferences } from "../trading/panel-preferences-store.ts";
import { useTradingSession } from "../trading/trading-session-store.ts";
import { useAutoTradingStatus } from "./auto-trading-status-store.ts";
import { writeSchedule } from "./schedule-storage.ts";

/** What the panel says about the loop: off, on and waiting, or a run going on. */
export type AutoTradingPhase = "stopped" | "running" | "analyzing";

/**
 * The auto-trading panel's state and actions (product rules §2, §4, §5): the interval as typed and its check,
 * a valid value saved at once, Start (checked; takes the trading panel's model, coins, sources and risk; a run
 * at once) and Stop (no timer, no next-run time), the status and the next-run time, the latest records.
 */
export function useAutoTradingPanel() {
  const wallet = useWallet();
  const enabled = useSettings((state) => state.autoTradingEnabled);
  const saved = useSettings((state) => state.tradingInterval);
  const history = useSettings((state) => state.tradingHistory);
  const config = useSettings((state) => state.autoTradingConfig);
  const status = useAutoTradingStatus();
  const [text, setText] = useState(() => String(saved));
  const [startAlert, setStartAlert] = useState<Message | null>(null);
  const check = validateTradingInterval(text);
  // An interval saved elsewhere (another tab) replaces the text, unless the text already says it.
  const [shown, setShown] = useState(saved);
  if (saved !== shown) {
    setShown(saved);
    if (!check.ok || check.minutes !== saved) setText(String(saved));
  }

  const changeInterval = (value: string) => {
    setText(value);
    setStartAlert(null);
    const next = validateTradingInterval(value);
    if (next.ok && next.minutes !== useSettings.getState().tradingInterval) {
      useSettings.getState().setTradingInterval(next.minutes);
    }
  };

  const start = () => {
    const address = wallet.address;
    if (enabled || !address) return;
    const valid = validateTradingInterval(text);
    if (!valid.ok) {
      setStartAlert(INVALID_INTERVAL_ON_START);
      return;
    }
    const preferences = usePanelPreferences.getState();
    const settings = useSettings.getState();
    settings.setTradingInterval(valid.minutes);
    settings.setAutoTradingConfig({
      selectedAI: useTradingSession.getState().model,
      selectedCoins: [...preferences.coins],
      dataSources: { ...preferences.dataSources },
      riskPreference: preferences.riskPreference,
    });
    // Due now: the tab that runs the loop starts with one run at once (product rules §4).
    writeSchedule(address, { nextRunAt: Date.now(), lastRunAt: null });
    settings.setAutoTradingEnabled(true);
  };

  const stop = () => {
    useSettings.getState().setAutoTradingEnabled(false);
    if (wallet.address) writeSchedule(wallet.address, null);
  };

  const phase: AutoTradingPhase = !enabled ? "stopped" : status.running ? "analyzing" : "running";
  return {
    text,
    changeInterval,
    /** The interval's error, in the order of product rules §5; null when valid. */
    error: check.ok ? null : check.message,
    /** The green note under a valid interval. */
    note: check.ok ? intervalNote(check.minutes) : null,
    startAlert,
    enabled,
    /** Start is disabled while the interval shows an error and the loop is off (product rules §5). */
    startDisabled: !enabled && (!check.ok || wallet.status !== "connected"),
    start,
    stop,
    phase,
    nextRunAt: enabled ? status.nextRunAt : null,
    /** Another tab of this browser runs the loop. */
    elsewhere: enabled && !status.leader,
    config,
    history,
  };
}
