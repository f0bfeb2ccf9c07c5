import { AutoTradingLoop } from "@app/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { fetchAccountOverview } from "../../api/account.ts";
import { runSmartAnalysis } from "../../api/analysis.ts";
import { queryKeys } from "../../api/queries.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { currentApiKeyHeaders } from "../../settings/api-keys/api-keys-store.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { executeDecisions } from "../../wallet/agent/agent-mutations.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useAutoTradingPlace } from "./auto-trading-place-store.ts";
import { useAutoTradingStatus } from "./auto-trading-status-store.ts";
import { requestLeadership } from "./leadership.ts";
import { runAutoTrading } from "./run-auto-trading.ts";
import {
  isMarkedRunning,
  markRunning,
  RUNNING_STORAGE_KEY,
  readSchedule,
  SCHEDULE_STORAGE_KEY,
  scheduleStore,
} from "./schedule-storage.ts";
import { useServerRunNotifications } from "./use-server-run-notifications.ts";

/** The Web Lock that elects the one tab running an address's loop. */
export function loopLockName(address: string): string {
  return `hl-ai-trader:auto-trading:${address.toLowerCase()}`;
}

/**
 * Runs the auto-trading loop of the connected wallet while it is enabled (product rules §4), from the app's
 * shell so it keeps going on every tab of the app, and brings the server's runs to the bell when the server runs it. Only the tab holding the address's Web Lock runs it; the
 * other tabs follow its status and history through local storage and take over when it closes.
 */
export function useAutoTradingHost(): void {
  useServerRunNotifications();
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  // The browser loop never runs while the server is where it runs (moving there switches it off).
  const switchedOn = useSettings((state) => state.autoTradingEnabled);
  const inBrowser = useAutoTradingPlace((state) => state.place === "browser");
  const enabled = switchedOn && inBrowser;
  const interval = useSettings((state) => state.tradingInterval);
  const setStatus = useAutoTradingStatus((state) => state.set);
  const notify = useNotifications((state) => state.push);
  const queryClient = useQueryClient();
  const signIn = useServerSignIn();
  const signInRef = useRef(signIn);
  signInRef.current = signIn;
  const mainWallet = useMainWallet();
  const mainWalletRef = useRef(mainWallet);
  mainWalletRef.current = mainWallet;
  const loopRef = useRef<AutoTradingLoop | null>(null);

  useEffect(() => {
    if (!enabled || !address) {
      setStatus({ leader: false, running: false, nextRunAt: null });
      return;
    }
    const run = async () => {
      const at = Date.now();
      markRunning(at);
      try {
        const settings = useSettings.getState();
        const record = await runAutoTrading(
          {
            address,
            config: settings.autoTradingConfig,
            language: settings.language,
            customPrompt: settings.customPrompts[settings.language] ?? "",
            tradeAmount: usePanelPreferences.getState().tradeAmount,
            at,
          },
          {
            analyse: (request) => runSmartAnalysis(request, { headers: currentApiKeyHeaders() }),
            positions: async (owner) => (await fetchAccountOverview(owner)).positions,
            // The live agent signs when there is one, else server mode: as the trading panel's Execute.
            execute: (execution) => executeDecisions(execution, signInRef.current, mainWalletRef.current),
          },
        );
        useSettings.getState().addTradingHistory(record);
        if (record.status === "success") {
          notify("auto-trading-done", {
            executed: record.execution?.executed ?? 0,
            total: record.execution?.total ?? 0,
          });
        } else {
          notify("auto-trading-failed", { error: record.error ?? "" });
        }
      } finally {
        markRunning(null);
        void queryClient.invalidateQueries({ queryKey: queryKeys.account });
        void queryClient.invalidateQueries({ queryKey: queryKeys.analyses });
      }
    };
    const store = scheduleStore(address);
    const loop = new AutoTradingLoop({
      now: Date.now,
      setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      intervalMinutes: () => useSettings.getState().tradingInterval,
      store,
      run,
      onState: (state) => setStatus({ running: state.running, nextRunAt: state.nextRunAt }),
    });
    let leading = false;
    // Until this tab leads, it shows what the leading tab wrote.
    const follow = () => {
      if (leading) return;
      setStatus({
        leader: false,
        running: isMarkedRunning(Date.now()),
        nextRunAt: store.read()?.nextRunAt ?? null,
      });
    };
    follow();
    const release = requestLeadership(loopLockName(address), () => {
      leading = true;
      loopRef.current = loop;
      setStatus({ leader: true });
      loop.resume();
    });
    // A stretched timer, a sleeping machine or another tab's Start: look at the clock again.
    const wake = () => (leading ? loop.check() : follow());
    const onStorage = (event: StorageEvent) => {
      if (event.key === SCHEDULE_STORAGE_KEY || event.key === RUNNING_STORAGE_KEY) wake();
    };
    document.addEventListener("visibilitychange", wake);
    window.addEventListener("focus", wake);
    window.addEventListener("online", wake);
    window.addEventListener("storage", onStorage);
    return () => {
      release();
      loop.detach();
      loopRef.current = null;
      document.removeEventListener("visibilitychange", wake);
      window.removeEventListener("focus", wake);
      window.removeEventListener("online", wake);
      window.removeEventListener("storage", onStorage);
    };
  }, [enabled, address, setStatus, notify, queryClient]);

  // A new valid interval moves the next run (only the leading tab's loop is set).
  const previousInterval = useRef(interval);
  useEffect(() => {
    if (previousInterval.current === interval) return;
    previousInterval.current = interval;
    loopRef.current?.intervalChanged();
    if (!loopRef.current && address) setStatus({ nextRunAt: readSchedule(address)?.nextRunAt ?? null });
  }, [interval, address, setStatus]);
}
