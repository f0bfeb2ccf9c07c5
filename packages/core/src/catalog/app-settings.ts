import { z } from "zod";
import { coinSymbolSchema, languageSchema } from "../api/common.ts";
import { restoreTradingHistory } from "../history/trading-history.ts";
import { storedIntervalOrDefault } from "../validation/interval.ts";
import { DEFAULT_COINS } from "./coins.ts";
import { normalizeDataSources } from "./data-sources.ts";
import { ANALYSIS_MODEL_IDS, type AnalysisModelId } from "./models.ts";
import { DEFAULT_RISK_PREFERENCE, RISK_PREFERENCES } from "./risk.ts";

const modelIdSchema = z.enum(ANALYSIS_MODEL_IDS);

/** The model auto trading uses until the user picks one (product rules §3). */
export const DEFAULT_SELECTED_AI: AnalysisModelId = "claude";

const defaultAutoTradingConfig = () => ({
  selectedAI: DEFAULT_SELECTED_AI,
  selectedCoins: [...DEFAULT_COINS],
  dataSources: normalizeDataSources(undefined),
  riskPreference: DEFAULT_RISK_PREFERENCE,
});

/**
 * The app settings as local storage keeps them (product rules §3), each field with its default. A field falls
 * back to its default on its own, so one bad value never resets the rest; live mode cannot be stored.
 */
export const appSettingsSchema = z.object({
  language: languageSchema.catch("en"),
  isSimulationMode: z.literal(true).catch(true),
  showOnboarding: z.boolean().catch(true),
  /** The user's own prompt per language; absent means the default prompt. */
  customPrompts: z.object({ en: z.string().optional(), zh: z.string().optional() }).catch(() => ({})),
  userAddress: z.string().nullable().catch(null),
  autoTradingEnabled: z.boolean().catch(false),
  /** Minutes; anything but a valid interval reads as 60. */
  tradingInterval: z.unknown().optional().transform(storedIntervalOrDefault),
  /** Newest first, at most 5. */
  tradingHistory: z.unknown().optional().transform(restoreTradingHistory),
  autoTradingConfig: z
    .object({
      /** One model or a list; a list uses its first (product rules §3). */
      selectedAI: z.union([modelIdSchema, z.array(modelIdSchema).min(1)]).catch(DEFAULT_SELECTED_AI),
      selectedCoins: z
        .array(coinSymbolSchema)
        .min(1)
        .catch(() => [...DEFAULT_COINS]),
      dataSources: z
        .record(z.string(), z.boolean())
        .optional()
        .catch(undefined)
        .transform(normalizeDataSources),
      riskPreference: z.enum(RISK_PREFERENCES).catch(DEFAULT_RISK_PREFERENCE),
    })
    .catch(defaultAutoTradingConfig),
});

/** The app settings. */
export type AppSettings = z.output<typeof appSettingsSchema>;

/**
 * Settings from whatever storage holds (nothing, an old shape, a hand-edited value): always complete
 * and valid. Run writes through it too, so a stored live mode or a sixth history record never lands.
 */
export function restoreAppSettings(stored: unknown): AppSettings {
  const parsed = appSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : appSettingsSchema.parse({});
}

/** The spec's defaults: English, simulation, onboarding shown, 60 minutes, claude on the six majors. */
export const DEFAULT_APP_SETTINGS: AppSettings = restoreAppSettings({});

/** The model an analysis uses: the selected one, or the first of a selected list (product rules §3). */
export function primaryModel(selectedAI: AnalysisModelId | readonly AnalysisModelId[]): AnalysisModelId {
  return typeof selectedAI === "string" ? selectedAI : (selectedAI[0] ?? DEFAULT_SELECTED_AI);
}
