import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatDisplayPrice,
  formatDisplaySize,
  formatPercent,
  formatSignedPnl,
  formatUsdc,
  pnlTone,
} from "./numbers.ts";

describe("formatUsdc", () => {
  it("shows 2 decimals with thousands separators", () => {
    expect(formatUsdc(1234.5)).toBe("1,234.50");
    expect(formatUsdc(0)).toBe("0.00");
    expect(formatUsdc(-10000)).toBe("-10,000.00");
    expect(formatUsdc(Number.NaN)).toBe("—");
  });
});

describe("formatSignedPnl and pnlTone", () => {
  it("leads profit with + and loss with -", () => {
    expect(formatSignedPnl(1234.567)).toBe("+1,234.57");
    expect(formatSignedPnl(-3.2)).toBe("-3.20");
    expect(pnlTone(1234.567)).toBe("profit");
    expect(pnlTone(-3.2)).toBe("loss");
  });

  it("shows less than a cent as a flat 0.00", () => {
    expect(formatSignedPnl(0.004)).toBe("0.00");
    expect(formatSignedPnl(-0.004)).toBe("0.00");
    expect(pnlTone(0.004)).toBe("flat");
    expect(pnlTone(0)).toBe("flat");
  });

  it("colours exactly the values it signs", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        const text = formatSignedPnl(value);
        const tone = pnlTone(value);
        expect(text.startsWith("+")).toBe(tone === "profit");
        expect(text.startsWith("-")).toBe(tone === "loss");
      }),
    );
  });
});

describe("formatPercent", () => {
  it("shows a percentage given in percent, signed on request", () => {
    expect(formatPercent(12.345)).toBe("12.35%");
    expect(formatPercent(-4)).toBe("-4.00%");
    expect(formatPercent(5.5, { signed: true })).toBe("+5.50%");
    expect(formatPercent(0, { signed: true })).toBe("0.00%");
    expect(formatPercent(33.333, { decimals: 1 })).toBe("33.3%");
  });
});

describe("formatDisplayPrice", () => {
  it("adapts the decimals to the price", () => {
    expect(formatDisplayPrice(97123.456)).toBe("97,123.46");
    expect(formatDisplayPrice(150.2)).toBe("150.20");
    expect(formatDisplayPrice(2.34567)).toBe("2.3457");
    expect(formatDisplayPrice(0.5432)).toBe("0.5432");
    expect(formatDisplayPrice(0.000012345)).toBe("0.00001235");
    expect(formatDisplayPrice(0)).toBe("0.00");
  });

  it("never shows a positive price as zero", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e7, noNaN: true }), (price) => {
        expect(Number(formatDisplayPrice(price).replaceAll(",", ""))).toBeGreaterThan(0);
      }),
    );
  });
});

describe("formatDisplaySize", () => {
  it("shows a size without float noise, with thousands separators, and a dash for a non-number", () => {
    expect(formatDisplaySize(0.1 + 0.2)).toBe("0.3");
    expect(formatDisplaySize(0.0123)).toBe("0.0123");
    expect(formatDisplaySize(1250)).toBe("1,250");
    expect(formatDisplaySize(Number.NaN)).toBe("—");
  });
});
