import { describe, expect, it } from "vitest";
import { hourlyFundingRate, impactPrice, premiumIndex } from "./funding.ts";

describe("Hyperliquid's funding formula, against hand-computed examples", () => {
  it("averages the impact notional into the book", () => {
    const bids = [
      { px: 100, sz: 50 },
      { px: 99.9, sz: 100 },
    ];
    // 50 × 100 = 5000 USD at the touch, the other 1000 USD buys 1000 / 99.9 = 10.01001 more.
    expect(impactPrice(bids, 6000)).toBeCloseTo(6000 / (50 + 1000 / 99.9), 10);
    expect(impactPrice(bids, 6000)).toBeCloseTo(99.98332, 5);
    expect(impactPrice(bids, 1000)).toBe(100);
    expect(impactPrice([], 1000)).toBeNaN();
  });

  it("measures the premium only where impact prices clear the oracle", () => {
    // Impact bid above the oracle: (100.05 − 100) / 100.
    expect(premiumIndex(100.05, 100.15, 100)).toBeCloseTo(0.0005, 12);
    // Impact ask below the oracle: −(100 − 99.97) / 100.
    expect(premiumIndex(99.9, 99.97, 100)).toBeCloseTo(-0.0003, 12);
    // Oracle inside the impact spread: no premium.
    expect(premiumIndex(99.99, 100.01, 100)).toBe(0);
  });

  it("clamps the interest term and pays an eighth each hour", () => {
    // |I − P| ≤ 0.05 %: F = P + (I − P) = I = 0.01 %, so 0.00125 % an hour whatever the small premium.
    expect(hourlyFundingRate(0.0001)).toBeCloseTo(0.0000125, 12);
    expect(hourlyFundingRate(-0.0003)).toBeCloseTo(0.0000125, 12);
    expect(hourlyFundingRate(0.0005)).toBeCloseTo(0.0000125, 12);
    // P = 0.2 %: I − P = −0.19 % clamps to −0.05 %, F = 0.15 %, hourly 0.01875 %.
    expect(hourlyFundingRate(0.002)).toBeCloseTo(0.0001875, 12);
    // P = −0.1 %: I − P = 0.11 % clamps to 0.05 %, F = −0.05 %, hourly −0.00625 %.
    expect(hourlyFundingRate(-0.001)).toBeCloseTo(-0.0000625, 12);
    // Capped at 4 % an hour.
    expect(hourlyFundingRate(1)).toBe(0.04);
    expect(hourlyFundingRate(-1)).toBe(-0.04);
  });
});
