import {
  type AppSettings,
  appendTradingHistory,
  DEFAULT_APP_SETTINGS,
  type Language,
  restoreAppSettings,
  type TradingHistoryRecord,
} from "@app/core";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

export type { Language } from "@app/core";

/** Persisted app settings (product rules §3) and the actions this release offers on them. */
export interface SettingsState extends AppSettings {
  setLanguage: (language: Language) => void;
  /** Saves the user's prompt of a language; undefined restores the default. */
  setCustomPrompt: (language: Language, prompt: string | undefined) => void;
  /** Remembers that the first-visit onboarding was seen (product rules §2: showOnboarding). */
  dismissOnboarding: () => void;
  /** Turns the auto-trading loop on or off (product rules §4); persisted so a reload restores it. */
  setAutoTradingEnabled: (enabled: boolean) => void;
  /** Saves a valid interval in minutes (product rules §5). */
  setTradingInterval: (minutes: number) => void;
  setAutoTradingConfig: (config: AppSettings["autoTradingConfig"]) => void;
  /** Adds a run's record in front, keeping the latest 5. */
  addTradingHistory: (record: TradingHistoryRecord) => void;
}

/** Local-storage key of the app settings. */
export const SETTINGS_STORAGE_KEY = "app_settings";

/**
 * Whether the browser held no settings when the app started: a first visit. Read before the store below
 * hydrates (hydrating writes nothing), so the first visit's defaults can follow the browser (its language).
 */
export const firstVisit: boolean = (() => {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(SETTINGS_STORAGE_KEY) === null;
  } catch {
    // Storage refused (a privacy setting): nothing is remembered, so every visit is like a first one.
    return true;
  }
})();

/** The settings fields of a state, without the actions. */
function settingsOf(state: SettingsState): AppSettings {
  const {
    setLanguage: _language,
    setCustomPrompt: _prompt,
    dismissOnboarding: _onboarding,
    setAutoTradingEnabled: _enabled,
    setTradingInterval: _interval,
    setAutoTradingConfig: _config,
    addTradingHistory: _history,
    ...settings
  } = state;
  return settings;
}

/**
 * The app settings store, persisted in local storage. Reads and writes go through core's
 * `restoreAppSettings`, so a malformed entry falls back field by field and live mode can never be
 * stored: `isSimulationMode` is always true.
 */
export const useSettings = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_APP_SETTINGS,
      setLanguage: (language) => set({ language }),
      setCustomPrompt: (language, prompt) =>
        set((state) => ({ customPrompts: { ...state.customPrompts, [language]: prompt } })),
      dismissOnboarding: () => set({ showOnboarding: false }),
      setAutoTradingEnabled: (autoTradingEnabled) => set({ autoTradingEnabled }),
      setTradingInterval: (tradingInterval) => set({ tradingInterval }),
      setAutoTradingConfig: (autoTradingConfig) => set({ autoTradingConfig }),
      addTradingHistory: (record) =>
        set((state) => ({ tradingHistory: appendTradingHistory(state.tradingHistory, record) })),
    }),
    {
      name: SETTINGS_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => restoreAppSettings(settingsOf(state)),
      merge: (stored, current) => ({ ...current, ...restoreAppSettings(stored) }),
    },
  ),
);

// Another tab's change (auto trading started or stopped, a new interval, a run's record) replaces this tab's
// copy; the writing tab itself gets no storage event.
if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === SETTINGS_STORAGE_KEY) void useSettings.persist.rehydrate();
  });
}
