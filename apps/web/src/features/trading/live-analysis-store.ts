import { type AnalysisProgress, type TradingDecision, toCoinSymbol } from "@app/core";
import { create } from "zustand";

/** An analysis being written: what has arrived so far. */
export interface LiveAnalysis {
  /** The coins asked about, in the order of their cards. */
  readonly coins: readonly string[];
  /** Who answers, once the server said so. */
  readonly model: string | null;
  readonly strategyOverview: string;
  readonly comprehensiveAnalysis: string;
  /** Each coin's decision once it arrived, by catalogue symbol. */
  readonly decisions: Readonly<Record<string, TradingDecision>>;
}

/** The coin symbol a card stands for (`kPEPE` reads as PEPE). */
export const cardCoin = (coin: string) => toCoinSymbol(coin) ?? coin;

/** A live analysis of `coins` before anything arrived. */
export function emptyLiveAnalysis(coins: readonly string[]): LiveAnalysis {
  return { coins, model: null, strategyOverview: "", comprehensiveAnalysis: "", decisions: {} };
}

/** The live analysis after one progress event. */
export function withProgress(live: LiveAnalysis, event: AnalysisProgress): LiveAnalysis {
  switch (event.type) {
    case "start":
      return { ...live, coins: event.coins, model: event.model };
    case "text":
      return event.field === "strategy_overview"
        ? { ...live, strategyOverview: event.text }
        : { ...live, comprehensiveAnalysis: event.text };
    case "decision": {
      const coin = cardCoin(event.decision.coin);
      return { ...live, decisions: { ...live.decisions, [coin]: event.decision } };
    }
  }
}

interface LiveAnalysisState {
  live: LiveAnalysis | null;
  begin: (coins: readonly string[]) => void;
  progress: (event: AnalysisProgress) => void;
  end: () => void;
}

/** The analysis being written, shown in place of the last result until it is complete. */
export const useLiveAnalysis = create<LiveAnalysisState>()((set) => ({
  live: null,
  begin: (coins) => set({ live: emptyLiveAnalysis(coins) }),
  progress: (event) => set((state) => (state.live ? { live: withProgress(state.live, event) } : {})),
  end: () => set({ live: null }),
}));
