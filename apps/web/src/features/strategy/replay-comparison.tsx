import type { ReplayRun } from "@app/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardHeader } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { toneText } from "../../ui/stat-card.tsx";
import { CURVE_COLORS, ReplayChart } from "./replay-chart.tsx";
import { REPLAY_FIGURES, replayFigures } from "./replay-format.ts";

/** Two finished replays side by side: every figure in one table and both equity curves on one chart. */
export function ReplayComparison({
  runs,
  label,
}: {
  runs: readonly ReplayRun[];
  label: (run: ReplayRun) => string;
}) {
  const { t } = useTranslation();
  const curves = useMemo(
    () =>
      runs.map((run, index) => ({
        label: `${index + 1}`,
        color: CURVE_COLORS[index] ?? CURVE_COLORS[0],
        points: run.result?.equity ?? [],
      })),
    [runs],
  );
  const figures = runs.map((run) => (run.result ? replayFigures(run.result) : undefined));
  return (
    <Card data-testid="replay-comparison">
      <CardHeader title={t("replay.comparison")} />
      <div className="flex flex-col gap-4 p-4">
        <div className="overflow-x-auto">
          <table className="w-full min-w-[420px] text-sm">
            <thead>
              <tr className="text-left text-fg-muted text-xs">
                <th scope="col" className="py-2 pr-3 font-medium" />
                {runs.map((run, index) => (
                  <th key={run.id} scope="col" className="py-2 pr-3 font-medium">
                    <span
                      className="mr-1.5 inline-block size-2 rounded-full"
                      style={{ backgroundColor: CURVE_COLORS[index] }}
                    />
                    {index + 1}. {label(run)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {REPLAY_FIGURES.map((name) => (
                <tr key={name} className="border-border border-t">
                  <th scope="row" className="py-2 pr-3 text-left font-normal text-fg-muted">
                    {t(`replay.figures.${name}`)}
                  </th>
                  {figures.map((figure, index) => (
                    <td
                      key={runs[index]?.id}
                      className={cn("py-2 pr-3 tabular-nums", figure && toneText[figure[name].tone])}
                    >
                      {figure?.[name].value ?? "—"}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ReplayChart curves={curves} label={t("replay.curve")} />
      </div>
    </Card>
  );
}
