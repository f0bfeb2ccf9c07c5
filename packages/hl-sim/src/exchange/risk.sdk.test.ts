import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const HOUR = 3_600_000;
const micro = (value: string | undefined) => Math.round(Number(value) * 1e6);

let env: TestExchange;

/** A BTC market order of `size` for `client`. */
async function btc(client: ExchangeClient, isBuy: boolean, size: string) {
  const mid = Number((await env.info.allMids()).BTC);
  return client.order({
    orders: [
      {
        a: 0,
        b: isBuy,
        p: formatPrice(mid * (isBuy ? 1.01 : 0.99), 5),
        s: size,
        r: false,
        t: { limit: { tif: "Ioc" } },
      },
    ],
    grouping: "na",
  });
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 13 });
});
afterAll(() => env.close());

describe("funding", () => {
  it("pays funding every hour on the position, in userFunding and cumFunding, out of account value", async () => {
    const user = testWallet("alice").address;
    await env.info.clearinghouseState({ user });
    await btc(env.exchange(testWallet("alice")), false, "0.05");
    env.clock.advance(5 * HOUR);
    const payments = await env.info.userFunding({ user, startTime: 0 });
    expect(payments).toHaveLength(5);
    for (const p of payments) {
      expect(p.time % HOUR).toBe(0);
      expect(p.delta).toMatchObject({ type: "funding", coin: "BTC", szi: "-0.05" });
      // A short receives a positive rate and pays a negative one.
      expect(Math.sign(Number(p.delta.usdc))).toBe(Math.sign(Number(p.delta.fundingRate)) || 0);
      expect(Math.abs(Number(p.delta.fundingRate))).toBeLessThan(0.001);
    }
    const received = payments.reduce((sum, p) => sum + micro(p.delta.usdc), 0);
    const position = (await env.info.clearinghouseState({ user })).assetPositions[0]?.position;
    expect(micro(position?.cumFunding.allTime)).toBe(-received);
    expect(micro(position?.cumFunding.sinceOpen)).toBe(-received);
  });
});

describe("activeAssetData", () => {
  it("reports the leverage, the free margin and the sizes it can trade each way", async () => {
    const user = testWallet("alice").address;
    const data = await env.info.activeAssetData({ user, coin: "BTC" });
    const state = await env.info.clearinghouseState({ user });
    expect(data).toMatchObject({
      user: user.toLowerCase(),
      coin: "BTC",
      leverage: { type: "cross", value: 20 },
    });
    expect(data.availableToTrade).toEqual([state.withdrawable, state.withdrawable]);
    const openable = (Number(state.withdrawable) * 20) / Number(data.markPx);
    // alice is short 0.05 BTC: buying can also close it.
    expect(Number(data.maxTradeSzs[0])).toBeCloseTo(openable + 0.05, 4);
    expect(Number(data.maxTradeSzs[1])).toBeCloseTo(openable, 4);
  });
});

describe("l2Book", () => {
  it("shows 20 levels a side around the mid, and null for an unknown coin", async () => {
    const book = await env.info.l2Book({ coin: "ETH" });
    const mid = Number((await env.info.allMids()).ETH);
    const [bids, asks] = book?.levels ?? [[], []];
    expect(bids).toHaveLength(20);
    expect(asks).toHaveLength(20);
    expect(Number(bids[0]?.px)).toBeLessThan(mid);
    expect(Number(asks[0]?.px)).toBeGreaterThan(mid);
    const bidPx = bids.map((l) => Number(l.px));
    expect(bidPx).toEqual([...bidPx].sort((a, b) => b - a));
    expect(bids.every((l) => Number(l.sz) > 0 && l.n >= 1)).toBe(true);
    expect(book?.time).toBe(env.clock.now());
    // A user's resting bid at the best bid adds its size and one order to that level.
    await env.exchange(testWallet("alice")).order({
      orders: [{ a: 1, b: true, p: bids[0]?.px ?? "0", s: "0.0123", r: false, t: { limit: { tif: "Alo" } } }],
      grouping: "na",
    });
    const [bestAfter] = (await env.info.l2Book({ coin: "ETH" }))?.levels[0] ?? [];
    expect(bestAfter?.px).toBe(bids[0]?.px);
    expect(Math.round(Number(bestAfter?.sz) * 1e4)).toBe(Math.round(Number(bids[0]?.sz) * 1e4) + 123);
    expect(bestAfter?.n).toBe((bids[0]?.n ?? 0) + 1);
    expect(await env.info.l2Book({ coin: "NOPE" })).toBeNull();
  });
});

describe("liquidation", () => {
  it("sells a large position into the book 20 % at a time and cancels every order once value falls below maintenance margin", async () => {
    const traders = [testWallet("bob"), testWallet("mallory")];
    for (const [i, wallet] of traders.entries()) {
      const client = env.exchange(wallet);
      await env.info.clearinghouseState({ user: wallet.address });
      // $1,700 left: 0.4 BTC (~$39k) at 25x, the most BTC's $10k–$50k tier allows, uses ~92 % of it,
      // and a move of about 2.5 % against it liquidates.
      await client.usdSend({ destination: testWallet("alice").address, amount: "8300" });
      await client.updateLeverage({ asset: 0, isCross: true, leverage: 25 });
      await btc(client, i === 0, "0.4");
    }
    // Every quarter hour for two weeks, each trader's fills are asked for (each request settles the
    // exchange up to its clock, liquidations included). Asked of the exchange in process: the ~1,100
    // polls through HTTP and the SDK took ~3 s; what is checked below goes through the SDK.
    const hasLiquidation = async (user: string) => {
      const answer = await env.sim.handle("/info", JSON.stringify({ type: "userFills", user }));
      const fills = JSON.parse(answer.body) as { liquidation?: unknown }[];
      return fills.some((fill) => fill.liquidation);
    };
    let liquidated: string | undefined;
    for (let step = 0; step < 4 * 24 * 14 && !liquidated; step += 1) {
      env.clock.advance(HOUR / 4);
      for (const wallet of traders) {
        if (await hasLiquidation(wallet.address)) liquidated = wallet.address;
      }
    }
    expect(liquidated).toBeDefined();
    const fills = await env.info.userFills({ user: liquidated ?? "" });
    const first = fills.filter((fill) => fill.liquidation).at(-1);
    expect(first?.liquidation).toMatchObject({ liquidatedUser: liquidated?.toLowerCase(), method: "market" });
    // 20 % of the 0.4 BTC position ($10k is the large-position threshold on testnet).
    expect(first?.sz).toBe("0.08");
    expect(first?.dir).toMatch(/^Close/);
    expect(await env.info.openOrders({ user: liquidated ?? "" })).toEqual([]);
  });
});
