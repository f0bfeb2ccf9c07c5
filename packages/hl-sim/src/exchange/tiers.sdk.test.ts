import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BTC = 0;
const MINUTE = 60_000;
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

  it("refuses a leverage above what the position's tier allows, and allows it again once the position is back in a higher tier", async () => {
    const wallet = testWallet("mallory");
    const user = wallet.address;
    const mallory = env.exchange(wallet);
    await env.info.clearinghouseState({ user });
    const mid = Number((await env.info.allMids()).BTC);
    // The premises of the hand-computed tiers: 0.2 BTC lies in BTC's 25x tier ($10k–$50k), 0.1 BTC below $10k.
    expect(0.2 * mid).toBeGreaterThan(10_000);
    expect(0.1 * mid).toBeLessThan(10_000 * 0.98);
    const trade = (isBuy: boolean, size: string) =>
      mallory.order({
        orders: [
          {
            a: BTC,
            b: isBuy,
            p: formatPrice(mid * (isBuy ? 1.01 : 0.99), 5),
            s: size,
            r: !isBuy,
            t: { limit: { tif: "Ioc" } },
          },
        ],
        grouping: "na",
      });
    await mallory.updateLeverage({ asset: BTC, isCross: true, leverage: 25 });
    await trade(true, "0.2");
    for (const leverage of [40, 26]) {
      await expect(mallory.updateLeverage({ asset: BTC, isCross: true, leverage })).rejects.toThrow(
        "Invalid leverage value",
      );
    }
    const leverageOf = async () =>
      (await env.info.clearinghouseState({ user })).assetPositions[0]?.position.leverage.value;
    expect(await leverageOf()).toBe(25);
    await mallory.updateLeverage({ asset: BTC, isCross: true, leverage: 10 });
    await mallory.updateLeverage({ asset: BTC, isCross: true, leverage: 25 });
    // Half sold: about $9,700 is in the first tier again, where 40x is allowed.
    await trade(false, "0.1");
    await mallory.updateLeverage({ asset: BTC, isCross: true, leverage: 40 });
    expect(await leverageOf()).toBe(40);
  });

  it("cancels a resting order whose fill would take the position past its tier at the current leverage", async () => {
    const setUp = async (name: "alice" | "operator", leverage: number) => {
      const wallet = testWallet(name);
      const client = env.exchange(wallet);
      await env.info.clearinghouseState({ user: wallet.address });
      await client.updateLeverage({ asset: BTC, isCross: true, leverage });
      return { user: wallet.address, client };
    };
    const at40 = await setUp("alice", 40);
    const at25 = await setUp("operator", 25);
    const mid = Number((await env.info.allMids()).BTC);
    const limitPx = formatPrice(mid * 0.998, 5);
    // Each bid alone stays under $10k (40x allowed); both together pass it (25x at most).
    expect(0.06 * Number(limitPx)).toBeLessThan(10_000);
    expect(0.12 * Number(limitPx) * 0.99).toBeGreaterThan(10_000);
    const oidsOf = async (client: typeof at40.client) => {
      const oids: number[] = [];
      for (let i = 0; i < 2; i += 1) {
        const result = await client.order({
          orders: [{ a: BTC, b: true, p: limitPx, s: "0.06", r: false, t: { limit: { tif: "Gtc" } } }],
          grouping: "na",
        });
        oids.push((result.response.data.statuses[0] as { resting: { oid: number } }).resting.oid);
      }
      return oids;
    };
    const [first, second] = await oidsOf(at40.client);
    const [control1, control2] = await oidsOf(at25.client);
    for (let minutes = 0; (await env.info.openOrders({ user: at40.user })).length > 0; minutes += 1) {
      if (minutes > 24 * 60) throw new Error("the bids never filled");
      env.clock.advance(MINUTE);
    }
    const statusOf = async (user: `0x${string}`, oid: number | undefined) =>
      ((await env.info.orderStatus({ user, oid: oid ?? 0 })) as { order?: { status: string } }).order?.status;
    expect(await statusOf(at40.user, first)).toBe("filled");
    expect(await statusOf(at40.user, second)).toBe("marginCanceled");
    const sizeOf = async (user: `0x${string}`) =>
      (await env.info.clearinghouseState({ user })).assetPositions[0]?.position.szi;
    expect(await sizeOf(at40.user)).toBe("0.06");
    expect(await env.info.userFills({ user: at40.user })).toHaveLength(1);
    // At 25x the same two bids both fill: $11.6k is inside the 25x tier.
    expect(await statusOf(at25.user, control1)).toBe("filled");
    expect(await statusOf(at25.user, control2)).toBe("filled");
    expect(await sizeOf(at25.user)).toBe("0.12");
  });

  it("answers topUpIsolatedOnlyMargin as Hyperliquid does for assets that are not strict-isolated (none is here)", async () => {
    const wallet = testWallet("agent2");
    await env.info.clearinghouseState({ user: wallet.address });
    const client = env.exchange(wallet);
    await expect(client.topUpIsolatedOnlyMargin({ asset: BTC, leverage: 10 })).rejects.toThrow(
      "Asset not strict isolated",
    );
    await expect(client.topUpIsolatedOnlyMargin({ asset: 999, leverage: 10 })).rejects.toThrow(
      "Asset 999 is out of range.",
    );
  });

  it("lists testnet's tier tables in meta, ATOM's 10x / 5x from $10k included", async () => {
    const meta = await env.info.meta();
    const atom = meta.universe.find((asset) => asset.name === "ATOM");
    expect(atom).toMatchObject({ maxLeverage: 10, marginTableId: 52 });
    const table = meta.marginTables.find(([id]) => id === 52)?.[1];
    expect(table?.marginTiers).toEqual([
      { lowerBound: "0.0", maxLeverage: 10 },
      { lowerBound: "10000.0", maxLeverage: 5 },
    ]);
  });
});
