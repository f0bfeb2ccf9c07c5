import type { ReplayRunRequestInput } from "@app/core";
import { HYPERLIQUID_FEES, REPLAY_STEP_HOURS } from "@app/core";
import { Play } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { CoinPicker } from "../../shared/coin-picker.tsx";
import { DataSourceChooser } from "../../shared/data-source-chooser.tsx";
import { MarketFields } from "../../shared/market-fields.tsx";
import { TradeAmountField } from "../../shared/trade-amount-field.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Select } from "../../ui/select.tsx";
import { EXIT_PRESET_KEYS, EXIT_PRESETS, type ExitPreset } from "../exits/exit-presets.ts";
import { policyLabel } from "../exits/policy-label.ts";
import { ReplayModelFields } from "./replay-model-fields.tsx";
import { buildReplayRequest, type ReplayFormError } from "./replay-request.ts";
import { ReplayRiskField, useReplayRiskLimits } from "./replay-risk-field.tsx";
import { type ReplayStepHours, useReplaySettings } from "./replay-settings-store.ts";

/** Props of {@link ReplayForm}. */
export interface ReplayFormProps {
  readonly address: `0x${string}` | undefined;
  readonly starting: boolean;
  readonly onStart: (request: ReplayRunRequestInput) => void;
}

/** What to replay: model, coins, sources, risk, amounts, how much history and how often to analyse. */
export function ReplayForm({ address, starting, onStart }: ReplayFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useReplaySettings();
  const riskLimits = useReplayRiskLimits();
  const [error, setError] = useState<ReplayFormError | undefined>();
  const errorText = (field: ReplayFormError["field"]) => {
    if (error?.field !== field) return undefined;
    return "message" in error ? translateMessage(error.message, language) : t(`replay.errors.${error.key}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!address) return;
    const result = buildReplayRequest(settings, address, Date.now(), language, riskLimits);
    setError(result.ok ? undefined : result.error);
    if (result.ok) onStart(result.request);
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 p-4" noValidate>
      <ReplayModelFields errorText={errorText} />
      <div className="flex flex-col gap-1.5">
        <CoinPicker selected={settings.coins} onToggle={settings.toggleCoin} />
        {errorText("coins") ? (
          <p role="alert" className="text-loss text-xs">
            {errorText("coins")}
          </p>
        ) : null}
      </div>
      <DataSourceChooser selection={settings.dataSources} onChange={settings.setDataSource} />
      <MarketFields
        riskPreference={settings.riskPreference}
        onRiskPreferenceChange={settings.setRiskPreference}
      />
      <TradeAmountField value={settings.tradeAmount} onChange={settings.setTradeAmount} />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="replay-balance"
          label={t("replay.initialBalance")}
          type="number"
          inputMode="decimal"
          min={10}
          value={settings.initialBalance}
          onChange={(event) => settings.setInitialBalance(event.target.value)}
          suffix="USDC"
          error={errorText("initialBalance")}
        />
        <TextField
          id="replay-days"
          label={t("replay.days")}
          type="number"
          inputMode="numeric"
          min={1}
          max={45}
          value={settings.days}
          onChange={(event) => settings.setDays(event.target.value)}
          error={errorText("days")}
          hint={t("replay.daysHint")}
        />
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
          <label htmlFor="replay-step" className="font-medium text-fg-muted text-xs">
            {t("replay.step")}
          </label>
          <Select<`${ReplayStepHours}`>
            id="replay-step"
            value={`${settings.stepHours}`}
            onValueChange={(value) => settings.setStepHours(Number(value) as ReplayStepHours)}
            options={REPLAY_STEP_HOURS.map((hours) => ({
              value: `${hours}` as const,
              label: t("replay.stepHours", { count: hours }),
            }))}
          />
        </div>
        <div className="col-span-2 flex min-w-0 flex-col gap-1.5">
          <label htmlFor="replay-exit" className="font-medium text-fg-muted text-xs">
            {t("exits.replayLabel")}
          </label>
          <Select<ExitPreset>
            id="replay-exit"
            value={settings.exitPreset}
            onValueChange={settings.setExitPreset}
            options={EXIT_PRESET_KEYS.map((key) => ({
              value: key,
              label: policyLabel(EXIT_PRESETS[key], t) ?? t("exits.kind.fixed"),
            }))}
            aria-describedby="replay-exit-hint"
            data-testid="replay-exit-policy"
          />
          <p id="replay-exit-hint" className="text-fg-subtle text-xs">
            {t("exits.replayHint")}
          </p>
        </div>
        <ReplayRiskField />
      </div>
      {address ? null : <Notice tone="warning">{t("replay.connectFirst")}</Notice>}
      <Button type="submit" variant="primary" size="lg" disabled={!address || starting}>
        <Play className="size-4" aria-hidden="true" />
        {starting ? t("replay.starting") : t("replay.start")}
      </Button>
      <p className="text-fg-subtle text-xs leading-relaxed">
        {t("replay.rules", { fee: HYPERLIQUID_FEES.takerPercent })}
      </p>
    </form>
  );
}
