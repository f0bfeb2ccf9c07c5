import { describe, expect, it } from "vitest";
import {
  axisPadding,
  downsample,
  type EquityChartPoint,
  type EquitySources,
  equitySeries,
  executionTimes,
  toPercentSeries,
} from "./equity-chart.ts";

const NOW = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const sources = (patch: Partial<EquitySources> = {}): EquitySources => ({
  portfolio: {
    day: [[NOW - 2 * HOUR, 10_000]],
    week: [
      [NOW - 3 * DAY, 9_800],
      [NOW - 2 * HOUR, 10_000],
    ],
    month: [
      [NOW - 20 * DAY, 9_500],
      [NOW - 3 * DAY, 9_800],
    ],
    allTime: [[NOW - 90 * DAY, 9_000]],
  },
  app: [{ time: NOW - HOUR, value: 10_100 }],
  local: [{ time: NOW - 60_000, value: 10_150 }],
  ...patch,
});

describe("the equity series", () => {
  it("takes each timeframe's exchange window and the app's and browser's points inside it, oldest first", () => {
    expect(equitySeries(sources(), "24H", NOW).map((point) => point.value)).toEqual([10_000, 10_100, 10_150]);
    expect(equitySeries(sources(), "7D", NOW).map((point) => point.value)).toEqual([
      9_800, 10_000, 10_100, 10_150,
    ]);
    expect(equitySeries(sources(), "30D", NOW).map((point) => point.value)).toEqual([
      9_500, 9_800, 10_100, 10_150,
    ]);
    expect(equitySeries(sources(), "ALL", NOW)[0]).toEqual({ time: NOW - 90 * DAY, value: 9_000 });
  });

  it("leaves out app points older than the window and points from the future", () => {
    const series = equitySeries(
      sources({ app: [{ time: NOW - 2 * DAY, value: 1 }], local: [{ time: NOW + HOUR, value: 2 }] }),
      "24H",
      NOW,
    );
    expect(series).toEqual([{ time: NOW - 2 * HOUR, value: 10_000 }]);
  });

  it("falls back to the day data for All Time when the exchange has nothing longer", () => {
    const base = sources();
    const series = equitySeries(
      { ...sources({ app: [], local: [] }), portfolio: { ...base.portfolio, allTime: [] } },
      "ALL",
      NOW,
    );
    expect(series).toEqual([{ time: NOW - 2 * HOUR, value: 10_000 }]);
  });

  it("keeps one point per time, the browser's reading winning", () => {
    const time = NOW - HOUR;
    const series = equitySeries(
      sources({ app: [{ time, value: 1 }], local: [{ time, value: 2 }] }),
      "24H",
      NOW,
    );
    expect(series.filter((point) => point.time === time)).toEqual([{ time, value: 2 }]);
  });
});

describe("downsampling", () => {
  const wave = (count: number): EquityChartPoint[] =>
    Array.from({ length: count }, (_, i) => ({ time: i * 60_000, value: 10_000 + Math.sin(i / 50) * 100 }));

  it("draws at most the limit and keeps the first, the last, the lowest and the highest point", () => {
    const points = wave(43_200);
    points[12_345] = { time: 12_345 * 60_000, value: 5_000 };
    points[30_001] = { time: 30_001 * 60_000, value: 20_000 };
    const drawn = downsample(points, 2000);
    expect(drawn.length).toBeLessThanOrEqual(2000);
    expect(drawn.length).toBeGreaterThan(1900);
    expect(drawn[0]).toEqual(points[0]);
    expect(drawn.at(-1)).toEqual(points.at(-1));
    expect(drawn).toContainEqual({ time: 12_345 * 60_000, value: 5_000 });
    expect(drawn).toContainEqual({ time: 30_001 * 60_000, value: 20_000 });
    expect(drawn.every((point, i) => i === 0 || point.time > (drawn[i - 1] as EquityChartPoint).time)).toBe(
      true,
    );
  });

  it("leaves a short series as it is", () => {
    expect(downsample(wave(10), 2000)).toEqual(wave(10));
  });
});

describe("percent and paddings", () => {
  it("turns values into percent change from the first point", () => {
    expect(
      toPercentSeries([
        { time: 1, value: 200 },
        { time: 2, value: 210 },
      ]).map((point) => point.value),
    ).toEqual([0, 5]);
  });

  it("pads percent by 20 % of the range, at least 1", () => {
    expect(axisPadding("percent", [0, 10], 10_000)).toBe(2);
    expect(axisPadding("percent", [0, 1], 10_000)).toBe(1);
  });

  it("pads P&L by 15 % of the range, at least 10", () => {
    expect(axisPadding("pnl", [0, 1000], 10_000)).toBe(150);
    expect(axisPadding("pnl", [0, 20], 10_000)).toBe(10);
  });

  it("pads equity by 15 % of the range, or 1 % of the initial balance when flat", () => {
    expect(axisPadding("equity", [9_000, 11_000], 10_000)).toBe(300);
    expect(axisPadding("equity", [10_000, 10_000], 10_000)).toBe(100);
  });
});

describe("execution markers", () => {
  it("mark the snapshots where the app's execution count went up", () => {
    expect(
      executionTimes([
        { timestamp: 1, cycle_number: 0 },
        { timestamp: 2, cycle_number: 1 },
        { timestamp: 3, cycle_number: 1 },
        { timestamp: 4, cycle_number: 3 },
      ]),
    ).toEqual([2, 4]);
  });
});
