import { analysisInitialBalance, validateTradeAmount } from "@app/core";
import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys, smartAnalysisMutationOptions } from "../../api/queries.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { usePromptDraft } from "../../shared/use-prompt-draft.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/** The analysis action of the trading panel and its state. */
export type StartAnalysis = ReturnType<typeof useStartAnalysis>;

/** Starts a smart analysis from the panel's choices; one run at a time (product rules §4). */
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
  const options = smartAnalysisMutationOptions();
  const running = useIsMutating({ mutationKey: options.mutationKey }) > 0;
  const mutation = useMutation({
    ...options,
    onSuccess: (data) => {
      setAnalysis(data, Date.now());
      notify("analysis-done", { count: data.analysis.trading_decisions.length });
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
      void queryClient.invalidateQueries({ queryKey: queryKeys.analyses });
    },
    onError: () => notify("analysis-failed"),
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

  return {
    start,
    running,
    ready,
    error: mutation.error,
    /** The user tried to start without a wallet (cleared once one connects). */
    walletMissing: walletMissing && wallet.status !== "connected",
  };
}
