import { describe, expect, it } from "vitest";
import { displayPriceDecimals, formatPriceWith } from "./coin-price.ts";

describe("displayPriceDecimals", () => {
  it("gives an XRP-like coin (szDecimals 0, price 2.34) four decimals: 5 significant figures", () => {
    expect(displayPriceDecimals(0, 2.3361)).toBe(4);
    expect(formatPriceWith(2.337, displayPriceDecimals(0, 2.3361))).toBe("2.3370");
    expect(formatPriceWith(2.3361, displayPriceDecimals(0, 2.3361))).toBe("2.3361");
  });

  it("keeps cents for BTC (szDecimals 5 allows 1 decimal, the display keeps 2)", () => {
    expect(displayPriceDecimals(5, 97_123.4)).toBe(2);
    expect(formatPriceWith(97_123.4, 2)).toBe("97,123.40");
  });

  it("gives SOL at 150 (szDecimals 2) two decimals", () => {
    expect(displayPriceDecimals(2, 150.12)).toBe(2);
  });

  it("caps a sub-cent meme coin at the exchange's 6 - szDecimals decimals", () => {
    // kPEPE at 0.012345 with szDecimals 0: 5 significant figures need 6 decimals, the cap is 6.
    expect(displayPriceDecimals(0, 0.012345)).toBe(6);
    // A coin with szDecimals 1 at 0.5: the cap 5 wins over the 5 decimals significance allows.
    expect(displayPriceDecimals(1, 0.5)).toBe(5);
    expect(displayPriceDecimals(2, 0.0001234)).toBe(4);
  });

  it("falls back to the exchange's cap when the price is unknown", () => {
    expect(displayPriceDecimals(0, 0)).toBe(6);
    expect(displayPriceDecimals(5, Number.NaN)).toBe(2);
  });
});

describe("formatPriceWith", () => {
  it("shows a dash for a value that is not a number", () => {
    expect(formatPriceWith(Number.NaN, 2)).toBe("—");
  });
});
