import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice, formatSize, SymbolConverter } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BTC = 0;
const ETH = 1;
const USDC = 1e6;

/** A decimal string as integer micro-USDC, so money comparisons are exact. */
const micro = (value: string | undefined) => Math.round(Number(value) * USDC);

let env: TestExchange;
let alice: ExchangeClient;
const aliceAddress = testWallet("alice").address.toLowerCase();

/** An IOC limit at mid × (1 ± slippage), formatted with the SDK's helpers as its market-order guide does. */
async function marketOrder(
  coin: "BTC" | "ETH",
  isBuy: boolean,
  size: number,
  extra: { r?: boolean; c?: `0x${string}` } = {},
) {
  const mids = await env.info.allMids();
  const szDecimals = coin === "BTC" ? 5 : 4;
  const px = formatPrice(Number(mids[coin]) * (isBuy ? 1.01 : 0.99), szDecimals);
  const order = {
    a: coin === "BTC" ? BTC : ETH,
    b: isBuy,
    p: px,
    s: formatSize(size, szDecimals),
    r: extra.r ?? false,
    t: { limit: { tif: "Ioc" as const } },
    ...(extra.c ? { c: extra.c } : {}),
  };
  return alice.order({ orders: [order], grouping: "na" });
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 21 });
  alice = env.exchange(testWallet("alice"));
  await env.info.clearinghouseState({ user: aliceAddress });
});
afterAll(() => env.close());

describe("trading on the local exchange through the SDK", () => {
  it("resolves the market with SymbolConverter", async () => {
    const converter = await SymbolConverter.create({ transport: env.transport });
    expect(converter.getAssetId("BTC")).toBe(BTC);
    expect(converter.getAssetId("ETH")).toBe(ETH);
  });

  it("fills a market buy at the ask, opens the position and charges the taker fee", async () => {
    const cloid = "0x0123456789abcdef0123456789abcdef";
    const result = await marketOrder("BTC", true, 0.01, { c: cloid });
    const status = result.response.data.statuses[0];
    if (typeof status !== "object" || !("filled" in status))
      throw new Error(`not filled: ${JSON.stringify(status)}`);
    expect(status.filled.totalSz).toBe("0.01");
    expect(status.filled.cloid).toBe(cloid);
    const mids = await env.info.allMids();
    expect(Number(status.filled.avgPx)).toBeGreaterThan(Number(mids.BTC));
    expect(Number(status.filled.avgPx)).toBeLessThan(Number(mids.BTC) * 1.001);

    const [fill] = await env.info.userFills({ user: aliceAddress });
    expect(fill).toMatchObject({
      coin: "BTC",
      px: status.filled.avgPx,
      sz: "0.01",
      side: "B",
      dir: "Open Long",
      startPosition: "0.0",
      closedPnl: "0.0",
      crossed: true,
      oid: status.filled.oid,
      cloid,
      feeToken: "USDC",
    });
    const fee = micro(fill?.fee);
    const notional = Math.round(Number(status.filled.avgPx) * 0.01 * USDC);
    expect(fee).toBe(Math.round((notional * 45) / 100_000));
    expect(fill?.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(Number.isSafeInteger(fill?.tid)).toBe(true);

    const state = await env.info.clearinghouseState({ user: aliceAddress });
    const position = state.assetPositions[0]?.position;
    expect(position).toMatchObject({
      coin: "BTC",
      szi: "0.01",
      entryPx: status.filled.avgPx,
      leverage: { type: "cross", value: 20 },
      maxLeverage: 40,
      cumFunding: { allTime: "0.0", sinceOpen: "0.0", sinceChange: "0.0" },
    });
    const [, contexts] = await env.info.metaAndAssetCtxs();
    const mark = Number(contexts[BTC]?.markPx);
    expect(micro(position?.positionValue)).toBe(Math.round(0.01 * mark * USDC));
    expect(micro(position?.unrealizedPnl)).toBe(
      Math.round(0.01 * (mark - Number(status.filled.avgPx)) * USDC),
    );
    expect(micro(position?.marginUsed)).toBe(Math.round(micro(position?.positionValue) / 20));
    expect(Number(position?.liquidationPx)).toBeLessThan(mark);
    const summary = state.marginSummary;
    expect(micro(summary.accountValue)).toBe(10_000 * USDC - fee + micro(position?.unrealizedPnl));
    expect(micro(summary.totalRawUsd)).toBe(micro(summary.accountValue) - micro(position?.positionValue));
    expect(micro(state.withdrawable)).toBe(micro(summary.accountValue) - micro(summary.totalMarginUsed));
    expect(micro(state.crossMaintenanceMarginUsed)).toBe(Math.round(micro(position?.positionValue) / 80));
  });

  it("closes with a reduce-only sell, realising P&L at an unchanged entry", async () => {
    env.clock.advance(20 * 60_000);
    const before = await env.info.clearinghouseState({ user: aliceAddress });
    const entry = before.assetPositions[0]?.position.entryPx;
    const result = await marketOrder("BTC", false, 0.05, { r: true });
    const status = result.response.data.statuses[0];
    if (typeof status !== "object" || !("filled" in status)) throw new Error("not filled");
    // Reduce-only orders are cut to the position instead of flipping it.
    expect(status.filled.totalSz).toBe("0.01");
    const [close, open] = await env.info.userFills({ user: aliceAddress });
    expect(close).toMatchObject({ dir: "Close Long", side: "A", startPosition: "0.01" });
    expect(micro(close?.closedPnl)).toBe(Math.round((Number(close?.px) - Number(entry)) * 0.01 * USDC));
    const after = await env.info.clearinghouseState({ user: aliceAddress });
    expect(after.assetPositions).toEqual([]);
    expect(micro(after.marginSummary.accountValue)).toBe(
      10_000 * USDC - micro(open?.fee) - micro(close?.fee) + micro(close?.closedPnl),
    );
  });

  it("flips a short into a long and reports both directions", async () => {
    await marketOrder("ETH", false, 0.01);
    await marketOrder("ETH", true, 0.03);
    const [flip, short] = await env.info.userFills({ user: aliceAddress });
    expect(short?.dir).toBe("Open Short");
    expect(flip).toMatchObject({ dir: "Short > Long", startPosition: "-0.01" });
    const state = await env.info.clearinghouseState({ user: aliceAddress });
    expect(state.assetPositions[0]?.position).toMatchObject({ coin: "ETH", szi: "0.02", entryPx: flip?.px });
  });

  it("trades 1000× meme contracts in whole units and treats FrontendMarket as IOC", async () => {
    const converter = await SymbolConverter.create({ transport: env.transport });
    const asset = converter.getAssetId("kPEPE") ?? -1;
    const szDecimals = converter.getSzDecimals("kPEPE") ?? -1;
    expect(szDecimals).toBe(0);
    const mid = Number((await env.info.allMids()).kPEPE);
    const result = await alice.order({
      orders: [
        {
          a: asset,
          b: true,
          p: formatPrice(mid * 1.01, szDecimals),
          s: formatSize(50 / mid, szDecimals),
          r: false,
          t: { limit: { tif: "FrontendMarket" } },
        },
      ],
      grouping: "na",
    });
    const status = result.response.data.statuses[0];
    if (typeof status !== "object" || !("filled" in status)) throw new Error("not filled");
    expect(status.filled.totalSz).toMatch(/^\d+\.0$/);
    expect(status.filled.avgPx).toMatch(/^0\.00\d{4}$/);
    await alice.order({
      orders: [
        {
          a: asset,
          b: false,
          p: formatPrice(mid * 0.99, 0),
          s: status.filled.totalSz,
          r: true,
          t: { limit: { tif: "Ioc" } },
        },
      ],
      grouping: "na",
    });
  });

  it("rejects orders with Hyperliquid's messages", async () => {
    const mids = await env.info.allMids();
    const btcMid = Number(mids.BTC);
    const limit = (
      p: string,
      s: string,
      extra: { b?: boolean; r?: boolean; tif?: "Ioc" | "Gtc" | "Alo" } = {},
    ) =>
      alice.order({
        orders: [
          {
            a: BTC,
            b: extra.b ?? true,
            p,
            s,
            r: extra.r ?? false,
            t: { limit: { tif: extra.tif ?? "Ioc" } },
          },
        ],
      });
    await expect(limit(formatPrice(btcMid * 0.99, 5), "0.01")).rejects.toThrow(
      "Order could not immediately match against any resting orders. asset=0",
    );
    await expect(limit(formatPrice(btcMid * 1.01, 5), "0.0001")).rejects.toThrow(
      "Order must have minimum value of $10. asset=0",
    );
    await expect(limit(`${Math.round(btcMid)}.5`, "0.01")).rejects.toThrow(
      "Price must be divisible by tick size. asset=0",
    );
    // ~$970k at 20x: past BTC's $50k tier, where 10x is the most (and more than the margin there is).
    await expect(limit(formatPrice(btcMid * 1.01, 5), "10")).rejects.toThrow(
      "Order would cause position to exceed margin tier limit at current leverage asset=0",
    );
    await expect(limit(formatPrice(btcMid * 1.01, 5), "0.01", { r: true })).rejects.toThrow(
      "Reduce only order would increase position. asset=0",
    );
    await expect(limit(formatPrice(btcMid * 0.1, 5), "0.01", { tif: "Gtc" })).rejects.toThrow(
      "Order price cannot be more than 80% away from the reference price asset=0",
    );
    await expect(limit(formatPrice(btcMid * 1.01, 5), "0.01", { tif: "Alo" })).rejects.toThrow(
      /Post only order would have immediately matched, bbo was \d+\.0@\d+\.0\. asset=0/,
    );
    const state = await env.info.clearinghouseState({ user: aliceAddress });
    expect(state.assetPositions.map((p) => p.position.coin)).toEqual(["ETH"]);
  });

  it("sets cross leverage within 1..maxLeverage and margins positions with it", async () => {
    await expect(alice.updateLeverage({ asset: BTC, isCross: true, leverage: 41 })).rejects.toThrow(
      "Invalid leverage value",
    );
    expect(await alice.updateLeverage({ asset: BTC, isCross: true, leverage: 5 })).toEqual({
      status: "ok",
      response: { type: "default" },
    });
    await marketOrder("BTC", true, 0.02);
    const state = await env.info.clearinghouseState({ user: aliceAddress });
    const btc = state.assetPositions.find((p) => p.position.coin === "BTC")?.position;
    expect(btc?.leverage).toEqual({ type: "cross", value: 5 });
    expect(micro(btc?.marginUsed)).toBe(Math.round(micro(btc?.positionValue) / 5));
    await expect(alice.updateLeverage({ asset: BTC, isCross: false, leverage: 5 })).rejects.toThrow(
      "Cannot switch leverage type with open position.",
    );
  });

  it("answers cancels for orders that cannot exist and noops", async () => {
    await expect(alice.cancel({ cancels: [{ a: BTC, o: 123 }] })).rejects.toThrow(
      "Order was never placed, already canceled, or filled.",
    );
    expect(await alice.noop({ nonce: env.clock.now() + 1000 })).toEqual({
      status: "ok",
      response: { type: "default" },
    });
  });

  it("grows the portfolio history as the account trades", async () => {
    env.clock.advance(60 * 60_000);
    const portfolio = await env.info.portfolio({ user: aliceAddress });
    const [, day] = portfolio[0];
    expect(day.pnlHistory[0]?.[1]).toBe("0.0");
    // Opening, the trades 20 minutes in, the hourly grid point and now.
    expect(day.accountValueHistory.length).toBeGreaterThanOrEqual(4);
    const times = day.accountValueHistory.map(([t]) => t);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBe(env.clock.now());
    expect(day.accountValueHistory[0]?.[1]).toBe("10000.0");
    expect(micro(day.vlm)).toBeGreaterThan(1000 * USDC);
    const state = await env.info.clearinghouseState({ user: aliceAddress });
    expect(day.accountValueHistory.at(-1)?.[1]).toBe(state.marginSummary.accountValue);
    expect(micro(day.pnlHistory.at(-1)?.[1])).toBe(micro(state.marginSummary.accountValue) - 10_000 * USDC);
    expect(portfolio[4][1]).toEqual(day);
  });
});
