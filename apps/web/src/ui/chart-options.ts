import { ColorType, type DeepPartial, type TimeChartOptions } from "lightweight-charts";
import type { Language } from "../settings/settings-store.ts";
import { chartTickFormatter, chartTimeFormatter } from "./chart-time.ts";

// The canvas cannot read CSS variables; these are the theme's muted text (the lighter one, ≥ 4.5:1 on the
// card) and its border.
export const CHART_MUTED = "#a3afbf";
export const CHART_GRID = "#222c38";

/**
 * The options every chart of the app starts from: a transparent background, the theme's muted text and grid,
 * no attribution logo, and times on the axis and crosshair as the tables write them in the interface language.
 */
export function appChartOptions(height: number, language: Language): DeepPartial<TimeChartOptions> {
  return {
    autoSize: true,
    height,
    layout: {
      background: { type: ColorType.Solid, color: "transparent" },
      textColor: CHART_MUTED,
      attributionLogo: false,
    },
    grid: { vertLines: { color: CHART_GRID }, horzLines: { color: CHART_GRID } },
    rightPriceScale: { borderColor: CHART_GRID },
    timeScale: {
      borderColor: CHART_GRID,
      timeVisible: true,
      // Marks inside one minute are passed as times with seconds, which the formatter writes with their seconds.
      secondsVisible: true,
      tickMarkFormatter: chartTickFormatter(language),
    },
    localization: { timeFormatter: chartTimeFormatter(language) },
  };
}

/** The options that change with the interface language: the axis's and the crosshair's times. */
export function chartLanguageOptions(language: Language): DeepPartial<TimeChartOptions> {
  return {
    localization: { timeFormatter: chartTimeFormatter(language) },
    timeScale: { tickMarkFormatter: chartTickFormatter(language) },
  };
}
