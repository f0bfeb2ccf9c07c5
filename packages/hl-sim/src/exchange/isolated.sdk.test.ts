import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BTC = 0;
const ETH = 1;
const SOL = 2;
const HOUR = 3_600_000;
const USDC = 1e6;
const micro = (value: string | null | undefined) => Math.round(Number(value) * USDC);

let env: TestExchange;

/** An IOC order at mid ± 1 % (a market order as the SDK's guide places it). */
async function market(client: ExchangeClient, asset: number, isBuy: boolean, size: string) {
  const coin = asset === BTC ? "BTC" : "ETH";
  const mid = Number((await env.info.allMids())[coin]);
  return client.order({
    orders: [
      {
        a: asset,
        b: isBuy,
        p: formatPrice(mid * (isBuy ? 1.01 : 0.99), asset === BTC ? 5 : 4),
        s: size,
        r: false,
        t: { limit: { tif: "Ioc" } },
      },
    ],
    grouping: "na",
  });
}

const positionOf = (state: ClearinghouseStateResponse, coin: string) =>
  state.assetPositions.find((p) => p.position.coin === coin)?.position;

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 13 });
});
afterAll(() => env.close());

describe("isolated margin", () => {
  it("margins an isolated position with its own margin and reports it as Hyperliquid does", async () => {
    const alice = env.exchange(testWallet("alice"));
    const user = testWallet("alice").address;
    await env.info.clearinghouseState({ user });
    expect(await alice.updateLeverage({ asset: ETH, isCross: false, leverage: 10 })).toEqual({
      status: "ok",
      response: { type: "default" },
    });
    await market(alice, ETH, true, "0.3");
    const [fill] = await env.info.userFills({ user });
    const state = await env.info.clearinghouseState({ user });
    const eth = positionOf(state, "ETH");
    if (eth?.leverage.type !== "isolated") throw new Error(`not isolated: ${JSON.stringify(eth)}`);
    expect(eth.leverage.value).toBe(10);
    // The margin put in is the entry notional / leverage; rawUsd is it less the cost basis.
    const entryNtl = micro(fill?.px) * 0.3;
    const margin = Math.round(entryNtl / 10);
    expect(micro(eth.leverage.rawUsd)).toBe(margin - Math.round(entryNtl));
    // Isolated margin used = szi × mark + rawUsd: the position's equity.
    expect(micro(eth.marginUsed)).toBe(micro(eth.positionValue) + micro(eth.leverage.rawUsd));
    expect(micro(eth.marginUsed)).toBe(margin + micro(eth.unrealizedPnl));
    // The cross account holds no position; the total summary adds the isolated equity.
    expect(state.crossMarginSummary.totalNtlPos).toBe("0.0");
    expect(state.crossMaintenanceMarginUsed).toBe("0.0");
    const cross = micro(state.crossMarginSummary.accountValue);
    expect(cross).toBe(10_000 * USDC - micro(fill?.fee) - margin);
    expect(micro(state.withdrawable)).toBe(cross);
    expect(micro(state.marginSummary.accountValue)).toBe(cross + micro(eth.marginUsed));
    expect(micro(state.marginSummary.totalMarginUsed)).toBe(micro(eth.marginUsed));
    expect(micro(state.marginSummary.totalNtlPos)).toBe(micro(eth.positionValue));
    // Liquidation price from the position's own margin: equity − maintenance (1/50 at 25x) over size.
    const markPx = Number(eth.positionValue) / 0.3;
    const available = Number(eth.marginUsed) - Number(eth.positionValue) / 50;
    expect(Number(eth.liquidationPx)).toBeCloseTo(markPx - available / 0.3 / (1 - 1 / 50), 4);
    const data = await env.info.activeAssetData({ user, coin: "ETH" });
    expect(data.leverage).toEqual(eth.leverage);
  });

  it("adds and removes isolated margin, refusing what Hyperliquid refuses in its words", async () => {
    const alice = env.exchange(testWallet("alice"));
    const user = testWallet("alice").address;
    const before = positionOf(await env.info.clearinghouseState({ user }), "ETH");
    await alice.updateIsolatedMargin({ asset: ETH, isBuy: true, ntli: 100 * USDC });
    const added = await env.info.clearinghouseState({ user });
    const eth = positionOf(added, "ETH");
    expect(micro(eth?.marginUsed)).toBe(micro(before?.marginUsed) + 100 * USDC);
    // More margin: the price must fall further before the position is liquidated.
    expect(Number(eth?.liquidationPx)).toBeLessThan(Number(before?.liquidationPx));
    // Taking all of it back would leave the equity (margin + a small loss to the spread) below
    // value / leverage; half of it can go.
    await alice.updateIsolatedMargin({ asset: ETH, isBuy: true, ntli: -50 * USDC });
    const removed = positionOf(await env.info.clearinghouseState({ user }), "ETH");
    expect(micro(removed?.marginUsed)).toBe(micro(before?.marginUsed) + 50 * USDC);
    // Removing may not leave less than max(value / leverage, 10 % of value).
    const value = micro(removed?.positionValue);
    const tooMuch = micro(removed?.marginUsed) - Math.round(value / 10) + USDC;
    await expect(alice.updateIsolatedMargin({ asset: ETH, isBuy: true, ntli: -tooMuch })).rejects.toThrow(
      "Position does not have sufficient margin for reduction.",
    );
    await expect(alice.updateIsolatedMargin({ asset: ETH, isBuy: true, ntli: 0 })).rejects.toThrow(
      "Update to isolated margin cannot be zero.",
    );
    await expect(alice.updateIsolatedMargin({ asset: SOL, isBuy: true, ntli: USDC })).rejects.toThrow(
      "Cannot update margin for empty position.",
    );
    await expect(
      alice.updateIsolatedMargin({ asset: ETH, isBuy: true, ntli: 20_000 * USDC }),
    ).rejects.toThrow("Account does not have sufficient margin available for increase.");
    await market(alice, BTC, true, "0.001");
    await expect(alice.updateIsolatedMargin({ asset: BTC, isBuy: true, ntli: USDC })).rejects.toThrow(
      "Position does not use isolated margin.",
    );
    await expect(alice.updateLeverage({ asset: ETH, isCross: true, leverage: 10 })).rejects.toThrow(
      "Cannot switch leverage type with open position.",
    );
    await expect(alice.updateLeverage({ asset: ETH, isCross: false, leverage: 2 })).rejects.toThrow(
      "Isolated position does not have sufficient margin available to decrease leverage. To decrease leverage, add margin to the position.",
    );
    await alice.updateLeverage({ asset: ETH, isCross: false, leverage: 20 });
    const raised = positionOf(await env.info.clearinghouseState({ user }), "ETH");
    expect(raised?.leverage).toMatchObject({ type: "isolated", value: 20 });
    expect(raised?.marginUsed).toBe(removed?.marginUsed);
  });

  it("liquidates an isolated position at its own liquidation price, taking only its margin", async () => {
    const traders = [testWallet("bob"), testWallet("mallory")];
    const liquidationPx = new Map<string, number>();
    for (const [i, wallet] of traders.entries()) {
      const client = env.exchange(wallet);
      await env.info.clearinghouseState({ user: wallet.address });
      await client.updateLeverage({ asset: BTC, isCross: false, leverage: 40 });
      // About $4,000 at 40x: $100 of margin out of $10,000, liquidated after a move of about 1.3 %.
      await market(client, BTC, i === 0, "0.04");
    }
    let liquidated: (typeof traders)[number] | undefined;
    let lastPx = 0;
    for (let step = 0; step < 24 * 4 * 14 && !liquidated; step += 1) {
      for (const wallet of traders) {
        const px = positionOf(await env.info.clearinghouseState({ user: wallet.address }), "BTC");
        liquidationPx.set(wallet.address, Number(px?.liquidationPx));
      }
      env.clock.advance(HOUR / 4);
      for (const wallet of traders) {
        const fills = await env.info.userFills({ user: wallet.address });
        if (fills.some((fill) => fill.liquidation)) {
          liquidated = wallet;
          lastPx = liquidationPx.get(wallet.address) ?? 0;
        }
      }
    }
    if (!liquidated) throw new Error("no isolated liquidation in two weeks");
    const user = liquidated.address;
    const fills = await env.info.userFills({ user });
    const open = fills.at(-1);
    const liquidation = fills.find((fill) => fill.liquidation);
    const isLong = open?.side === "B";
    // The mark had crossed the liquidation price reported just before (funding moves it a hair).
    const markPx = Number(liquidation?.liquidation?.markPx);
    if (isLong) expect(markPx).toBeLessThanOrEqual(lastPx * 1.0005);
    else expect(markPx).toBeGreaterThanOrEqual(lastPx * 0.9995);
    const state = await env.info.clearinghouseState({ user });
    // The $10,000 account lost at most the position's $~100 margin and the fees; cross was untouched.
    const lost = 10_000 * USDC - micro(state.marginSummary.accountValue);
    const margin = Math.round((micro(open?.px) * 0.04) / 40);
    const fees = fills.reduce((sum, fill) => sum + micro(fill.fee), 0);
    const funding = (await env.info.userFunding({ user, startTime: 0 })).reduce(
      (sum, p) => sum + micro(p.delta.usdc),
      0,
    );
    expect(lost).toBeGreaterThan(margin / 3);
    expect(lost).toBeLessThanOrEqual(margin + fees - funding);
  });
});
