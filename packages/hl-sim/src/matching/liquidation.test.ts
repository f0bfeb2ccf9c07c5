import { describe, expect, it } from "vitest";
import { AccountStore } from "../accounts/account-store.ts";
import { measureAccount } from "../accounts/margin.ts";
import { assetByName } from "../market/assets.ts";
import { maintenanceOf } from "../market/margin-tables.ts";
import { Market } from "../market/market.ts";
import { execute, IdSource } from "./execute.ts";
import { LIQUIDATION_COOLDOWN_MS } from "./liquidation.ts";
import { OrderStore } from "./order-store.ts";
import { settle } from "./settle.ts";

const START = Date.UTC(2025, 10, 20, 12);
const BTC = assetByName("BTC");

/**
 * An account long 0.5 BTC (about $48,500, in BTC's 25x tier: maintenance margin 1/50 of it less $75) whose
 * entry price is set so its account value is `share` of maintenance margin at the mark.
 */
function underwater(share: number) {
  if (!BTC) throw new Error("no BTC");
  const market = new Market(1, START);
  const accounts = new AccountStore(10_000);
  const deps = { market, accounts, orders: new OrderStore(), ids: new IdSource(1) };
  const account = accounts.open("0x00000000000000000000000000000000000000b0", START);
  const size = 50_000; // 0.5 BTC in size units (5 decimals)
  const { mark } = market.quote(BTC, START);
  // Maintenance margin of the ~$48,500 position: its tier's (25x: 1/50) less the tier's deduction.
  // Account value = cash − fee + size × (mark − entry).
  const maintenance = maintenanceOf(BTC, size * mark).margin;
  const target = share * maintenance;
  const fee = Math.round((size * mark * 45) / 100_000);
  const entry = Math.round(mark + (10_000e6 - fee - target) / size);
  execute(
    deps,
    account,
    { asset: BTC, isBuy: true, size, px: entry, maker: false, oid: 1, time: START },
    false,
  );
  const metrics = (t: number) =>
    measureAccount(account.cash, account.positions(), {
      leverage: (a) => account.leverage(a),
      mark: (a) => market.quote(a, t).mark,
    });
  return { market, deps, account, metrics, quote: market.quote(BTC, START) };
}

describe("liquidation in parts into the book, with the cooldown", () => {
  it("sells 20 % of a large position at the bid, then waits 30 s before the next 20 %", () => {
    const { deps, account, metrics, quote } = underwater(0.7);
    expect(metrics(START).accountValue).toBeLessThan(metrics(START).maintenanceMarginUsed);
    expect(settle(deps, START)).toBe(true);
    const [first] = account.recentFills();
    // 20 % of 0.5 BTC = 0.1 BTC, sold into the book at the touch bid, as a market liquidation.
    expect(first?.sz).toBe("0.1");
    expect(first?.side).toBe("A");
    expect(Number(first?.px)).toBe(quote.bid / 10);
    expect(first?.liquidation?.method).toBe("market");
    expect(account.position(BTC?.index ?? 0).szi).toBe(40_000);
    expect(account.liquidationCooldownUntil).toBe(START + LIQUIDATION_COOLDOWN_MS);
    // Still below maintenance margin, but the cooldown holds the next part back.
    const during = metrics(START + 10_000);
    expect(during.accountValue).toBeLessThan(during.maintenanceMarginUsed);
    settle(deps, START + 10_000);
    expect(account.recentFills()).toHaveLength(2);
    const later = metrics(START + LIQUIDATION_COOLDOWN_MS);
    expect(later.accountValue).toBeLessThan(later.maintenanceMarginUsed);
    settle(deps, START + LIQUIDATION_COOLDOWN_MS);
    // 20 % of the remaining 0.4 BTC = 0.08 BTC.
    expect(account.recentFills()[0]?.sz).toBe("0.08");
    expect(account.position(BTC?.index ?? 0).szi).toBe(32_000);
  });

  it("hands the whole position to the backstop at the mark below 2/3 of maintenance margin", () => {
    const { deps, account, quote } = underwater(0.6);
    settle(deps, START);
    const [fill] = account.recentFills();
    expect(fill?.sz).toBe("0.5");
    expect(Number(fill?.px)).toBe(quote.mark / 10);
    expect(fill?.liquidation?.method).toBe("backstop");
    expect(account.positions().size).toBe(0);
  });
});
