import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type AccountHistoryPoint,
  appendAccountHistoryPoint,
  saveWithQuotaRetry,
} from "./account-history.ts";

const point = (time: number, accountValue = 1000, pnl = 0): AccountHistoryPoint => ({
  time,
  accountValue,
  pnl,
});
const appendAll = (points: readonly AccountHistoryPoint[]) =>
  points.reduce<AccountHistoryPoint[]>((history, next) => appendAccountHistoryPoint(history, next), []);

describe("appendAccountHistoryPoint", () => {
  it("appends a point a minute or more after the last", () => {
    expect(appendAll([point(0), point(60_000), point(200_000)]).map((p) => p.time)).toEqual([
      0, 60_000, 200_000,
    ]);
  });

  it("lets a point within 60 s replace the last one's values", () => {
    const history = appendAll([point(0, 1000), point(60_000, 1010), point(90_000, 1020, 20)]);
    expect(history).toEqual([point(0, 1000), point(60_000, 1020, 20)]);
  });

  it("still grows by one point a minute when polled every 30 s", () => {
    const polls = Array.from({ length: 10 }, (_, i) => point(i * 30_000, 1000 + i));
    expect(appendAll(polls).map((p) => p.time)).toEqual([0, 60_000, 120_000, 180_000, 240_000]);
  });

  it("keeps at most 43,200 points, dropping the oldest", () => {
    const full = Array.from({ length: 43_200 }, (_, i) => point(i * 60_000));
    const next = appendAccountHistoryPoint(full, point(43_200 * 60_000));
    expect(next).toHaveLength(43_200);
    expect(next[0]?.time).toBe(60_000);
    expect(next.at(-1)?.time).toBe(43_200 * 60_000);
  });

  it("never exceeds the cap, keeps 60 s between points and always holds the newest reading", () => {
    const reading = fc.record({
      gap: fc.integer({ min: -120_000, max: 300_000 }),
      accountValue: fc.double({ min: 0, max: 1e6, noNaN: true }),
      pnl: fc.double({ min: -1e6, max: 1e6, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(reading, { minLength: 1, maxLength: 200 }), (readings) => {
        let history: AccountHistoryPoint[] = [];
        let time = 1_700_000_000_000;
        for (const { gap, accountValue, pnl } of readings) {
          time += gap;
          history = appendAccountHistoryPoint(history, { time, accountValue, pnl });
          expect(history.length).toBeLessThanOrEqual(43_200);
          expect(history.at(-1)).toMatchObject({ accountValue, pnl });
        }
        for (let i = 1; i < history.length; i += 1) {
          expect((history[i]?.time ?? 0) - (history[i - 1]?.time ?? 0)).toBeGreaterThanOrEqual(60_000);
        }
      }),
    );
  });
});

describe("saveWithQuotaRetry", () => {
  const quotaError = new Error("QuotaExceededError");
  const isQuotaError = (error: unknown) => error === quotaError;

  it("saves everything when it fits", () => {
    const saved: number[][] = [];
    expect(saveWithQuotaRetry([1, 2, 3], (points) => saved.push([...points]), isQuotaError)).toEqual([
      1, 2, 3,
    ]);
    expect(saved).toEqual([[1, 2, 3]]);
  });

  it("drops the oldest half until the save fits", () => {
    const attempts: number[] = [];
    const save = (points: readonly number[]) => {
      attempts.push(points.length);
      if (points.length > 3) throw quotaError;
    };
    expect(saveWithQuotaRetry([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], save, isQuotaError)).toEqual([8, 9, 10]);
    expect(attempts).toEqual([10, 5, 3]);
  });

  it("ends with an empty history when nothing fits", () => {
    const save = (points: readonly number[]) => {
      if (points.length > 0) throw quotaError;
    };
    expect(saveWithQuotaRetry([1, 2, 3], save, isQuotaError)).toEqual([]);
  });

  it("throws any other error as it is", () => {
    const broken = new Error("SecurityError");
    expect(() =>
      saveWithQuotaRetry(
        [1],
        () => {
          throw broken;
        },
        isQuotaError,
      ),
    ).toThrow(broken);
  });

  it("saves the longest run of newest points that fits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 600 }), (count, capacity) => {
        const points = Array.from({ length: count }, (_, i) => i);
        const save = (kept: readonly number[]) => {
          if (kept.length > capacity) throw quotaError;
        };
        const saved = saveWithQuotaRetry(points, save, isQuotaError);
        expect(saved.length).toBeLessThanOrEqual(capacity);
        expect(saved).toEqual(points.slice(points.length - saved.length));
        if (saved.length > 0) expect(saved.at(-1)).toBe(count - 1);
        if (count <= capacity) expect(saved).toHaveLength(count);
      }),
    );
  });
});
