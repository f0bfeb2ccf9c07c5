import { EXCHANGES, HYPERLIQUID_FEES, PROMPT_GUIDANCE } from "@app/core";
import { describe, expect, it } from "vitest";
import { MAKER_FEE_PER_100K, TAKER_FEE_PER_100K } from "./ledger.ts";

describe("the fee figure", () => {
  it("is the one the app shows everywhere: what the local exchange charges, the exchange menu and the prompt", () => {
    expect(TAKER_FEE_PER_100K / 1000).toBe(HYPERLIQUID_FEES.takerPercent);
    expect(MAKER_FEE_PER_100K / 1000).toBe(HYPERLIQUID_FEES.makerPercent);
    expect(EXCHANGES.find((venue) => venue.id === "hyperliquid")?.feePercent).toBe(
      HYPERLIQUID_FEES.takerPercent,
    );
    expect(PROMPT_GUIDANCE.roundTripFeePercent).toBeCloseTo(2 * HYPERLIQUID_FEES.takerPercent, 12);
  });
});
