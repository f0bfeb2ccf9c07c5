import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Card } from "../../ui/card.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Skeleton, Spinner } from "../../ui/spinner.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { PriceChartHost } from "../price-chart/price-chart-host.tsx";
import { AnalysisResult } from "./analysis-result.tsx";
import { AnalysisSettings } from "./analysis-settings.tsx";
import { LiveAnalysisResult } from "./live-analysis-result.tsx";
import { useLiveAnalysis } from "./live-analysis-store.ts";
import { useStartAnalysis } from "./use-start-analysis.ts";

function Analysing() {
  const { t } = useTranslation();
  return (
    <Card className="flex flex-col gap-4 p-4" aria-busy="true">
      <p className="inline-flex items-center gap-2 text-accent text-sm" role="status">
        <Spinner />
        {t("trading.analysing")}
      </p>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <div className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-72" />
        ))}
      </div>
    </Card>
  );
}

/** The AI trading panel (product rules §2 "Trading panel"): settings on the left, the analysis on the right. */
export function TradingTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const run = useTradingSession((state) => state.analysis);
  const live = useLiveAnalysis((state) => state.live);
  const analysis = useStartAnalysis();
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[22rem_minmax(0,1fr)] 2xl:grid-cols-[24rem_minmax(0,1fr)]">
      <AnalysisSettings analysis={analysis} />
      <div className="flex min-w-0 flex-col gap-4">
        {analysis.error && !analysis.running ? (
          <Notice tone="error" title={t("trading.analysisFailed")} live>
            <p>{errorText(analysis.error)}</p>
            <p className="mt-1 text-fg-subtle">{t("trading.analysisFailedHint")}</p>
          </Notice>
        ) : null}
        {live ? <LiveAnalysisResult live={live} onCancel={analysis.cancel} /> : null}
        {analysis.running && !run && !live ? <Analysing /> : null}
        {live ? null : run ? (
          <AnalysisResult run={run} onReanalyse={analysis.start} />
        ) : analysis.running ? null : (
          <Card>
            <EmptyState
              spacious
              icon={<Sparkles className="size-5" aria-hidden="true" />}
              title={t("trading.empty.title")}
              description={t("trading.empty.description")}
            />
          </Card>
        )}
      </div>
      <PriceChartHost />
    </div>
  );
}
