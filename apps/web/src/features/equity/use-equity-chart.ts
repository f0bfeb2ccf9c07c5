import {
  type AccountHistoryPoint,
  axisPadding,
  type ChartTimeframe,
  downsample,
  EQUITY_CHART,
  type EquityChartPoint,
  equitySeries,
  executionTimes,
  onTimeGrid,
  toPercentSeries,
} from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { equityHistoryQueryOptions } from "../../api/queries.ts";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";
import { loadAccountHistory, recordAccountHistory } from "./local-account-history.ts";

/** The chart's unit toggle. */
export type ChartUnit = "USDC" | "PERCENT";

/** One drawn point: time in whole seconds, as the chart library wants it. */
export interface DrawnPoint {
  readonly time: number;
  readonly value: number;
}

/** Points in whole seconds, strictly increasing (the chart library refuses equal times). */
export function toSeconds(points: readonly EquityChartPoint[]): DrawnPoint[] {
  const drawn: DrawnPoint[] = [];
  for (const point of points) {
    const time = Math.floor(point.time / 1000);
    if (drawn.length > 0 && (drawn.at(-1) as DrawnPoint).time >= time) drawn.pop();
    drawn.push({ time, value: point.value });
  }
  return drawn;
}

/** What the chart shows, for its text alternative: the span, first and last value, highest and lowest. */
export interface EquitySummary {
  readonly from: number;
  readonly to: number;
  readonly first: number;
  readonly last: number;
  readonly high: number;
  readonly low: number;
}

function summaryOf(points: readonly EquityChartPoint[]): EquitySummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  const values = points.map((point) => point.value);
  return {
    from: first.time,
    to: last.time,
    first: first.value,
    last: last.value,
    high: Math.max(...values),
    low: Math.min(...values),
  };
}

/**
 * The equity chart's data (product rules §2, §9): the merged, downsampled series of the chosen timeframe in
 * USDC or percent, its axis padding and the app's execution times; the browser's own history is
 * recorded on every account reading.
 */
export function useEquityChart() {
  const account = useAccountOverview();
  const address = account.address;
  const history = useQuery(equityHistoryQueryOptions(address));
  const [timeframe, setTimeframe] = useState<ChartTimeframe>("24H");
  const [unit, setUnit] = useState<ChartUnit>("USDC");
  const [local, setLocal] = useState<readonly AccountHistoryPoint[]>([]);
  const overview = account.data;

  useEffect(() => {
    if (!address) return;
    if (!overview) {
      setLocal(loadAccountHistory(address));
      return;
    }
    const { currentValue, totalPnl } = overview.performance;
    setLocal(
      recordAccountHistory(address, { time: overview.time, accountValue: currentValue, pnl: totalPnl }),
    );
  }, [address, overview]);

  const now = overview?.time ?? Date.now();
  const appPoints = history.data ?? [];
  const merged = overview
    ? equitySeries(
        {
          portfolio: {
            day: overview.portfolio.raw.day.accountValueHistory,
            week: overview.portfolio.raw.week.accountValueHistory,
            month: overview.portfolio.raw.month.accountValueHistory,
            allTime: overview.portfolio.allTime.accountValue,
          },
          app: appPoints.map((point) => ({ time: point.timestamp, value: point.total_equity })),
          local: local.map((point) => ({ time: point.time, value: point.accountValue })),
        },
        timeframe,
        now,
      )
    : [];
  const sampled = downsample(merged, EQUITY_CHART.maxPoints);
  const shown = unit === "PERCENT" ? toPercentSeries(sampled) : sampled;
  const values = shown.map((point) => point.value);
  const from = shown[0]?.time ?? now;
  return {
    // Spaced by time on the axis, not by reading: minute readings beside hourly history keep their proportions.
    points: onTimeGrid(toSeconds(shown), EQUITY_CHART.maxPoints),
    summary: summaryOf(shown),
    padding: axisPadding(
      unit === "PERCENT" ? "percent" : "equity",
      values,
      overview?.performance.initialBalance ?? 0,
    ),
    executions: executionTimes(appPoints)
      .filter((time) => time >= from)
      .map((time) => Math.floor(time / 1000)),
    timeframe,
    setTimeframe,
    unit,
    setUnit,
    loading: account.isPending,
    error: overview ? null : account.error,
    retry: () => void account.refetch(),
  };
}
