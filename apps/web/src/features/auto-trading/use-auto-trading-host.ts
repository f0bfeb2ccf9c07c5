import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { fetchAccountOverview } from "../../api/account.ts";
import { runSmartAnalysis } from "../../api/analysis.ts";
import { queryKeys } from "../../api/queries.ts";
import { checkRisk, riskQueryKey } from "../../api/risk.ts";
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
import { stopBrowserLoop } from "./browser-loop.ts";
import { type BrowserLoopHost, hostBrowserLoop } from "./browser-loop-host.ts";
import { closeEveryPosition } from "./close-every-position.ts";
import { guardedRun } from "./guarded-run.ts";
import { browserLocks } from "./leadership.ts";
import { browserRunFailureOutlet, reportedRun } from "./report-run-failure.ts";
import { readSchedule } from "./schedule-storage.ts";
import { useServerRunNotifications } from "./use-server-run-notifications.ts";

/**
 * Runs the auto-trading loop of the connected wallet while it is enabled and the browser is where it runs
 * (product rules §4), from the app's shell so it keeps going on every tab of the app (the loop itself:
 * browser-loop-host.ts), and brings the server's runs to the bell when the server runs it.
 */
export function useAutoTradingHost(): void {
  useServerRunNotifications();
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const switchedOn = useSettings((state) => state.autoTradingEnabled);
  const inBrowser = useAutoTradingPlace((state) => state.place === "browser");
  const enabled = switchedOn && inBrowser;
  const interval = useSettings((state) => state.tradingInterval);
  const setStatus = useAutoTradingStatus((state) => state.set);
  const notify = useNotifications((state) => state.push);
  const queryClient = useQueryClient();
  // The run signs with what the wallet offers when it starts, not when the loop was set up.
  const signIn = useServerSignIn();
  const signInRef = useRef(signIn);
  signInRef.current = signIn;
  const mainWallet = useMainWallet();
  const mainWalletRef = useRef(mainWallet);
  mainWalletRef.current = mainWallet;
  const hostRef = useRef<BrowserLoopHost | null>(null);

  useEffect(() => {
    if (!enabled || !address) {
      setStatus({ leader: false, running: false, nextRunAt: null });
      return;
    }
    const host = hostBrowserLoop({
      address,
      runInput: () => {
        const settings = useSettings.getState();
        return {
          config: settings.autoTradingConfig,
          language: settings.language,
          customPrompt: settings.customPrompts[settings.language] ?? "",
          tradeAmount: usePanelPreferences.getState().tradeAmount,
        };
      },
      runOnce: (input) =>
        reportedRun(
          address,
          (report) =>
            guardedRun(input, {
              analyse: (request) => runSmartAnalysis(request, { headers: currentApiKeyHeaders() }),
              positions: async (owner) => (await fetchAccountOverview(owner)).positions,
              // The live agent signs when there is one, else server mode: as the trading panel's Execute.
              execute: (execution) => executeDecisions(execution, signInRef.current, mainWalletRef.current),
              check: (owner) => checkRisk(owner, signInRef.current),
              tripped: async (trip, closePositions) => {
                report.governorStopped();
                // The loop stops before anything else: a failing close must not leave it running.
                stopBrowserLoop(address);
                void queryClient.invalidateQueries({ queryKey: riskQueryKey(address) });
                if (closePositions) {
                  await closeEveryPosition(address, trip.at, signInRef.current, mainWalletRef.current);
                }
              },
            }),
          // Signed out: kept in this browser and sent after the next sign-in; the bell says so.
          browserRunFailureOutlet(() => notify("run-failure-kept")),
        ),
      recorded: (record) => {
        useSettings.getState().addTradingHistory(record);
        if (record.status === "success") {
          notify("auto-trading-done", {
            executed: record.execution?.executed ?? 0,
            total: record.execution?.total ?? 0,
          });
        } else {
          notify("auto-trading-failed", { error: record.error ?? "" });
        }
      },
      settled: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.account });
        void queryClient.invalidateQueries({ queryKey: queryKeys.analyses });
      },
      intervalMinutes: () => useSettings.getState().tradingInterval,
      setStatus,
      now: Date.now,
      storage: localStorage,
      events: window,
      visibility: document,
      locks: browserLocks(),
    });
    hostRef.current = host;
    return () => {
      host.stop();
      hostRef.current = null;
    };
  }, [enabled, address, setStatus, notify, queryClient]);

  // A new valid interval moves the next run.
  const previousInterval = useRef(interval);
  useEffect(() => {
    if (previousInterval.current === interval) return;
    previousInterval.current = interval;
    if (hostRef.current) hostRef.current.intervalChanged();
    else if (address) setStatus({ nextRunAt: readSchedule(address)?.nextRunAt ?? null });
  }, [interval, address, setStatus]);
}
