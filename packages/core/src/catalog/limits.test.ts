import { describe, expect, it } from "vitest";
import { MARKET_SLIPPAGE } from "../trading/order-planner.ts";
import { AGENT_LIMITS, LEVERAGE_LIMITS, TRADE_AMOUNT } from "./limits.ts";

describe("defaults that must agree", () => {
  it("the agent's default maximum order size covers the default trade at top leverage and its worst fill", () => {
    // 100 USDC × 20x, a market buy's limit 5 % over the mid: 2,100 USDC.
    const worst = TRADE_AMOUNT.default * LEVERAGE_LIMITS.max * (1 + MARKET_SLIPPAGE);
    expect(worst).toBeCloseTo(2100, 9);
    expect(AGENT_LIMITS.maxOrderSize.default).toBeGreaterThanOrEqual(worst);
    expect(AGENT_LIMITS.maxOrderSize.presets).toContain(AGENT_LIMITS.maxOrderSize.default);
  });
});
