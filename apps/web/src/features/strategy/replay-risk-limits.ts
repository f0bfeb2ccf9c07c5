import { formatUsdc, type RiskLimits } from "@app/core";
import type { TFunction } from "i18next";

/** Trims a figure's trailing zeros for a sentence (5 %, 2.5 %). */
function plain(value: number): string {
  return String(Number(value.toFixed(2)));
}

/** The wallet's limits in one line ("daily loss 100.00 USDC, drawdown 5 %, …"), for the replay form. */
export function riskLimitsSummary(limits: RiskLimits, t: TFunction): string {
  const parts: string[] = [];
  if (limits.dailyLoss) {
    parts.push(
      limits.dailyLoss.unit === "usdc"
        ? t("replay.limitParts.dailyUsdc", { value: formatUsdc(limits.dailyLoss.value) })
        : t("replay.limitParts.dailyPercent", { value: plain(limits.dailyLoss.value) }),
    );
  }
  if (limits.maxDrawdownPercent !== null) {
    parts.push(t("replay.limitParts.drawdown", { value: plain(limits.maxDrawdownPercent) }));
  }
  if (limits.maxLosingRuns !== null) {
    parts.push(t("replay.limitParts.losingRuns", { count: limits.maxLosingRuns }));
  }
  if (limits.closePositionsOnTrip) parts.push(t("replay.limitParts.closes"));
  return parts.join(t("replay.limitSeparator"));
}
