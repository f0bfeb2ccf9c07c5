import { describe, expect, it } from "vitest";
import { assetByName } from "./assets.ts";
import { maintenanceOf, marginTableOf, maxLeverageAt } from "./margin-tables.ts";

const USDC = 1e6;

function asset(name: string) {
  const found = assetByName(name);
  if (!found) throw new Error(`no ${name}`);
  return found;
}

describe("margin tables (reference §4.5)", () => {
  it("lowers BTC's max leverage as the position grows past testnet's tier bounds", () => {
    const btc = asset("BTC");
    expect(marginTableOf(btc).id).toBe(54);
    expect(maxLeverageAt(btc, 9_999 * USDC)).toBe(40);
    expect(maxLeverageAt(btc, 10_000 * USDC)).toBe(40);
    expect(maxLeverageAt(btc, 10_001 * USDC)).toBe(25);
    expect(maxLeverageAt(btc, 80_000 * USDC)).toBe(10);
    expect(maxLeverageAt(asset("SOL"), 1e9 * USDC)).toBe(20);
  });

  it("computes maintenance margin as value × mmr(tier) − deduction(tier), by hand", () => {
    const btc = asset("BTC");
    // Tier 1: $8,000 / 80 = $100.
    expect(maintenanceOf(btc, 8_000 * USDC)).toEqual({ margin: 100 * USDC, rate: 1 / 80 });
    // Tier 2 (25x, mmr 2 %): deduction = 10,000 × (2 % − 1.25 %) = $75; $30,000 × 2 % − 75 = $525.
    expect(maintenanceOf(btc, 30_000 * USDC)).toEqual({ margin: 525 * USDC, rate: 1 / 50 });
    // Tier 3 (10x, mmr 5 %): deduction = 75 + 50,000 × (5 % − 2 %) = $1,575; $80,000 × 5 % − 1,575 = $2,425.
    expect(maintenanceOf(btc, 80_000 * USDC)).toEqual({ margin: 2_425 * USDC, rate: 1 / 20 });
    // Continuous at the bounds: $50,000 gives $925 from either side.
    expect(maintenanceOf(btc, 50_000 * USDC).margin).toBe(925 * USDC);
    expect(maintenanceOf(btc, 50_000 * USDC + 1).margin).toBe(925 * USDC);
    // A single-tier asset: value / (2 × max leverage).
    expect(maintenanceOf(asset("SOL"), 4_000 * USDC).margin).toBe(100 * USDC);
  });
});
