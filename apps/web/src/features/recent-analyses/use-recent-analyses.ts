import { type RecentAnalysis, recentAnalysisData } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { recentAnalysesQueryOptions } from "../../api/queries.ts";
import { useNavigation } from "../../app/navigation-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/**
 * The connected wallet's three latest analyses, and the action that opens one in the trading panel
 * as it was: its overview, decisions and prompt, with no edits and no execution.
 */
export function useRecentAnalyses() {
  const { address } = useWallet();
  const query = useQuery(recentAnalysesQueryOptions(address));
  const setAnalysis = useTradingSession((state) => state.setAnalysis);
  const goTo = useNavigation((state) => state.goTo);
  const open = (analysis: RecentAnalysis) => {
    setAnalysis(recentAnalysisData(analysis), analysis.createdAt);
    goTo("trading-dashboard");
  };
  return { ...query, open };
}
