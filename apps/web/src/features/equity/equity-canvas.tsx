import { formatPercent, formatUsdc } from "@app/core";
import {
  createChart,
  createSeriesMarkers,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  LineSeries,
  type Time,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { Language } from "../../settings/settings-store.ts";
import { appChartOptions, chartLanguageOptions } from "../../ui/chart-options.ts";
import type { DrawnPoint } from "./use-equity-chart.ts";

/** Props of {@link EquityCanvas}. */
export interface EquityCanvasProps {
  points: readonly DrawnPoint[];
  /** Space above and below the line, in the unit of the values. */
  padding: number;
  /** Seconds at which the app executed trades. */
  executions: readonly number[];
  unit: "USDC" | "PERCENT";
  executionLabel: string;
  height: number;
  hideDotsAbove: number;
  language: Language;
}

// The canvas cannot read CSS variables; these are the theme's accent and warning.
const ACCENT = "#3ee6c1";
const MARKER = "#f0b90b";

/** The lightweight-charts line: account value over time, with the app's executions marked. */
export function EquityCanvas(props: EquityCanvasProps) {
  const { points, padding, executions, unit, executionLabel, height, hideDotsAbove, language } = props;
  const container = useRef<HTMLDivElement>(null);
  // Read when a chart is made; the effect below keeps it in step when the language changes.
  const languageRef = useRef(language);
  languageRef.current = language;
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Line"> | null>(null);
  const markers = useRef<ISeriesMarkersPluginApi<Time> | null>(null);
  const paddingRef = useRef(padding);
  paddingRef.current = padding;

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, appChartOptions(height, languageRef.current));
    const line = created.addSeries(LineSeries, {
      color: ACCENT,
      lineWidth: 2,
      autoscaleInfoProvider: (
        original: () => { priceRange: { minValue: number; maxValue: number } } | null,
      ) => {
        const range = original();
        if (!range) return range;
        return {
          priceRange: {
            minValue: range.priceRange.minValue - paddingRef.current,
            maxValue: range.priceRange.maxValue + paddingRef.current,
          },
        };
      },
    });
    chart.current = created;
    series.current = line;
    markers.current = createSeriesMarkers(line, []);
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
      markers.current = null;
    };
  }, [height]);

  useEffect(() => {
    const line = series.current;
    if (!line) return;
    line.applyOptions({
      pointMarkersVisible: points.length <= hideDotsAbove,
      priceFormat: {
        type: "custom",
        minMove: 0.01,
        // The axis reads like the tables: 10,000.00 and 12.50%.
        formatter: (value: number) => (unit === "PERCENT" ? formatPercent(value) : formatUsdc(value)),
      },
    });
    line.setData(points.map((point) => ({ time: point.time as UTCTimestamp, value: point.value })));
    const first = points[0]?.time ?? 0;
    const last = points.at(-1)?.time ?? 0;
    // A marker sits on the nearest drawn point at or after its execution.
    const placed = executions.flatMap((time) => {
      const at = points.find((point) => point.time >= time);
      return at && time >= first && time <= last
        ? [
            {
              time: at.time as UTCTimestamp,
              position: "aboveBar" as const,
              color: MARKER,
              shape: "arrowDown" as const,
              text: executionLabel,
            },
          ]
        : [];
    });
    markers.current?.setMarkers(placed);
    chart.current?.timeScale().fitContent();
  }, [points, executions, unit, executionLabel, hideDotsAbove]);

  useEffect(() => {
    chart.current?.applyOptions(chartLanguageOptions(language));
  }, [language]);

  return <div ref={container} data-testid="equity-canvas" style={{ height }} className="w-full" />;
}
