import type { ReplayRun } from "@app/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Notice } from "../../ui/notice.tsx";

/** Two decimals for USDC and %, a whole count for runs (as the live trip messages). */
function figure(reason: string, value: number): string {
  return reason === "losing-runs" ? String(Math.round(value)) : value.toFixed(2);
}

/** When and why a replay's risk limits tripped, and what the replay did then (issue 36). */
export function ReplayRiskTrip({ run }: { run: ReplayRun }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const trip = run.result?.riskTrip;
  if (!trip) return null;
  const closed = run.request.riskLimits?.closePositionsOnTrip === true;
  return (
    <Notice tone="warning" title={t("replay.riskTrip.title")} data-testid="replay-risk-trip">
      {t(`replay.riskTrip.${trip.reason}`, {
        time: formatDateTime(trip.at, language),
        measured: figure(trip.reason, trip.measured),
        // The runs' count picks the plural of the losing-runs sentence.
        ...(trip.reason === "losing-runs" ? { count: Math.round(trip.measured) } : {}),
        limit: figure(trip.reason, trip.limit),
      })}{" "}
      {closed ? t("replay.riskTrip.closed") : t("replay.riskTrip.kept")}
    </Notice>
  );
}
