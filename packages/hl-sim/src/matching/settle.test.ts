import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AccountStore } from "../accounts/account-store.ts";
import { measureAccount } from "../accounts/margin.ts";
import { ASSETS } from "../market/assets.ts";
import { Market } from "../market/market.ts";
import { priceUnitsToWire, roundPrice, sizeUnitsToWire } from "../numbers/price-rules.ts";
import { IdSource } from "./execute.ts";
import { OrderStore } from "./order-store.ts";
import { placeOrder } from "./place-order.ts";
import { settle } from "./settle.ts";

const START = Date.UTC(2025, 10, 20, 12);
const USER = "0x00000000000000000000000000000000000000a1";

const step = fc.record({
  asset: fc.constantFrom(...ASSETS.slice(0, 3)),
  isBuy: fc.boolean(),
  usd: fc.integer({ min: 11, max: 400_000 }),
  // Limit distance from the mid in basis points: negative rests, positive crosses.
  offsetBps: fc.integer({ min: -300, max: 100 }),
  leverage: fc.integer({ min: 1, max: 40 }),
  waitMs: fc.integer({ min: 0, max: 6 * 3_600_000 }),
});

describe("margin safety (property)", () => {
  it("leaves an account below maintenance margin only during a liquidation cooldown, and never fills beyond initial margin", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.array(step, { minLength: 1, maxLength: 15 }),
        (seed, steps) => {
          const market = new Market(seed, START);
          const accounts = new AccountStore(10_000);
          const deps = { market, accounts, orders: new OrderStore(), ids: new IdSource(seed) };
          let now = START;
          const account = accounts.open(USER, now);
          const metrics = () =>
            measureAccount(account.cash, account.positions(), {
              leverage: (a) => account.leverage(a),
              mark: (a) => market.quote(a, now).mark,
            });
          for (const s of steps) {
            now += s.waitMs;
            settle(deps, now);
            const after = metrics();
            // Below maintenance margin only while a partial liquidation's 30 s cooldown runs.
            if (account.positions().size > 0 && after.accountValue < after.maintenanceMarginUsed)
              expect(account.liquidationCooldownUntil).toBeGreaterThan(now);
            account.setLeverage(s.asset, Math.min(s.leverage, s.asset.maxLeverage));
            const d = s.asset.szDecimals;
            const mid = market.quote(s.asset, now).mid / 10 ** (6 - d);
            const side = s.isBuy ? 1 : -1;
            const px = roundPrice(mid * (1 + (side * s.offsetBps) / 10_000), d, "nearest");
            const size = Math.max(1, Math.round((s.usd / mid) * 10 ** d));
            const before = account.recentFills().length;
            const placed = placeOrder({ ...deps, now, actionHash: "0x00" }, account, s.asset, {
              a: s.asset.index,
              b: s.isBuy,
              p: priceUnitsToWire(px, d),
              s: sizeUnitsToWire(size, d),
              r: false,
              t: { limit: { tif: "Gtc" } },
            });
            if ("filled" in (placed.status as object) && account.recentFills().length > before) {
              const m = metrics();
              // A fill that grew exposure was checked against initial margin at this instant.
              const [fill] = account.recentFills();
              if (fill?.dir.startsWith("Open"))
                expect(m.accountValue).toBeGreaterThanOrEqual(m.totalMarginUsed);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 60_000);
});
