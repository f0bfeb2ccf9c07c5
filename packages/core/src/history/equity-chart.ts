import { EQUITY_CHART } from "../catalog/display.ts";

/** One point of the equity chart: time in ms since the epoch and account value in USDC. */
export interface EquityChartPoint {
  readonly time: number;
  readonly value: number;
}

/** The chart's timeframes (product rules §2). */
export const CHART_TIMEFRAMES = ["24H", "7D", "30D", "ALL"] as const;
/** A chart timeframe. */
export type ChartTimeframe = (typeof CHART_TIMEFRAMES)[number];

const DAY_MS = 86_400_000;
const WINDOW_MS: Readonly<Record<Exclude<ChartTimeframe, "ALL">, number>> = {
  "24H": DAY_MS,
  "7D": 7 * DAY_MS,
  "30D": 30 * DAY_MS,
};

/** The sources the chart merges: the exchange's portfolio windows, the app's and the browser's history. */
export interface EquitySources {
  readonly portfolio: {
    readonly day: readonly (readonly [number, number])[];
    readonly week: readonly (readonly [number, number])[];
    readonly month: readonly (readonly [number, number])[];
    readonly allTime: readonly (readonly [number, number])[];
  };
  /** The server's equity snapshots of this address. */
  readonly app: readonly EquityChartPoint[];
  /** The browser's local account history of this address. */
  readonly local: readonly EquityChartPoint[];
}

const pairs = (list: readonly (readonly [number, number])[]): EquityChartPoint[] =>
  list.map(([time, value]) => ({ time, value }));

/**
 * The account-value series of a timeframe: every source's points inside the window, oldest first, one
 * point per millisecond (the browser's reading wins over the app's, the app's over the exchange's).
 * All Time has no window and falls back to the day data when the exchange has no longer history.
 */
export function equitySeries(
  sources: EquitySources,
  timeframe: ChartTimeframe,
  now: number,
): EquityChartPoint[] {
  const exchange =
    timeframe === "24H"
      ? sources.portfolio.day
      : timeframe === "7D"
        ? sources.portfolio.week
        : timeframe === "30D"
          ? sources.portfolio.month
          : sources.portfolio.allTime.length > 0
            ? sources.portfolio.allTime
            : sources.portfolio.day;
  const from = timeframe === "ALL" ? Number.NEGATIVE_INFINITY : now - WINDOW_MS[timeframe];
  const byTime = new Map<number, number>();
  for (const point of [...pairs(exchange), ...sources.app, ...sources.local]) {
    if (point.time >= from && point.time <= now && Number.isFinite(point.value))
      byTime.set(point.time, point.value);
  }
  return [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([time, value]) => ({ time, value }));
}

/**
 * At most `threshold` points that keep the line's shape: largest-triangle-three-buckets, plus the
 * series' lowest and highest points, which a drawdown chart must never lose. First and last stay.
 */
export function downsample(points: readonly EquityChartPoint[], threshold: number): EquityChartPoint[] {
  if (points.length <= threshold || threshold < 3) return [...points];
  let low = 0;
  let high = 0;
  points.forEach((point, index) => {
    if (point.value < (points[low] as EquityChartPoint).value) low = index;
    if (point.value > (points[high] as EquityChartPoint).value) high = index;
  });
  // Two slots are kept for the extremes; LTTB fills the rest.
  const budget = Math.max(3, threshold - 2);
  const kept = new Set<number>([0, points.length - 1, low, high]);
  const bucket = (points.length - 2) / (budget - 2);
  let previous = 0;
  for (let b = 0; b < budget - 2; b++) {
    const start = Math.floor(b * bucket) + 1;
    const end = Math.min(Math.floor((b + 1) * bucket) + 1, points.length - 1);
    const nextEnd = Math.min(Math.floor((b + 2) * bucket) + 1, points.length);
    let avgTime = 0;
    let avgValue = 0;
    const nextCount = Math.max(1, nextEnd - end);
    for (let i = end; i < end + nextCount && i < points.length; i++) {
      avgTime += (points[i] as EquityChartPoint).time / nextCount;
      avgValue += (points[i] as EquityChartPoint).value / nextCount;
    }
    const anchor = points[previous] as EquityChartPoint;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i++) {
      const point = points[i] as EquityChartPoint;
      const area = Math.abs(
        (anchor.time - avgTime) * (point.value - anchor.value) -
          (anchor.time - point.time) * (avgValue - anchor.value),
      );
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.add(best);
    previous = best;
  }
  return [...kept].sort((a, b) => a - b).map((index) => points[index] as EquityChartPoint);
}

/** The series in percent change from its first point (the % toggle). */
export function toPercentSeries(points: readonly EquityChartPoint[]): EquityChartPoint[] {
  const base = points[0]?.value;
  if (base === undefined || base === 0) return points.map((point) => ({ ...point, value: 0 }));
  return points.map((point) => ({ time: point.time, value: ((point.value - base) / base) * 100 }));
}

/** Which axis a padding is for (product rules §9). */
export type ChartAxis = "equity" | "percent" | "pnl";

/**
 * The space above and below the line (product rules §9): percent 20 % of the range (at least 1), P&L 15 %
 * (at least 10), equity 15 % of the range or, for a flat line, 1 % of the initial balance.
 */
export function axisPadding(axis: ChartAxis, values: readonly number[], initialBalance: number): number {
  if (values.length === 0) return 0;
  const range = Math.max(...values) - Math.min(...values);
  const { percentPadding, pnlPadding, equityPadding } = EQUITY_CHART;
  if (axis === "percent") return Math.max(range * percentPadding.ratioOfRange, percentPadding.min);
  if (axis === "pnl") return Math.max(range * pnlPadding.ratioOfRange, pnlPadding.min);
  return range > 0
    ? range * equityPadding.ratioOfRange
    : initialBalance * equityPadding.ratioOfInitialBalance;
}

/** The times the app executed trades: where an equity snapshot's cycle number went up. */
export function executionTimes(points: readonly { timestamp: number; cycle_number: number }[]): number[] {
  const times: number[] = [];
  for (let i = 1; i < points.length; i++) {
    const previous = points[i - 1] as { cycle_number: number };
    const point = points[i] as { timestamp: number; cycle_number: number };
    if (point.cycle_number > previous.cycle_number) times.push(point.timestamp);
  }
  return times;
}
