import { DECISION_FRESHNESS, type Freshness, formatPercent } from "@app/core";
import { RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";

/** An age in words: seconds under one and a half minutes, whole minutes past. */
function useAgeText() {
  const { t } = useTranslation();
  return (ms: number) =>
    ms < 90_000
      ? t("ticket.age.seconds", { count: Math.round(ms / 1000) })
      : t("ticket.age.minutes", { count: Math.round(ms / 60_000) });
}

/**
 * How old the decisions are and how far prices moved since the analysis: a warning with a re-analyse
 * shortcut past DECISION_FRESHNESS, a quiet line otherwise.
 */
export function FreshnessNotice({
  freshness,
  onReanalyse,
}: {
  freshness: Freshness;
  onReanalyse: () => void;
}) {
  const { t } = useTranslation();
  const age = useAgeText();
  const moveLimit = formatPercent(DECISION_FRESHNESS.maxMovePercent, { decimals: 1 });
  if (!freshness.tooOld && !freshness.movedTooFar) {
    return (
      <p className="text-fg-subtle text-xs" data-testid="decision-freshness" data-stale="false">
        {t("ticket.stale.fresh", { age: age(freshness.ageMs), limit: moveLimit })}
      </p>
    );
  }
  const { largest } = freshness;
  return (
    <Notice tone="warning" title={t("ticket.stale.title")}>
      <div className="flex flex-col gap-2" data-testid="decision-freshness" data-stale="true">
        {freshness.tooOld ? (
          <p>
            {t("ticket.stale.age", { age: age(freshness.ageMs), limit: age(DECISION_FRESHNESS.maxAgeMs) })}
          </p>
        ) : null}
        {freshness.movedTooFar && largest ? (
          <p>
            {t("ticket.stale.move", {
              coin: largest.coin,
              percent: formatPercent(largest.percent, { signed: true }),
              limit: moveLimit,
            })}
          </p>
        ) : null}
        <div>
          <Button
            size="sm"
            variant="secondary"
            data-testid="reanalyse"
            icon={<RefreshCw className="size-3.5" aria-hidden="true" />}
            onClick={onReanalyse}
          >
            {t("ticket.stale.reanalyse")}
          </Button>
        </div>
      </div>
    </Notice>
  );
}
