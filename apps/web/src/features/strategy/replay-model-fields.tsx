import { LOCAL_MODEL_ID, MAX_CUSTOM_PROMPT_LENGTH, MODEL_USD_PER_1K_TOKENS } from "@app/core";
import { Coins } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { ModelSelect } from "../../shared/model-select.tsx";
import { TextAreaField, TextField } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { estimateFitsBudget, replayEstimate } from "./replay-estimate.ts";
import { useReplaySettings } from "./replay-settings-store.ts";

const tokens = new Intl.NumberFormat("en-US");
const usd = (value: number) => (value < 0.01 ? value.toFixed(4) : value.toFixed(2));

/** Props of {@link ReplayModelFields}. */
export interface ReplayModelFieldsProps {
  /** The budget field's error, when the form refused it. */
  readonly errorText: (field: "maxTokens" | "maxUsd") => string | undefined;
}

/**
 * The model of a replay and what it may cost: the local analyst (free) or one of the user's models with
 * the cost estimate up front and the hard budget in tokens and dollars; and the user's prompt.
 */
export function ReplayModelFields({ errorText }: ReplayModelFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useReplaySettings();
  const remote = settings.model !== LOCAL_MODEL_ID;
  const model = settings.model;
  const price = model === LOCAL_MODEL_ID ? undefined : MODEL_USD_PER_1K_TOKENS[model];
  const estimate = replayEstimate(settings, language, price);
  const fits = estimate ? estimateFitsBudget(estimate, settings) : undefined;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <ModelSelect id="replay-model" value={settings.model} onChange={settings.setModel} />
        {remote ? null : <p className="text-fg-subtle text-xs">{t("replay.localFree")}</p>}
      </div>
      {remote ? (
        <div className="flex flex-col gap-3 rounded-md border border-border bg-surface-2 p-3">
          {estimate && price !== undefined ? (
            <div className="flex flex-col gap-1" data-testid="replay-estimate">
              <p className="flex items-center gap-1.5 font-medium text-fg text-sm">
                <Coins className="size-4 text-accent" aria-hidden="true" />
                {t("replay.estimate", {
                  tokens: tokens.format(estimate.totalTokens),
                  usd: usd(estimate.costUsd),
                })}
              </p>
              <p className="text-fg-subtle text-xs leading-relaxed">
                {t("replay.estimateDetail", {
                  steps: estimate.steps,
                  perStep: tokens.format(Math.round(estimate.totalTokens / Math.max(1, estimate.steps))),
                  price,
                })}
              </p>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="replay-max-tokens"
              label={t("replay.budgetTokens")}
              type="number"
              inputMode="numeric"
              min={1}
              value={settings.maxTokens}
              onChange={(event) => settings.setMaxTokens(event.target.value)}
              error={errorText("maxTokens")}
            />
            <TextField
              id="replay-max-usd"
              label={t("replay.budgetUsd")}
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={settings.maxUsd}
              onChange={(event) => settings.setMaxUsd(event.target.value)}
              error={errorText("maxUsd")}
              suffix="USD"
            />
          </div>
          <p className="text-fg-subtle text-xs">{t("replay.budgetHint")}</p>
          {fits === false ? <Notice tone="warning">{t("replay.estimateOver")}</Notice> : null}
        </div>
      ) : null}
      <TextAreaField
        id="replay-prompt"
        label={t("replay.prompt")}
        value={settings.customPrompt}
        maxLength={MAX_CUSTOM_PROMPT_LENGTH}
        rows={3}
        onChange={(event) => settings.setCustomPrompt(event.target.value)}
        hint={t("replay.promptHint")}
      />
    </div>
  );
}
