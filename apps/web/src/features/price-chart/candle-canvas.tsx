import { type ChartLevel, type ChartLevelKind, formatPriceWith } from "@app/core";
import type { Candle } from "@app/core/indicators/candle";
import {
  CandlestickSeries,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
} from "lightweight-charts";
import { useEffect, useRef } from "react";
import type { Language } from "../../settings/settings-store.ts";
import { appChartOptions, chartLanguageOptions } from "../../ui/chart-options.ts";

/** Props of {@link CandleCanvas}. */
export interface CandleCanvasProps {
  candles: readonly Candle[];
  levels: readonly ChartLevel[];
  /** The translated name of each line, drawn as its axis label. */
  levelLabels: Readonly<Record<ChartLevelKind, string>>;
  /** Decimals of every price of this coin (core's `displayPriceDecimals`). */
  decimals: number;
  language: Language;
  height: number;
}

// The canvas cannot read CSS variables; these are the theme's profit, loss, warning and info.
const UP = "#2ebd85";
const DOWN = "#f6465d";
export const LEVEL_COLORS: Readonly<Record<ChartLevelKind, string>> = {
  entry: "#6aa8ff",
  stop: "#fa6478",
  target: "#2ebd85",
  liquidation: "#f0b90b",
};

/** The lightweight-charts candles of one coin with a horizontal line per entry, stop, target and liquidation. */
export function CandleCanvas({
  candles,
  levels,
  levelLabels,
  decimals,
  language,
  height,
}: CandleCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  // Read when a chart is made; the effect below keeps it in step when the language changes.
  const languageRef = useRef(language);
  languageRef.current = language;
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<"Candlestick"> | null>(null);
  const levelsRef = useRef(levels);
  levelsRef.current = levels;

  useEffect(() => {
    if (!container.current) return;
    const created = createChart(container.current, appChartOptions(height, languageRef.current));
    chart.current = created;
    series.current = created.addSeries(CandlestickSeries, {
      upColor: UP,
      downColor: DOWN,
      borderUpColor: UP,
      borderDownColor: DOWN,
      wickUpColor: UP,
      wickDownColor: DOWN,
      // Every line stays in view, a liquidation price far below the candles too.
      autoscaleInfoProvider: (
        original: () => { priceRange: { minValue: number; maxValue: number } } | null,
      ) => {
        const range = original();
        if (!range) return range;
        const prices = levelsRef.current.map((level) => level.price);
        return {
          priceRange: {
            minValue: Math.min(range.priceRange.minValue, ...prices),
            maxValue: Math.max(range.priceRange.maxValue, ...prices),
          },
        };
      },
    });
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, [height]);

  useEffect(() => {
    chart.current?.applyOptions(chartLanguageOptions(language));
  }, [language]);

  useEffect(() => {
    const candlesSeries = series.current;
    if (!candlesSeries) return;
    candlesSeries.applyOptions({
      priceFormat: {
        type: "custom",
        minMove: 10 ** -decimals,
        formatter: (value: number) => formatPriceWith(value, decimals),
      },
    });
    candlesSeries.setData(
      candles.map((candle) => ({
        time: Math.floor(candle.time / 1000) as UTCTimestamp,
        open: candle.open,
        high: candle.high,
        low: candle.low,
        close: candle.close,
      })),
    );
    const lines: IPriceLine[] = levels.map((level) =>
      candlesSeries.createPriceLine({
        price: level.price,
        color: LEVEL_COLORS[level.kind],
        lineWidth: 2,
        lineStyle: level.kind === "entry" ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: true,
        title: levelLabels[level.kind],
      }),
    );
    chart.current?.timeScale().fitContent();
    return () => {
      for (const line of lines) candlesSeries.removePriceLine(line);
    };
  }, [candles, levels, levelLabels, decimals]);

  return <div ref={container} data-testid="price-chart-canvas" style={{ height }} className="w-full" />;
}
