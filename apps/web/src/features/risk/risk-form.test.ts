import { NO_RISK_LIMITS } from "@app/core";
import { describe, expect, it } from "vitest";
import { formOf, limitsOf } from "./risk-form.ts";

describe("the risk limits form", () => {
  it("reads empty fields as limits that are off, and round-trips saved limits", () => {
    expect(limitsOf(formOf(NO_RISK_LIMITS))).toEqual({ ok: true, limits: NO_RISK_LIMITS });
    const limits = {
      dailyLoss: { unit: "percent" as const, value: 5 },
      maxDrawdownPercent: 12.5,
      maxLosingRuns: 3,
      closePositionsOnTrip: true,
    };
    expect(limitsOf(formOf(limits))).toEqual({ ok: true, limits });
  });

  it("names every wrong field: a daily % over 100, a drawdown of 0, a fractional run count, text", () => {
    const form = { ...formOf(NO_RISK_LIMITS), dailyLoss: "150", dailyLossUnit: "percent" as const };
    expect(limitsOf({ ...form, drawdown: "0", losingRuns: "2.5" })).toEqual({
      ok: false,
      errors: { dailyLoss: "percent", drawdown: "percent", losingRuns: "runs" },
    });
    expect(limitsOf({ ...formOf(NO_RISK_LIMITS), dailyLoss: "-5" })).toEqual({
      ok: false,
      errors: { dailyLoss: "number" },
    });
    // 150 USDC is a valid daily loss; only the % unit caps it at 100.
    expect(limitsOf({ ...form, dailyLossUnit: "usdc" })).toMatchObject({ ok: true });
  });
});
