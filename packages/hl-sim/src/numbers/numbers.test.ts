import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatFloat, formatUnits, formatUsd, mulDivRound, parseUnits } from "./decimal.ts";
import { parsePrice, parseSize, priceUnitsToWire, roundPrice, tickUnits } from "./price-rules.ts";

describe("decimal units", () => {
  it("parses plain decimals into integer units and refuses extra decimals", () => {
    expect(parseUnits("1.5", 2)).toBe(150);
    expect(parseUnits("0.015", 3)).toBe(15);
    expect(parseUnits("12", 0)).toBe(12);
    expect(parseUnits("1.50", 1)).toBe(15);
    expect(parseUnits("0.015", 2)).toBeNull();
    expect(parseUnits("1e3", 2)).toBeNull();
    expect(parseUnits("99999999999999999999", 0)).toBeNull();
  });

  it("formats like Hyperliquid: trimmed, but always one decimal", () => {
    expect(formatUnits(970000, 1)).toBe("97000.0");
    expect(formatUnits(335, 4)).toBe("0.0335");
    expect(formatUsd(10_000_000_000)).toBe("10000.0");
    expect(formatUsd(-4_967_826)).toBe("-4.967826");
    expect(formatUsd(0)).toBe("0.0");
    expect(formatFloat(0.0000125, 8)).toBe("0.0000125");
  });

  it("round-trips any units through format and parse", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 6 }), (units, decimals) => {
        expect(parseUnits(formatUnits(units, decimals), decimals)).toBe(units);
      }),
    );
  });

  it("divides exactly beyond 2^53 and rounds half away from zero", () => {
    expect(mulDivRound(1e12, 1e7, 3e7)).toBe(333_333_333_333);
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(-5, 1, 2)).toBe(-3);
  });

  it("gives the BigInt answer on its fast path below 2^53, whatever the signs", () => {
    const exact = (a: number, b: number, c: number) => {
      const p = BigInt(a) * BigInt(b);
      const d = BigInt(c);
      const sign = p < 0n !== d < 0n ? -1n : 1n;
      const abs = (x: bigint) => (x < 0n ? -x : x);
      return Number(sign * ((abs(p) * 2n + abs(d)) / (abs(d) * 2n)));
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -(2 ** 40), max: 2 ** 40 }),
        fc.integer({ min: -4096, max: 4096 }),
        fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).filter((c) => c !== 0),
        (a, b, c) => mulDivRound(a, b, c) === exact(a, b, c),
      ),
      { numRuns: 5000 },
    );
  });
});

describe("perp tick and lot rules", () => {
  it("accepts 5 significant figures within 6 − szDecimals decimals, and any integer", () => {
    expect(parsePrice("1234.5", 2)).toBe(12_345_000);
    expect(parsePrice("1234.56", 2)).toBeNull();
    expect(parsePrice("123456", 5)).toBe(1_234_560);
    expect(parsePrice("0.001234", 0)).toBe(1234);
    expect(parsePrice("0.0012345", 0)).toBeNull();
    expect(parsePrice("97000.5", 5)).toBeNull();
    expect(parsePrice("97001", 5)).toBe(970_010);
    expect(parsePrice("0", 2)).toBeNull();
  });

  it("refuses sizes finer than szDecimals", () => {
    expect(parseSize("0.00015", 5)).toBe(15);
    expect(parseSize("0.000015", 5)).toBeNull();
    expect(parseSize("1.5", 0)).toBeNull();
  });

  it("rounds any positive price onto a valid tick in the asked direction", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-5, max: 2e5, noNaN: true }),
        fc.integer({ min: 0, max: 5 }),
        (px, d) => {
          const down = roundPrice(px, d, "down");
          const up = roundPrice(px, d, "up");
          expect(parsePrice(priceUnitsToWire(down, d), d)).toBe(down);
          expect(parsePrice(priceUnitsToWire(up, d), d)).toBe(up);
          expect(up).toBeGreaterThanOrEqual(down);
          expect(up - down).toBeLessThanOrEqual(tickUnits(px, d));
        },
      ),
    );
  });

  it("uses integer ticks above 10 000 and finer ticks for cheap coins", () => {
    expect(priceUnitsToWire(roundPrice(97_123.4, 5, "up"), 5)).toBe("97124.0");
    expect(priceUnitsToWire(roundPrice(3_456.78, 4, "down"), 4)).toBe("3456.7");
    expect(priceUnitsToWire(roundPrice(0.0061234, 0, "nearest"), 0)).toBe("0.006123");
  });
});
