import type { ReplayRun } from "@app/core";
import type { TFunction } from "i18next";

/** A short name of a run for lists and legends: risk, days, step and coins. */
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
  return t("replay.runLabel", {
    risk: riskLabel(run.request.riskPreference),
    days,
    step: run.request.stepHours,
    coins,
  });
}
