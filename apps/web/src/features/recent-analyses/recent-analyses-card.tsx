import { LOCAL_MODEL_ID, MODEL_OPTIONS, type RecentAnalysis, type TradingDecision } from "@app/core";
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { EmptyState, ErrorState } from "../../ui/states.tsx";
import { AnalysisCostLine } from "../ai-cost/analysis-cost-line.tsx";
import { useRecentAnalyses } from "./use-recent-analyses.ts";

const ACTION_TONES: Record<TradingDecision["action"], BadgeTone> = {
  BUY: "profit",
  SELL: "loss",
  CLOSE: "warning",
  HOLD: "neutral",
};

function Item({ analysis, onOpen }: { analysis: RecentAnalysis; onOpen: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li>
      <button
        type="button"
        data-testid="recent-analysis"
        onClick={onOpen}
        aria-label={t("portfolio.analyses.open", { time: formatDateTime(analysis.createdAt, language) })}
        className="focus-ring flex w-full flex-col gap-2 px-4 py-3 text-left transition-colors hover:bg-surface-2"
      >
        <span className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span className="num text-fg-muted">{formatDateTime(analysis.createdAt, language)}</span>
          <span className="flex items-center gap-2">
            <AnalysisCostLine metadata={analysis} compact />
            <Badge tone="accent">
              {analysis.model === LOCAL_MODEL_ID
                ? t("portfolio.analyses.localModel")
                : (MODEL_OPTIONS.find((option) => option.id === analysis.model)?.name ?? analysis.model)}
            </Badge>
          </span>
        </span>
        <span className="line-clamp-2 text-fg text-sm">{analysis.analysis.strategy_overview}</span>
        <span className="flex flex-wrap gap-1.5">
          {analysis.analysis.trading_decisions.map((decision, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a coin may appear twice; the list never reorders
            <Badge key={`${decision.coin}-${index}`} tone={ACTION_TONES[decision.action]}>
              {decision.coin} {t(`trading.decision.actions.${decision.action}`)}
            </Badge>
          ))}
        </span>
      </button>
    </li>
  );
}

/** The three latest analyses (product rules §2): time, model, summary and decisions; one opens in AI Trading. */
export function RecentAnalysesCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const analyses = useRecentAnalyses();
  return (
    <Card data-testid="recent-analyses">
      <CardHeader
        title={t("portfolio.analyses.title")}
        description={t("portfolio.analyses.description")}
        icon={<History className="size-4" aria-hidden="true" />}
        className="pb-3"
      />
      {analyses.error ? (
        <ErrorState
          title={t("portfolio.analyses.error")}
          message={errorText(analyses.error)}
          retryLabel={t("common.retry")}
          onRetry={() => void analyses.refetch()}
          retrying={analyses.isFetching}
        />
      ) : analyses.data && analyses.data.length === 0 ? (
        <EmptyState title={t("portfolio.analyses.empty")} description={t("portfolio.analyses.emptyDetail")} />
      ) : analyses.data ? (
        <ul className="divide-y divide-border border-border border-t">
          {analyses.data.map((analysis) => (
            <Item key={analysis.id} analysis={analysis} onOpen={() => analyses.open(analysis)} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-col gap-3 px-4 pb-4" aria-busy="true">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
    </Card>
  );
}
