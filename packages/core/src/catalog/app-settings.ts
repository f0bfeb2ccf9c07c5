// Plain checks rather than a zod schema: the web app restores these settings before its first paint, and
// zod's parser would add about 16 KB gzip to the landing page's JavaScript (its budget is 150 KB).

import { restoreTradingHistory, type TradingHistoryRecord } from "../history/trading-history.ts";
import type { Language } from "../i18n/message.ts";
import { storedIntervalOrDefault } from "../validation/interval.ts";
import { isRecord } from "../validation/shapes.ts";
import { COIN_SYMBOLS, type CoinSymbol, DEFAULT_COINS } from "./coins.ts";
import { type DataSourceSelection, normalizeDataSources } from "./data-sources.ts";
import { ANALYSIS_MODEL_IDS, type AnalysisModelId } from "./models.ts";
import { DEFAULT_RISK_PREFERENCE, RISK_PREFERENCES, type RiskPreference } from "./risk.ts";

/** The model auto trading uses until the user picks one (product rules §3). */
export const DEFAULT_SELECTED_AI: AnalysisModelId = "claude";

/** What auto trading runs with (product rules §3). */
export interface AutoTradingConfig {
  /** One model or a list; a list uses its first (product rules §3). */
  selectedAI: AnalysisModelId | AnalysisModelId[];
  selectedCoins: CoinSymbol[];
  dataSources: DataSourceSelection;
  riskPreference: RiskPreference;
  /** false: runs send no decision memory; absent means on. */
  memory?: boolean;
}

/** The app settings as local storage keeps them (product rules §3). */
export interface AppSettings {
  language: Language;
  /** Live mode cannot be stored. */
  isSimulationMode: true;
  showOnboarding: boolean;
  /** The user's own prompt per language; absent means the default prompt. */
  customPrompts: { en?: string; zh?: string };
  userAddress: string | null;
  autoTradingEnabled: boolean;
  /** Minutes; anything but a valid interval reads as 60. */
  tradingInterval: number;
  /** Newest first, at most 5. */
  tradingHistory: TradingHistoryRecord[];
  autoTradingConfig: AutoTradingConfig;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === "string" && (values as readonly string[]).includes(value);
const isModelId = oneOf(ANALYSIS_MODEL_IDS);
const isCoin = oneOf(COIN_SYMBOLS);
const isLanguage = oneOf<Language>(["en", "zh"]);
const isRisk = oneOf(RISK_PREFERENCES);
/** A non-empty list whose every item passes `check`. */
const listOf =
  <T>(check: (item: unknown) => item is T) =>
  (value: unknown): value is T[] =>
    Array.isArray(value) && value.length > 0 && value.every(check);
const orDefault = <T>(value: unknown, check: (value: unknown) => value is T, fallback: T): T =>
  check(value) ? value : fallback;

function restoreCustomPrompts(value: unknown): AppSettings["customPrompts"] {
  if (!isRecord(value)) return {};
  const prompts: AppSettings["customPrompts"] = {};
  for (const language of ["en", "zh"] as const) {
    const prompt = value[language];
    if (prompt === undefined) continue;
    if (typeof prompt !== "string") return {};
    prompts[language] = prompt;
  }
  return prompts;
}

function restoreDataSources(value: unknown): DataSourceSelection {
  const valid = isRecord(value) && Object.values(value).every((flag) => typeof flag === "boolean");
  return normalizeDataSources(valid ? (value as Record<string, boolean>) : undefined);
}

function restoreAutoTradingConfig(value: unknown): AutoTradingConfig {
  const stored = isRecord(value) ? value : {};
  return {
    selectedAI: orDefault<AnalysisModelId | AnalysisModelId[]>(
      stored.selectedAI,
      (ai): ai is AnalysisModelId | AnalysisModelId[] => isModelId(ai) || listOf(isModelId)(ai),
      DEFAULT_SELECTED_AI,
    ),
    selectedCoins: listOf(isCoin)(stored.selectedCoins) ? [...stored.selectedCoins] : [...DEFAULT_COINS],
    dataSources: restoreDataSources(stored.dataSources),
    riskPreference: orDefault(stored.riskPreference, isRisk, DEFAULT_RISK_PREFERENCE),
    ...(stored.memory === false ? { memory: false } : {}),
  };
}

/**
 * Settings from whatever storage holds (nothing, an old shape, a hand-edited value): always complete
 * and valid, each field falling back to its default on its own, so one bad value never resets the rest.
 * Run writes through it too, so a stored live mode or a sixth history record never lands.
 */
export function restoreAppSettings(value: unknown): AppSettings {
  const stored = isRecord(value) ? value : {};
  const isBoolean = (flag: unknown): flag is boolean => typeof flag === "boolean";
  return {
    language: orDefault(stored.language, isLanguage, "en"),
    isSimulationMode: true,
    showOnboarding: orDefault(stored.showOnboarding, isBoolean, true),
    customPrompts: restoreCustomPrompts(stored.customPrompts),
    userAddress: typeof stored.userAddress === "string" ? stored.userAddress : null,
    autoTradingEnabled: orDefault(stored.autoTradingEnabled, isBoolean, false),
    tradingInterval: storedIntervalOrDefault(stored.tradingInterval),
    tradingHistory: restoreTradingHistory(stored.tradingHistory),
    autoTradingConfig: restoreAutoTradingConfig(stored.autoTradingConfig),
  };
}

/** The spec's defaults: English, simulation, onboarding shown, 60 minutes, claude on the six majors. */
export const DEFAULT_APP_SETTINGS: AppSettings = restoreAppSettings({});

/** The model an analysis uses: the selected one, or the first of a selected list (product rules §3). */
export function primaryModel(selectedAI: AnalysisModelId | readonly AnalysisModelId[]): AnalysisModelId {
  return typeof selectedAI === "string" ? selectedAI : (selectedAI[0] ?? DEFAULT_SELECTED_AI);
}
