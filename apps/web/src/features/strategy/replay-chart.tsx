import { formatUsdc } from "@app/core";
import { createChart, LineSeries, type UTCTimestamp } from "lightweight-charts";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { appChartOptions } from "../../ui/chart-options.ts";
import { chartTimeFormatter } from "../../ui/chart-time.ts";

/** One equity curve to draw. */
export interface ReplayCurve {
  readonly label: string;
  readonly color: string;
  readonly points: readonly { readonly time: number; readonly equity: number }[];
}

/** Colours of the first and the second compared run. */
export const CURVE_COLORS = ["#3ee6c1", "#f5a524"] as const;

/** The equity curves of one replay, or of two side by side, in USDC over time (lightweight-charts). */
export function ReplayChart({ curves, label }: { curves: readonly ReplayCurve[]; label: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summaryId = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = createChart(element, {
      ...appChartOptions(280, language),
      // The axis reads like the tables: 10,000.00, dates and 24-hour times in the interface language.
      localization: { priceFormatter: formatUsdc, timeFormatter: chartTimeFormatter(language) },
    });
    for (const curve of curves) {
      const series = chart.addSeries(LineSeries, {
        color: curve.color,
        lineWidth: 2,
        ...(curves.length > 1 ? { title: curve.label } : {}),
        pointMarkersVisible: curve.points.length <= 50,
        priceFormat: { type: "price", precision: 2, minMove: 0.01 },
      });
      series.setData(
        curve.points.map((point) => ({ time: (point.time / 1000) as UTCTimestamp, value: point.equity })),
      );
    }
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [curves, language]);
  const summary = curves.flatMap((curve) => {
    const first = curve.points[0];
    const last = curve.points.at(-1);
    if (!first || !last) return [];
    const values = curve.points.map((point) => point.equity);
    return [
      t("replay.curveSummary", {
        label: curve.label,
        from: formatDateTime(first.time, language),
        to: formatDateTime(last.time, language),
        first: formatUsdc(first.equity),
        last: formatUsdc(last.equity),
        high: formatUsdc(Math.max(...values)),
        low: formatUsdc(Math.min(...values)),
      }),
    ];
  });
  return (
    <>
      <div
        ref={container}
        role="img"
        aria-label={label}
        aria-describedby={summaryId}
        className="h-[280px] w-full"
        data-testid="replay-chart"
      />
      <p id={summaryId} className="sr-only" data-testid="replay-chart-summary">
        {summary.join(" ")}
      </p>
    </>
  );
}
