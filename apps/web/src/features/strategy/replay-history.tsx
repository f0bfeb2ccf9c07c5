import type { ReplayRun } from "@app/core";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { cn } from "../../ui/cn.ts";
import { replayFigures } from "./replay-format.ts";

const STATUS_TONE: Record<ReplayRun["status"], BadgeTone> = {
  running: "info",
  done: "profit",
  stopped: "warning",
  failed: "loss",
  cancelled: "neutral",
  interrupted: "warning",
};

/** Props of {@link ReplayHistory}. */
export interface ReplayHistoryProps {
  readonly runs: readonly ReplayRun[];
  readonly selectedId: string | undefined;
  readonly compared: readonly string[];
  readonly label: (run: ReplayRun) => string;
  readonly onSelect: (id: string) => void;
  readonly onToggleCompare: (id: string) => void;
  readonly onChange: (action: "cancel" | "resume", id: string) => void;
  readonly busy: boolean;
}

/** The wallet's replays: status, settings and profit rate; view one, compare two, cancel or run again. */
export function ReplayHistory(props: ReplayHistoryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (props.runs.length === 0)
    return <p className="px-4 py-6 text-fg-muted text-sm">{t("replay.noHistory")}</p>;
  return (
    <ul className="flex flex-col divide-y divide-border" aria-label={t("replay.history")}>
      {props.runs.map((run) => {
        const figures = run.result ? replayFigures(run.result) : undefined;
        const selected = run.id === props.selectedId;
        return (
          <li
            key={run.id}
            className={cn("flex flex-wrap items-center gap-3 px-4 py-3", selected && "bg-accent-soft")}
            data-testid="replay-history-row"
          >
            {run.result ? (
              <Checkbox
                id={`compare-${run.id}`}
                checked={props.compared.includes(run.id)}
                onCheckedChange={() => props.onToggleCompare(run.id)}
                label={t("replay.compare")}
              />
            ) : null}
            <button
              type="button"
              onClick={() => props.onSelect(run.id)}
              className="focus-ring flex min-h-11 min-w-0 flex-1 flex-col items-start rounded text-left"
              aria-current={selected ? "true" : undefined}
            >
              <span className="max-w-full break-words font-medium text-fg text-sm">{props.label(run)}</span>
              <span className="text-fg-subtle text-xs tabular-nums">
                {formatDateTime(run.createdAt, language)}
              </span>
            </button>
            <Badge tone={STATUS_TONE[run.status]}>{t(`replay.status.${run.status}`)}</Badge>
            {figures ? (
              <span
                className={cn(
                  "w-20 text-right text-sm tabular-nums",
                  figures.profitRate.tone === "loss" ? "text-loss" : "text-profit",
                )}
              >
                {figures.profitRate.value}
              </span>
            ) : null}
            {run.status === "running" ? (
              <Button
                size="sm"
                variant="outline"
                disabled={props.busy}
                onClick={() => props.onChange("cancel", run.id)}
              >
                {t("replay.cancel")}
              </Button>
            ) : run.status !== "done" && run.status !== "stopped" ? (
              <Button
                size="sm"
                variant="outline"
                disabled={props.busy}
                onClick={() => props.onChange("resume", run.id)}
              >
                {t("replay.resume")}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
