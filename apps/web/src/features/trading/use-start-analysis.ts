import { analysisInitialBalance, validateTradeAmount } from "@app/core";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { queryKeys, smartAnalysisMutationOptions } from "../../api/queries.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { usePromptDraft } from "../../shared/use-prompt-draft.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { useLiveAnalysis } from "./live-analysis-store.ts";

/** A cancelled request rejects with its abort reason. */
const isCancellation = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/** The analysis action of the trading panel and its state. */
export type StartAnalysis = ReturnType<typeof useStartAnalysis>;

/**
 * Starts a smart analysis from the panel's choices; one run at a time (product rules §4). The reply
 * streams into the live view as the model writes it; Cancel ends the request, and with it the provider's
 * call, and leaves the previous result in place.
 */
export function useStartAnalysis() {
  const wallet = useWallet();
  const language = useLanguage();
  const preferences = usePanelPreferences();
  const model = useTradingSession((state) => state.model);
  const setAnalysis = useTradingSession((state) => state.setAnalysis);
  const prompt = usePromptDraft();
  const notify = useNotifications((state) => state.push);
  const queryClient = useQueryClient();
  const [walletMissing, setWalletMissing] = useState(false);
  const beginLive = useLiveAnalysis((state) => state.begin);
  const progress = useLiveAnalysis((state) => state.progress);
  const endLive = useLiveAnalysis((state) => state.end);
  const controller = useRef<AbortController | null>(null);
  const options = smartAnalysisMutationOptions({
    onProgress: progress,
    signal: () => controller.current?.signal,
  });
  const running = useIsMutating({ mutationKey: options.mutationKey }) > 0;
  const mutation = useMutation({
    ...options,
    onSuccess: (data) => {
      endLive();
      setAnalysis(data, Date.now());
      notify("analysis-done", { count: data.analysis.trading_decisions.length });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses });
    },
    onError: (error) => {
      // Cancel already put the screen back; a new analysis may be running by now.
      if (isCancellation(error)) return;
      endLive();
      notify("analysis-failed");
    },
  });

  const amountValid = validateTradeAmount(preferences.tradeAmount).ok;
  const ready = amountValid && preferences.coins.length > 0;

  const start = () => {
    if (running || !ready) return;
    const address = wallet.address?.trim();
    if (!address) {
      setWalletMissing(true);
      return;
    }
    setWalletMissing(false);
    controller.current = new AbortController();
    beginLive(preferences.coins);
    mutation.mutate({
      model,
      coins: preferences.coins,
      dataSources: preferences.dataSources,
      customPrompt: prompt.text,
      userAddress: address,
      initialBalance: analysisInitialBalance(preferences.tradeAmount),
      riskPreference: preferences.riskPreference,
      language,
      memory: preferences.memory,
    });
  };

  /** Stops the running analysis; nothing of it is kept. */
  const cancel = () => {
    controller.current?.abort(new DOMException("The analysis was cancelled.", "AbortError"));
    mutation.reset();
    endLive();
  };

  return {
    start,
    cancel,
    running,
    ready,
    error: mutation.error,
    /** The user tried to start without a wallet (cleared once one connects). */
    walletMissing: walletMissing && wallet.status !== "connected",
  };
}
