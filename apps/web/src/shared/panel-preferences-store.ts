import {
  type CoinSymbol,
  type DataSourceId,
  type DataSourceSelection,
  DEFAULT_COINS,
  DEFAULT_DATA_SOURCES,
  DEFAULT_RISK_PREFERENCE,
  isCoinSymbol,
  normalizeDataSources,
  RISK_PREFERENCES,
  type RiskPreference,
  TRADE_AMOUNT,
} from "@app/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/** The trading panel's choices that survive a reload. */
export interface PanelPreferences {
  coins: CoinSymbol[];
  dataSources: DataSourceSelection;
  riskPreference: RiskPreference;
  /** As typed, so a half-typed amount is not lost; checked with core's validateTradeAmount. */
  tradeAmount: string;
  /** Send the decision memory (open positions' plans, the last decisions and their results) with analyses. */
  memory: boolean;
}

/** The panel's preferences and their setters. */
export interface PanelPreferencesState extends PanelPreferences {
  toggleCoin: (coin: CoinSymbol) => void;
  setDataSource: (id: DataSourceId, enabled: boolean) => void;
  setRiskPreference: (risk: RiskPreference) => void;
  setTradeAmount: (amount: string) => void;
  setMemory: (memory: boolean) => void;
}

/** Local-storage key of the panel's preferences. */
export const PANEL_PREFERENCES_KEY = "trading_panel";

/** The choices of a first visit (product rules §9): six majors, default sources, balanced, 100 USDC. */
export const DEFAULT_PANEL_PREFERENCES: PanelPreferences = {
  coins: [...DEFAULT_COINS],
  dataSources: { ...DEFAULT_DATA_SOURCES },
  riskPreference: DEFAULT_RISK_PREFERENCE,
  tradeAmount: String(TRADE_AMOUNT.default),
  memory: true,
};

/** Reads stored preferences defensively: anything unknown falls back to its default, price stays on. */
export function restorePanelPreferences(stored: unknown): PanelPreferences {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const coins = Array.isArray(value.coins)
    ? value.coins.filter((coin): coin is CoinSymbol => typeof coin === "string" && isCoinSymbol(coin))
    : [];
  const sources =
    typeof value.dataSources === "object" && value.dataSources !== null ? value.dataSources : undefined;
  return {
    coins: coins.length > 0 ? [...new Set(coins)] : [...DEFAULT_COINS],
    dataSources: normalizeDataSources(sources as Partial<Record<string, boolean>> | undefined),
    riskPreference: RISK_PREFERENCES.find((risk) => risk === value.riskPreference) ?? DEFAULT_RISK_PREFERENCE,
    tradeAmount:
      typeof value.tradeAmount === "string" ? value.tradeAmount : DEFAULT_PANEL_PREFERENCES.tradeAmount,
    memory: value.memory !== false,
  };
}

/** The choices the trading panel shares with the Replay form (the memory switch is the panel's own). */
type SharedPreferences = Omit<PanelPreferences, "memory">;

type PreferenceSetters = Pick<
  PanelPreferencesState,
  "toggleCoin" | "setDataSource" | "setRiskPreference" | "setTradeAmount"
>;

/** The setters of the coin, source, risk and amount choices, for any store that holds them (the Replay form too). */
export function preferenceSetters(
  set: (change: (state: SharedPreferences) => Partial<SharedPreferences>) => void,
): PreferenceSetters {
  return {
    toggleCoin: (coin) =>
      set((state) => ({
        coins: state.coins.includes(coin) ? state.coins.filter((c) => c !== coin) : [...state.coins, coin],
      })),
    // Price is required: normalizing forces it back on (product rules §3).
    setDataSource: (id, enabled) =>
      set((state) => ({ dataSources: normalizeDataSources({ ...state.dataSources, [id]: enabled }) })),
    setRiskPreference: (riskPreference) => set(() => ({ riskPreference })),
    setTradeAmount: (tradeAmount) => set(() => ({ tradeAmount })),
  };
}

/** The trading panel's preferences, persisted in local storage. */
export const usePanelPreferences = create<PanelPreferencesState>()(
  persist(
    (set) => ({
      ...DEFAULT_PANEL_PREFERENCES,
      ...preferenceSetters(set),
      setMemory: (memory) => set({ memory }),
    }),
    {
      name: PANEL_PREFERENCES_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ coins, dataSources, riskPreference, tradeAmount, memory }): PanelPreferences => ({
        coins,
        dataSources,
        riskPreference,
        tradeAmount,
        memory,
      }),
      merge: (stored, current) => ({ ...current, ...restorePanelPreferences(stored) }),
    },
  ),
);
