import {
  ANALYSIS_MODEL_IDS,
  type AnalysisModelId,
  type CoinSymbol,
  type DataSourceId,
  type DataSourceSelection,
  DEFAULT_COINS,
  DEFAULT_DATA_SOURCES,
  DEFAULT_RISK_PREFERENCE,
  LOCAL_MODEL_ID,
  MAX_CUSTOM_PROMPT_LENGTH,
  REPLAY_STEP_HOURS,
  type RiskPreference,
} from "@app/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { preferenceSetters, restorePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { type ExitPreset, isExitPreset } from "../exits/exit-presets.ts";

/** One of the offered replay steps, in hours. */
export type ReplayStepHours = (typeof REPLAY_STEP_HOURS)[number];

/** What the Replay form holds; amounts as typed, so a half-typed number is not lost. */
export interface ReplaySettings {
  /** The local analyst or one of the user's models. */
  model: AnalysisModelId;
  /** The user's own prompt for this replay (two runs with two prompts compare them). */
  customPrompt: string;
  /** The hard budget of a run with the user's model, as typed. */
  maxTokens: string;
  maxUsd: string;
  coins: CoinSymbol[];
  dataSources: DataSourceSelection;
  riskPreference: RiskPreference;
  tradeAmount: string;
  initialBalance: string;
  days: string;
  stepHours: ReplayStepHours;
  /** How stops move after entry in the replay (issue 36): one of the exit presets. */
  exitPreset: ExitPreset;
  /** Whether the replay obeys the wallet's auto-trading risk limits, as the live loops do (issue 36). */
  applyRiskLimits: boolean;
}

/** The form and its setters. */
export interface ReplaySettingsState extends ReplaySettings {
  setModel: (model: AnalysisModelId) => void;
  setCustomPrompt: (prompt: string) => void;
  setMaxTokens: (tokens: string) => void;
  setMaxUsd: (usd: string) => void;
  toggleCoin: (coin: CoinSymbol) => void;
  setDataSource: (id: DataSourceId, enabled: boolean) => void;
  setRiskPreference: (risk: RiskPreference) => void;
  setTradeAmount: (amount: string) => void;
  setInitialBalance: (amount: string) => void;
  setDays: (days: string) => void;
  setStepHours: (hours: ReplayStepHours) => void;
  setExitPreset: (preset: ExitPreset) => void;
  setApplyRiskLimits: (apply: boolean) => void;
}

/** A first replay: the six majors, the default sources, a week at 1-hour steps on a 10,000 USDC account. */
export const DEFAULT_REPLAY_SETTINGS: ReplaySettings = {
  model: LOCAL_MODEL_ID,
  customPrompt: "",
  maxTokens: "200000",
  maxUsd: "1",
  coins: [...DEFAULT_COINS],
  dataSources: { ...DEFAULT_DATA_SOURCES },
  riskPreference: DEFAULT_RISK_PREFERENCE,
  tradeAmount: "500",
  initialBalance: "10000",
  days: "7",
  stepHours: 1,
  exitPreset: "fixed",
  applyRiskLimits: false,
};

/** Reads stored settings defensively: the shared fields as the trading panel restores them, the rest checked. */
export function restoreReplaySettings(stored: unknown): ReplaySettings {
  const value = (typeof stored === "object" && stored !== null ? stored : {}) as Record<string, unknown>;
  const shared = restorePanelPreferences({ ...DEFAULT_REPLAY_SETTINGS, ...value });
  const text = (field: "initialBalance" | "days" | "maxTokens" | "maxUsd") =>
    typeof value[field] === "string" ? (value[field] as string) : DEFAULT_REPLAY_SETTINGS[field];
  return {
    ...shared,
    model: ANALYSIS_MODEL_IDS.find((id) => id === value.model) ?? DEFAULT_REPLAY_SETTINGS.model,
    customPrompt:
      typeof value.customPrompt === "string" ? value.customPrompt.slice(0, MAX_CUSTOM_PROMPT_LENGTH) : "",
    maxTokens: text("maxTokens"),
    maxUsd: text("maxUsd"),
    initialBalance: text("initialBalance"),
    days: text("days"),
    stepHours:
      REPLAY_STEP_HOURS.find((hours) => hours === value.stepHours) ?? DEFAULT_REPLAY_SETTINGS.stepHours,
    exitPreset: isExitPreset(value.exitPreset) ? value.exitPreset : DEFAULT_REPLAY_SETTINGS.exitPreset,
    applyRiskLimits: value.applyRiskLimits === true,
  };
}

/** The Replay form's settings, kept in this browser. */
export const useReplaySettings = create<ReplaySettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_REPLAY_SETTINGS,
      ...preferenceSetters(set),
      setModel: (model) => set({ model }),
      setCustomPrompt: (customPrompt) => set({ customPrompt }),
      setMaxTokens: (maxTokens) => set({ maxTokens }),
      setMaxUsd: (maxUsd) => set({ maxUsd }),
      setInitialBalance: (initialBalance) => set({ initialBalance }),
      setDays: (days) => set({ days }),
      setStepHours: (stepHours) => set({ stepHours }),
      setExitPreset: (exitPreset) => set({ exitPreset }),
      setApplyRiskLimits: (applyRiskLimits) => set({ applyRiskLimits }),
    }),
    {
      name: "replay_settings",
      storage: createJSONStorage(() => localStorage),
      merge: (stored, current) => ({ ...current, ...restoreReplaySettings(stored) }),
    },
  ),
);
