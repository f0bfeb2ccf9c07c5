import {
  CHART_INTERVALS,
  type ChartInterval,
  type ChartLevelKind,
  displayPriceDecimals,
  formatPercent,
  formatPriceWith,
  summarizeCandles,
} from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { EmptyState, ErrorState } from "../../ui/states.tsx";
import { CandleCanvas, LEVEL_COLORS } from "./candle-canvas.tsx";
import { usePriceChart } from "./price-chart-store.ts";
import { candlesQueryOptions } from "./use-coin-candles.ts";

const HEIGHT = 320;

/**
 * The per-coin price chart: the exchange's candles with the entry, stop, target and liquidation lines of the
 * position or decision it was opened from, a legend, and a written summary of what the chart shows.
 */
export function PriceChartDialog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const request = usePriceChart((state) => state.request);
  const close = usePriceChart((state) => state.close);
  const [interval, setInterval] = useState<ChartInterval>("15m");
  const coin = request?.coin ?? null;
  const candles = useQuery(candlesQueryOptions(coin, interval));
  const summaryId = useId();
  const levels = request?.levels ?? [];
  const labels = useMemo(
    () =>
      ({
        entry: t("priceChart.levels.entry"),
        stop: t("priceChart.levels.stop"),
        target: t("priceChart.levels.target"),
        liquidation: t("priceChart.levels.liquidation"),
      }) satisfies Record<ChartLevelKind, string>,
    [t],
  );
  const data = candles.data?.coin === coin ? candles.data : undefined;
  const summary = data ? summarizeCandles(data.candles) : null;
  const decimals = data ? displayPriceDecimals(data.szDecimals, summary?.close ?? 0) : 2;
  const price = (value: number) => formatPriceWith(value, decimals);
  const levelText =
    levels.length > 0
      ? t("priceChart.levelsSummary", {
          levels: levels
            .map((level) =>
              t("priceChart.levelItem", { label: labels[level.kind], price: price(level.price) }),
            )
            .join(language === "zh" ? "，" : ", "),
        })
      : t("priceChart.noLevels");

  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t("priceChart.title", { coin: coin ?? "" })}
      description={t("priceChart.description")}
      closeLabel={t("common.close")}
      width="wide"
    >
      <div className="flex flex-col gap-3" data-testid="price-chart" data-coin={coin ?? undefined}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <SegmentedControl
            aria-label={t("priceChart.interval")}
            value={interval}
            onValueChange={setInterval}
            segments={CHART_INTERVALS.map((value) => ({
              value,
              label: t(`priceChart.intervals.${value}`),
              testId: `price-chart-interval-${value}`,
            }))}
          />
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" data-testid="price-chart-levels">
            {levels.map((level) => (
              <li
                key={`${level.kind}-${level.price}`}
                data-kind={level.kind}
                className="flex items-center gap-1.5"
              >
                <span
                  aria-hidden="true"
                  className="inline-block h-0.5 w-4"
                  style={{ backgroundColor: LEVEL_COLORS[level.kind] }}
                />
                <span className="text-fg-muted">{labels[level.kind]}</span>
                <span className="num text-fg">{price(level.price)}</span>
              </li>
            ))}
          </ul>
        </div>
        {candles.error && !data ? (
          <ErrorState
            title={t("priceChart.loadFailed")}
            message={errorText(candles.error)}
            retryLabel={t("common.retry")}
            onRetry={() => void candles.refetch()}
            retrying={candles.isFetching}
          />
        ) : !data ? (
          <>
            <Skeleton className="h-[320px] w-full" />
            <p className="sr-only" role="status">
              {t("priceChart.loading")}
            </p>
          </>
        ) : summary === null ? (
          <EmptyState title={t("priceChart.empty")} description={t("priceChart.emptyDetail")} />
        ) : (
          <>
            <div role="img" aria-labelledby={summaryId}>
              <CandleCanvas
                candles={data.candles}
                levels={levels}
                levelLabels={labels}
                decimals={decimals}
                language={language}
                height={HEIGHT}
              />
            </div>
            <p
              id={summaryId}
              data-testid="price-chart-summary"
              className="text-fg-muted text-xs leading-relaxed"
            >
              {t("priceChart.summary", {
                coin,
                count: summary.count,
                interval: t(`priceChart.intervals.${interval}`),
                from: formatDateTime(summary.from, language),
                to: formatDateTime(summary.to, language),
                open: price(summary.open),
                close: price(summary.close),
                change: formatPercent(summary.changePercent, { signed: true }),
                high: price(summary.high),
                low: price(summary.low),
              })}{" "}
              {levelText}
            </p>
          </>
        )}
      </div>
    </Dialog>
  );
}
