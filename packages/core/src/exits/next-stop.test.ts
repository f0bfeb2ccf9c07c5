import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { exitPolicySchema } from "./exit-policy.ts";
import { type ExitState, nextStop, withMark } from "./next-stop.ts";
import { priceTick, roundToTick } from "./price-tick.ts";

const long = (over: Partial<ExitState> = {}): ExitState => ({
  side: "LONG",
  entryPrice: 100,
  initialStop: 95,
  stop: 95,
  extreme: 100,
  ...over,
});
// SOL-like: szDecimals 2, so prices near 100 have 3 decimals... but at most 5 significant figures: 2 decimals.
const market = (price: number, atr: number | null = null) => ({ price, atr, szDecimals: 2 });

describe("exit policies", () => {
  it("prices stops on Hyperliquid's grid, rounded away from the mark", () => {
    expect(priceTick(100, 2)).toBe(0.01);
    expect(priceTick(87_654, 5)).toBe(1);
    expect(priceTick(0.012345, 0)).toBe(0.000001);
    expect(roundToTick(100.0999, 2, "up")).toBe("100.1");
    expect(roundToTick(100.0999, 2, "down")).toBe("100.09");
    expect(roundToTick(9999.95, 2, "up")).toBe("10000");
    expect(roundToTick(110.00000000000001, 2, "up")).toBe("110");
  });

  it("moves a long's stop to entry plus round-trip fees once it is up by its initial risk", () => {
    const policy = { kind: "breakEven" } as const;
    // Risk 100 − 95 = 5: nothing at 104.99, the move at 105 to 100 × 1.0009 = 100.09.
    expect(nextStop(policy, withMark(long(), 104.99), market(104.99))).toBeNull();
    expect(nextStop(policy, withMark(long(), 105), market(105))).toEqual({
      price: 100.09,
      wire: "100.09",
      reason: "breakEven",
    });
    // Once there, not again.
    expect(nextStop(policy, long({ stop: 100.09, extreme: 110 }), market(110))).toBeNull();
    // With a chosen 2 %: at 102 already.
    expect(nextStop({ kind: "breakEven", percent: 2 }, long({ extreme: 102 }), market(102))?.wire).toBe(
      "100.09",
    );
  });

  it("moves a short's stop to entry less the fees, rounded down", () => {
    const short: ExitState = { side: "SHORT", entryPrice: 100, initialStop: 104, stop: 104, extreme: 100 };
    expect(nextStop({ kind: "breakEven" }, withMark(short, 96.01), market(96.01))).toBeNull();
    // 100 × (1 − 0.0009) = 99.91.
    expect(nextStop({ kind: "breakEven" }, withMark(short, 96), market(96))?.wire).toBe("99.91");
  });

  it("trails a long 2 % behind its best price, only upward, by at least a tick and 5 bps", () => {
    const policy = { kind: "trailing", percent: 2 } as const;
    let state = long({ stop: 95 });
    const steps: Array<[number, string | null]> = [
      [100, "98"], // 100 × 0.98
      [101, "98.98"], // 101 × 0.98
      [101.02, null], // 99.0,; 99.0 − 98.98 = 0.02 < 5 bps of 98.98 (0.0495)
      [100, null], // the best price stays 101.02: never down
      [103.5, "101.43"], // 103.5 × 0.98
    ];
    for (const [price, expected] of steps) {
      state = withMark(state, price);
      const move = nextStop(policy, state, market(price));
      expect(move?.wire ?? null, `at ${price}`).toBe(expected);
      if (move) state = { ...state, stop: move.price };
    }
  });

  it("trails in ATR multiples and waits while the ATR is unknown", () => {
    const policy = { kind: "trailing", atr: 1.5 } as const;
    const state = long({ extreme: 110 });
    expect(nextStop(policy, state, market(110, null))).toBeNull();
    // 110 − 1.5 × 2 = 107.
    expect(nextStop(policy, state, market(110, 2))?.wire).toBe("107");
  });

  it("never puts the stop past the mark", () => {
    // The best price was 120 but the mark fell to 99: a 2 % trail at 117.6 would fire at once.
    expect(nextStop({ kind: "trailing", percent: 2 }, long({ extreme: 120 }), market(99))).toBeNull();
  });

  it("refuses policies outside the guardrails", () => {
    expect(exitPolicySchema.safeParse({ kind: "trailing", percent: 0.05 }).success).toBe(false);
    expect(exitPolicySchema.safeParse({ kind: "trailing", percent: 2, atr: 2 }).success).toBe(false);
    expect(exitPolicySchema.safeParse({ kind: "trailing" }).success).toBe(false);
    expect(exitPolicySchema.safeParse({ kind: "breakEven", percent: 500 }).success).toBe(false);
    expect(exitPolicySchema.safeParse({ kind: "fixed", percent: 2 }).success).toBe(false);
    expect(exitPolicySchema.parse({ kind: "trailing", atr: 2 })).toEqual({ kind: "trailing", atr: 2 });
  });

  it("only ever moves a stop toward profit and keeps it on its side of the mark (any path of prices)", () => {
    const prices = fc.array(fc.double({ min: 50, max: 200, noNaN: true }), { minLength: 1, maxLength: 60 });
    const policy = fc.oneof(
      fc.record({
        kind: fc.constant("trailing" as const),
        percent: fc.double({ min: 0.2, max: 30, noNaN: true }),
      }),
      fc.constant({ kind: "breakEven" as const }),
    );
    fc.assert(
      fc.property(prices, policy, fc.boolean(), (path, chosen, isLong) => {
        let state: ExitState = isLong
          ? long()
          : { side: "SHORT", entryPrice: 100, initialStop: 105, stop: 105, extreme: 100 };
        for (const price of path) {
          state = withMark(state, price);
          const move = nextStop(chosen, state, market(price));
          if (!move) continue;
          expect(isLong ? move.price > state.stop : move.price < state.stop).toBe(true);
          expect(isLong ? move.price < price : move.price > price).toBe(true);
          expect(Math.abs(move.price - state.stop)).toBeGreaterThanOrEqual(priceTick(state.stop, 2) - 1e-9);
          state = { ...state, stop: move.price };
        }
      }),
    );
  });
});
