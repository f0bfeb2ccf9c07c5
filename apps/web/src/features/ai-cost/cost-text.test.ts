import { describe, expect, it } from "vitest";
import { formatCostUsd } from "./cost-text.ts";

describe("formatCostUsd", () => {
  it("shows fractions of a cent to four decimals and dollars to cents", () => {
    expect(formatCostUsd(0.0081)).toBe("$0.0081");
    expect(formatCostUsd(0.00123)).toBe("$0.0012");
    expect(formatCostUsd(0.00001)).toBe("$<0.0001");
    expect(formatCostUsd(0)).toBe("$0");
    expect(formatCostUsd(12.345)).toBe("$12.35");
  });
});
