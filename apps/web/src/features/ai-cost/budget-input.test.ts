import { describe, expect, it } from "vitest";
import { parseBudgetInput } from "./budget-input.ts";

describe("parseBudgetInput", () => {
  it("reads amounts, a leading $ and a decimal comma; empty means no limit", () => {
    expect(parseBudgetInput(" 0.50 ")).toEqual({ kind: "budget", usd: 0.5 });
    expect(parseBudgetInput("$2")).toEqual({ kind: "budget", usd: 2 });
    expect(parseBudgetInput("1,25")).toEqual({ kind: "budget", usd: 1.25 });
    expect(parseBudgetInput("")).toEqual({ kind: "none" });
  });

  it("refuses zero, negatives, text and amounts past the maximum", () => {
    for (const text of ["0", "-1", "abc", "1e3", "10001", "1.2.3"])
      expect(parseBudgetInput(text)).toEqual({ kind: "invalid" });
  });
});
