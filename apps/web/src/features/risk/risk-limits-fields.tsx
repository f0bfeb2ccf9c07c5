import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox.tsx";
import { TextField } from "../../ui/field.tsx";
import { Select } from "../../ui/select.tsx";
import type { RiskForm, RiskFormErrors } from "./risk-form.ts";

/** The limits' fields: daily loss with its unit, drawdown, losing runs, and closing positions on a trip. */
export function RiskLimitsFields({
  form,
  errors,
  onChange,
  disabled,
}: {
  form: RiskForm;
  errors: RiskFormErrors;
  onChange: (form: RiskForm) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const error = (field: keyof RiskFormErrors) => {
    const key = errors[field];
    return key ? t(`risk.invalid.${key}`) : undefined;
  };
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <div className="grid grid-cols-[minmax(0,1fr)_8.5rem] items-start gap-2">
        <TextField
          id="risk-daily-loss"
          data-testid="risk-daily-loss"
          className="min-w-0"
          label={t("risk.dailyLoss")}
          hint={t("risk.dailyLossHint")}
          inputMode="decimal"
          autoComplete="off"
          disabled={disabled}
          value={form.dailyLoss}
          error={error("dailyLoss")}
          onChange={(event) => onChange({ ...form, dailyLoss: event.target.value })}
        />
        <Select
          className="mt-[1.375rem]"
          aria-label={t("risk.unitLabel")}
          data-testid="risk-daily-loss-unit"
          disabled={disabled}
          value={form.dailyLossUnit}
          onValueChange={(unit) => onChange({ ...form, dailyLossUnit: unit })}
          options={[
            { value: "usdc", label: t("risk.unit.usdc") },
            { value: "percent", label: t("risk.unit.percent") },
          ]}
        />
      </div>
      <TextField
        id="risk-drawdown"
        data-testid="risk-drawdown"
        label={t("risk.drawdown")}
        hint={t("risk.drawdownHint")}
        inputMode="decimal"
        autoComplete="off"
        disabled={disabled}
        value={form.drawdown}
        error={error("drawdown")}
        onChange={(event) => onChange({ ...form, drawdown: event.target.value })}
      />
      <TextField
        id="risk-losing-runs"
        data-testid="risk-losing-runs"
        label={t("risk.losingRuns")}
        hint={t("risk.losingRunsHint")}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        value={form.losingRuns}
        error={error("losingRuns")}
        onChange={(event) => onChange({ ...form, losingRuns: event.target.value })}
      />
      <Checkbox
        id="risk-close-on-trip"
        className="sm:col-span-3"
        checked={form.closePositions}
        disabled={disabled}
        label={t("risk.closeOnTrip")}
        onCheckedChange={(closePositions) => onChange({ ...form, closePositions })}
      />
    </div>
  );
}
