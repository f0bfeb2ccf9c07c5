import { hasRiskLimits, type RiskLimits } from "@app/core";
import { useTranslation } from "react-i18next";
import { Checkbox } from "../../ui/checkbox.tsx";
import { useRiskGovernor } from "../risk/use-risk-governor.ts";
import { riskLimitsSummary } from "./replay-risk-limits.ts";
import { useReplaySettings } from "./replay-settings-store.ts";

/** The wallet's saved risk limits when some limit is set (null: none, signed out or still loading). */
export function useReplayRiskLimits(): RiskLimits | null {
  const governor = useRiskGovernor();
  const limits = governor.status?.limits;
  return limits && hasRiskLimits(limits) ? limits : null;
}

/** Whether the replay obeys the wallet's risk limits, with the limits it would apply or why it cannot. */
export function ReplayRiskField() {
  const { t } = useTranslation();
  const settings = useReplaySettings();
  const governor = useRiskGovernor();
  const limits = useReplayRiskLimits();
  const hint = limits
    ? t("replay.riskLimitsHint", { limits: riskLimitsSummary(limits, t) })
    : governor.signedOut
      ? t("replay.riskLimitsSignedOut")
      : governor.loading
        ? t("replay.riskLimitsLoading")
        : t("replay.riskLimitsNone");
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1.5" data-testid="replay-risk-limits">
      <Checkbox
        id="replay-risk-limits"
        checked={settings.applyRiskLimits && limits !== null}
        disabled={limits === null}
        onCheckedChange={settings.setApplyRiskLimits}
        label={t("replay.riskLimits")}
      />
      <p className="text-fg-subtle text-xs" data-testid="replay-risk-limits-hint">
        {hint}
      </p>
    </div>
  );
}
