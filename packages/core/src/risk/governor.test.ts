import { describe, expect, it } from "vitest";
import {
  armedGovernor,
  type GovernorState,
  NO_RISK_LIMITS,
  observeRun,
  type RiskLimits,
} from "./governor.ts";
import { tripMessage } from "./trip-message.ts";

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 10, 23, 8);

/** Runs the governor over equities one hour apart, returning every verdict. */
function walk(limits: RiskLimits, equities: number[], start = MONDAY, state: GovernorState | null = null) {
  let current = state;
  return equities.map((equity, index) => {
    const verdict = observeRun(current, limits, { equity, now: start + index * 3_600_000 });
    current = verdict.state;
    return verdict;
  });
}

describe("observeRun", () => {
  it("trips the daily loss in USDC at the limit, once, and stays tripped whatever the equity does", () => {
    const limits = { ...NO_RISK_LIMITS, dailyLoss: { unit: "usdc" as const, value: 50 } };
    const verdicts = walk(limits, [1000, 980, 951, 950, 1200]);
    expect(verdicts.map((verdict) => verdict.trip?.reason ?? null)).toEqual([
      null,
      null,
      null,
      "daily-loss",
      "daily-loss",
    ]);
    expect(verdicts.map((verdict) => verdict.newTrip)).toEqual([false, false, false, true, false]);
    expect(verdicts[3]?.trip).toMatchObject({ measured: 50, limit: 50, equity: 950 });
  });

  it("measures a daily loss in % of the day's first equity, and starts a new day at its first run", () => {
    const limits = { ...NO_RISK_LIMITS, dailyLoss: { unit: "percent" as const, value: 10 } };
    const [first] = walk(limits, [2000, 1850]);
    expect(first?.trip).toBeNull();
    // The next UTC day starts from 1850: 1700 is 8.1 % below it, 1660 is 10.3 %.
    const nextDay = walk(limits, [1850, 1700, 1660], MONDAY + DAY, first?.state ?? null);
    expect(nextDay[1]?.trip).toBeNull();
    expect(nextDay[2]?.trip).toMatchObject({ reason: "daily-loss", limit: 185 });
    expect(nextDay[2]?.trip?.measured).toBeCloseTo(190);
  });

  it("trips the drawdown from the highest equity seen, not from the first", () => {
    const limits = { ...NO_RISK_LIMITS, maxDrawdownPercent: 20 };
    const verdicts = walk(limits, [1000, 1500, 1250, 1199]);
    expect(verdicts[2]?.trip).toBeNull();
    expect(verdicts[3]?.trip?.reason).toBe("drawdown");
    expect(verdicts[3]?.trip?.measured).toBeCloseTo(20.07, 2);
  });

  it("counts losing runs in a row: a gain ends the streak, an unchanged equity leaves it", () => {
    const limits = { ...NO_RISK_LIMITS, maxLosingRuns: 3 };
    const verdicts = walk(limits, [1000, 990, 995, 990, 985, 985, 980]);
    expect(verdicts.map((verdict) => verdict.state.losingRuns)).toEqual([0, 1, 0, 1, 2, 2, 3]);
    expect(verdicts[6]?.trip).toMatchObject({ reason: "losing-runs", measured: 3, limit: 3 });
    expect(verdicts.slice(0, 6).every((verdict) => verdict.trip === null)).toBe(true);
  });

  it("never trips without limits", () => {
    const verdicts = walk(NO_RISK_LIMITS, [1000, 100, 10, 1]);
    expect(verdicts.every((verdict) => verdict.trip === null)).toBe(true);
  });

  it("re-arming counts from the equity at the re-arm", () => {
    const limits = { ...NO_RISK_LIMITS, dailyLoss: { unit: "usdc" as const, value: 50 } };
    const tripped = walk(limits, [1000, 940]);
    expect(tripped[1]?.trip?.reason).toBe("daily-loss");
    const after = walk(limits, [930, 900, 880], MONDAY + 7_200_000, armedGovernor(940, MONDAY + 7_000_000));
    expect(after.map((verdict) => verdict.trip?.reason ?? null)).toEqual([null, null, "daily-loss"]);
  });
});

describe("tripMessage", () => {
  it("names the figures in the trip's unit", () => {
    expect(
      tripMessage({ reason: "daily-loss", at: 0, equity: 950, measured: 50.126, limit: 50 }).params,
    ).toEqual({ measured: "50.13", limit: "50.00" });
    expect(tripMessage({ reason: "losing-runs", at: 0, equity: 950, measured: 3, limit: 3 }).params).toEqual({
      measured: "3",
      limit: "3",
    });
  });
});
