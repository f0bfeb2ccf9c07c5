import {
  type AnalysisModelId,
  EXTRA_MODEL_IDS,
  LOCAL_MODEL_ID,
  MODEL_OPTIONS,
  type ReplayRun,
} from "@app/core";
import type { TFunction } from "i18next";
import { policyLabel } from "../exits/policy-label.ts";

/** The display name of a replay's model: the local analyst, a model card's name, or an extra model's. */
export function replayModelName(model: AnalysisModelId, t: TFunction): string {
  if (model === LOCAL_MODEL_ID) return t("replay.localShort");
  const card = MODEL_OPTIONS.find((option) => option.id === model);
  if (card) return card.name;
  const extra = EXTRA_MODEL_IDS.find((id) => id === model);
  return extra ? t(`aiSetup.models.extra.${extra}`) : model;
}

/** Characters of the user's prompt a label quotes, so two runs of two prompts read apart. */
const PROMPT_EXCERPT = 24;

/** A short name of a run for lists and legends: model, risk, days, step, coins and the prompt's start. */
export function replayLabel(
  run: ReplayRun,
  t: TFunction,
  riskLabel: (risk: ReplayRun["request"]["riskPreference"]) => string,
): string {
  const days = Math.round((run.request.end - run.request.start) / 86_400_000);
  const coins =
    run.request.coins.length > 3
      ? `${run.request.coins.slice(0, 3).join(", ")} +${run.request.coins.length - 3}`
      : run.request.coins.join(", ");
  const label = t("replay.runLabel", {
    model: replayModelName(run.request.model, t),
    risk: riskLabel(run.request.riskPreference),
    days,
    step: run.request.stepHours,
    coins,
  });
  // Two runs of one market with fixed and trailing stops read apart by their exit policy.
  const exit = policyLabel(run.request.exitPolicy, t);
  const withExit = exit ? `${label} · ${exit}` : label;
  // And a run that obeyed the risk limits from one that did not.
  const labelled = run.request.riskLimits ? `${withExit} · ${t("replay.withRiskLimits")}` : withExit;
  const prompt = run.request.customPrompt.replace(/\s+/g, " ").trim();
  if (!prompt) return labelled;
  const excerpt = prompt.length > PROMPT_EXCERPT ? `${prompt.slice(0, PROMPT_EXCERPT).trimEnd()}…` : prompt;
  return `${labelled} · “${excerpt}”`;
}
