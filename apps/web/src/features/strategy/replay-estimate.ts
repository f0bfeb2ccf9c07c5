import {
  estimateReplayCost,
  estimateStepTokens,
  type Language,
  LOCAL_MODEL_ID,
  normalizeDataSources,
  type ReplayCostEstimate,
  replayStepCount,
} from "@app/core";
import { translateMessage } from "../../i18n/core-messages.ts";
import type { ReplaySettings } from "./replay-settings-store.ts";

const DAY = 24 * 3_600_000;

/**
 * The cost of the form's replay before it starts: steps × the step's estimated prompt and reply tokens
 * × the model's price from core's model table. Undefined for the local analyst (free), without a price,
 * or while the days are not a whole number.
 */
export function replayEstimate(
  settings: ReplaySettings,
  language: Language,
  usdPer1kTokens: number | undefined,
): ReplayCostEstimate | undefined {
  if (settings.model === LOCAL_MODEL_ID || usdPer1kTokens === undefined) return undefined;
  const days = Number(settings.days.trim());
  if (!Number.isInteger(days) || days < 1 || settings.coins.length === 0) return undefined;
  const steps = replayStepCount(0, days * DAY, settings.stepHours);
  // The app's translator, not core's own i18next: core's would bring both languages' catalogues with this tab.
  const perStep = estimateStepTokens(
    {
      coins: settings.coins,
      dataSources: normalizeDataSources(settings.dataSources),
      riskPreference: settings.riskPreference,
      language,
      customPrompt: settings.customPrompt,
    },
    translateMessage,
  );
  return estimateReplayCost(steps, perStep, usdPer1kTokens);
}

/** Whether the estimate fits the budget as typed (both limits); undefined while either is not a number. */
export function estimateFitsBudget(
  estimate: ReplayCostEstimate,
  settings: Pick<ReplaySettings, "maxTokens" | "maxUsd">,
): boolean | undefined {
  const tokens = Number(settings.maxTokens);
  const usd = Number(settings.maxUsd);
  if (!Number.isFinite(tokens) || !Number.isFinite(usd)) return undefined;
  return estimate.totalTokens <= tokens && estimate.costUsd <= usd;
}
