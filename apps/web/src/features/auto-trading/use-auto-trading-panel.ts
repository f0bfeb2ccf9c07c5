import { INVALID_INTERVAL_ON_START, intervalNote, type Message, validateTradingInterval } from "@app/core";
import { useState } from "react";
import { useSettings } from "../../settings/settings-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useRiskTrip } from "../risk/use-risk-governor.ts";
import { useAutoTradingStatus } from "./auto-trading-status-store.ts";
import { chosenConfig, startBrowserLoop, stopBrowserLoop } from "./browser-loop.ts";
import { type AutoTradingPhase, serverPhase } from "./server-schedule.ts";
import { useServerAutoTrading } from "./use-server-auto-trading.ts";

/**
 * The auto-trading panel's state and actions (product rules §2, §4, §5): the interval as typed and its check,
 * a valid value saved at once, Start (checked; takes the trading panel's model, coins, sources and risk; a run
 * at once) and Stop (no timer, no next-run time), the status and the next-run time, the latest records —
 * of the browser loop, or of the server's when the server is where it runs.
 */
export function useAutoTradingPanel() {
  const wallet = useWallet();
  const enabled = useSettings((state) => state.autoTradingEnabled);
  const saved = useSettings((state) => state.tradingInterval);
  const history = useSettings((state) => state.tradingHistory);
  const config = useSettings((state) => state.autoTradingConfig);
  const status = useAutoTradingStatus();
  const server = useServerAutoTrading();
  const riskTrip = useRiskTrip();
  const onServer = server.onServer;
  const shownEnabled = onServer ? server.schedule?.enabled === true : enabled;
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
    if (shownEnabled || !address) return;
    const valid = validateTradingInterval(text);
    if (!valid.ok) {
      setStartAlert(INVALID_INTERVAL_ON_START);
      return;
    }
    if (onServer) {
      server.start(valid.minutes);
      return;
    }
    // Due now: the tab that runs the loop starts with one run at once (product rules §4).
    startBrowserLoop(address, {
      intervalMinutes: valid.minutes,
      config: chosenConfig(),
      nextRunAt: Date.now(),
    });
  };

  const stop = () => {
    if (onServer) server.stop();
    else stopBrowserLoop(wallet.address);
  };

  // Signed out, loading or failing, the panel does not know whether the server's loop runs: it says so.
  const serverKnown = !server.loading && !server.signedOut && server.loadError === null;
  const browserPhase: AutoTradingPhase = !enabled ? "stopped" : status.running ? "analyzing" : "running";
  const serverHistory = (server.runs ?? []).flatMap((run) => (run.record ? [run.record] : []));
  return {
    text,
    changeInterval,
    /** The interval's error, in the order of product rules §5; null when valid. */
    error: check.ok ? null : check.message,
    /** The green note under a valid interval. */
    note: check.ok ? intervalNote(check.minutes) : null,
    startAlert,
    /** The governor tripped: Start stays off until the user re-arms it. */
    riskTripped: riskTrip !== null,
    enabled: shownEnabled,
    /**
     * Start is disabled while the interval shows an error and the loop is off (product rules §5), and on the
     * server until its schedule is known (loading, signed out) or while a change is being saved.
     */
    startDisabled:
      !shownEnabled &&
      (!check.ok ||
        riskTrip !== null ||
        wallet.status !== "connected" ||
        (onServer && (server.loading || server.signedOut || server.loadError !== null || server.saving))),
    start,
    stop,
    phase: onServer ? serverPhase(server.schedule, server.runs, !serverKnown) : browserPhase,
    nextRunAt: onServer
      ? server.schedule?.enabled
        ? server.schedule.nextRunAt
        : null
      : enabled
        ? status.nextRunAt
        : null,
    /** Another tab of this browser runs the loop. */
    elsewhere: !onServer && enabled && !status.leader,
    config,
    history: onServer ? serverHistory : history,
    /** Why the server's history is not shown (instead of "no runs yet"), or null. */
    historyUnknown:
      !onServer || serverKnown ? null : server.signedOut ? "signedOut" : server.loadError ? "failed" : null,
    /** Without a connected wallet there is no address to run a loop for, here or on the server. */
    walletMissing: wallet.status !== "connected",
    server,
  };
}
