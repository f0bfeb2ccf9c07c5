import { LOCAL_MODEL_ID, type ReplayRun } from "@app/core";
import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { StatCard } from "../../ui/stat-card.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { progressPercent, replayMessageText, replayUsage } from "./replay-format.ts";
import { ReplayResults } from "./replay-results.tsx";
import { ReplayRiskTrip } from "./replay-risk-trip.tsx";

/** Props of {@link ReplayRunPanel}. */
export interface ReplayRunPanelProps {
  readonly run: ReplayRun | undefined;
  readonly loading: boolean;
  readonly label: string;
  readonly onCancel: (id: string) => void;
}

/** The replay on show: a progress bar while it runs, its results once done, why it stopped otherwise. */
export function ReplayRunPanel({ run, loading, label, onCancel }: ReplayRunPanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (loading) {
    return (
      <Card className="p-4">
        <Skeleton className="h-64 w-full" />
      </Card>
    );
  }
  if (!run) {
    return (
      <Card>
        <EmptyState
          spacious
          icon={<FlaskConical className="size-5" aria-hidden="true" />}
          title={t("replay.noHistory")}
        />
      </Card>
    );
  }
  const percent = progressPercent(run.progress);
  const message = replayMessageText(run, language);
  const usage = run.result && run.request.model !== LOCAL_MODEL_ID ? replayUsage(run.result) : undefined;
  return (
    <Card data-testid="replay-run">
      <CardHeader
        title={label}
        actions={
          <Badge tone={run.status === "done" ? "profit" : run.status === "stopped" ? "warning" : "neutral"}>
            {t(`replay.status.${run.status}`)}
          </Badge>
        }
      />
      <div className="flex flex-col gap-4 p-4">
        {run.status === "running" ? (
          <div className="flex flex-col gap-2">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={t("replay.running", { done: run.progress.done, total: run.progress.total })}
              className="h-2 overflow-hidden rounded-full bg-surface-3"
            >
              <div className="h-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <div className="flex items-center justify-between gap-2 text-fg-muted text-xs">
              <span>{t("replay.running", { done: run.progress.done, total: run.progress.total })}</span>
              <Button size="sm" variant="outline" onClick={() => onCancel(run.id)}>
                {t("replay.cancel")}
              </Button>
            </div>
          </div>
        ) : null}
        {message ? (
          <Notice tone={run.status === "failed" ? "error" : "warning"} data-testid="replay-message">
            {message}
          </Notice>
        ) : null}
        <ReplayRiskTrip run={run} />
        {usage ? (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="replay-usage">
            {(["tokens", "cost", "cached"] as const).map((name) => (
              <StatCard
                key={name}
                label={t(`replay.figures.${name}`)}
                value={usage[name].value}
                fit
                data-testid={`replay-${name}`}
              />
            ))}
          </div>
        ) : null}
        {run.result ? (
          <ReplayResults result={run.result} label={label} fileName={replayFileName(run.createdAt)} />
        ) : null}
      </div>
    </Card>
  );
}

/** The trades' CSV file name: the run's start in UTC, to the minute ("replay-2026-11-20-08-00.csv"). */
function replayFileName(createdAt: number): string {
  return `replay-${new Date(createdAt).toISOString().slice(0, 16).replace(/[:T]/g, "-")}.csv`;
}
