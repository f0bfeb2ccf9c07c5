import { CHART_TIMEFRAMES, EQUITY_CHART, formatPercent, formatUsdc } from "@app/core";
import { LineChart } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Card, CardHeader } from "../../ui/card.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { EmptyState, ErrorState } from "../../ui/states.tsx";
import { EquityCanvas } from "./equity-canvas.tsx";
import { useEquityChart } from "./use-equity-chart.ts";

/** The account equity chart (product rules §2): USDC / % toggle, 24H, 7D, 30D, All Time, executions marked. */
export function EquityChartCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const chart = useEquityChart();
  const language = useLanguage();
  const summaryId = useId();
  const value = (amount: number) =>
    chart.unit === "PERCENT" ? formatPercent(amount, { signed: true }) : `${formatUsdc(amount)} USDC`;
  return (
    <Card data-testid="equity-chart">
      <CardHeader
        title={t("portfolio.chart.title")}
        icon={<LineChart className="size-4" aria-hidden="true" />}
        className="flex-wrap pb-3"
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SegmentedControl
              aria-label={t("portfolio.chart.unit")}
              value={chart.unit}
              onValueChange={chart.setUnit}
              segments={[
                { value: "USDC", label: "USDC", testId: "chart-unit-usdc" },
                { value: "PERCENT", label: "%", testId: "chart-unit-percent" },
              ]}
            />
            <SegmentedControl
              aria-label={t("portfolio.chart.timeframe")}
              value={chart.timeframe}
              onValueChange={chart.setTimeframe}
              segments={CHART_TIMEFRAMES.map((timeframe) => ({
                value: timeframe,
                label: t(`portfolio.chart.timeframes.${timeframe}`),
                testId: `chart-timeframe-${timeframe}`,
              }))}
            />
          </div>
        }
      />
      <div className="px-4 pb-4">
        {chart.error ? (
          <ErrorState
            title={t("portfolio.chart.loadingError")}
            message={errorText(chart.error)}
            retryLabel={t("common.retry")}
            onRetry={chart.retry}
          />
        ) : chart.loading ? (
          <Skeleton className="h-[280px] w-full" />
        ) : chart.points.length === 0 ? (
          <div style={{ height: EQUITY_CHART.heightPx }} className="flex items-center justify-center">
            <EmptyState title={t("portfolio.chart.empty")} description={t("portfolio.chart.emptyDetail")} />
          </div>
        ) : (
          <>
            <div role="img" aria-labelledby={summaryId}>
              <EquityCanvas
                points={chart.points}
                padding={chart.padding}
                executions={chart.executions}
                unit={chart.unit}
                executionLabel={t("portfolio.chart.executed")}
                height={EQUITY_CHART.heightPx}
                hideDotsAbove={EQUITY_CHART.hideDotsAbovePoints}
                language={language}
              />
            </div>
            {chart.summary ? (
              <p id={summaryId} data-testid="equity-chart-summary" className="sr-only">
                {t("portfolio.chart.summary", {
                  from: formatDateTime(chart.summary.from, language),
                  to: formatDateTime(chart.summary.to, language),
                  first: value(chart.summary.first),
                  last: value(chart.summary.last),
                  high: value(chart.summary.high),
                  low: value(chart.summary.low),
                })}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
