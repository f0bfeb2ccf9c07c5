import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "../testing.ts";

const BTC = 0;
const USDC = 1e6;
const micro = (value: string | null | undefined) => Math.round(Number(value) * USDC);

let env: TestExchange;

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 5 });
});
afterAll(() => env.close());

describe("tiered margin", () => {
  it("refuses an order past the tier its leverage allows, and margins the position by its tier", async () => {
    const wallet = testWallet("bob");
    const user = wallet.address;
    const bob = env.exchange(wallet);
    await env.info.clearinghouseState({ user });
    const mid = Number((await env.info.allMids()).BTC);
    const buy = (size: string) =>
      bob.order({
        orders: [
          { a: BTC, b: true, p: formatPrice(mid * 1.01, 5), s: size, r: false, t: { limit: { tif: "Ioc" } } },
        ],
        grouping: "na",
      });
    await bob.updateLeverage({ asset: BTC, isCross: true, leverage: 40 });
    // ~$29,000 is past BTC's $10,000 bound, above which 25x is the most.
    await expect(buy("0.3")).rejects.toThrow(
      "Order would cause position to exceed margin tier limit at current leverage asset=0",
    );
    // Under the bound 40x is fine; growing past it is refused too.
    await buy("0.1");
    await expect(buy("0.2")).rejects.toThrow("exceed margin tier limit");
    await bob.updateLeverage({ asset: BTC, isCross: true, leverage: 25 });
    await buy("0.2");
    const state = await env.info.clearinghouseState({ user });
    const position = state.assetPositions[0]?.position;
    const value = micro(position?.positionValue);
    expect(value).toBeGreaterThan(10_000 * USDC);
    // Maintenance in the 25x tier: value / 50 − $75 (the deduction that keeps it continuous at $10k).
    expect(micro(state.crossMaintenanceMarginUsed)).toBe(Math.round(value / 50) - 75 * USDC);
    // The liquidation price uses that tier's rate (1/50) in Hyperliquid's formula.
    const size = Number(position?.szi);
    const markPx = Number(position?.positionValue) / size;
    const available =
      Number(state.crossMarginSummary.accountValue) - Number(state.crossMaintenanceMarginUsed);
    expect(Number(position?.liquidationPx)).toBeCloseTo(markPx - available / size / (1 - 1 / 50), 4);
  });
});
