import {
  ManualClock,
  startTestExchange,
  TEST_START_TIME,
  type TestExchange,
  testWallet,
} from "@app/hl-sim/testing";
import { SymbolConverter } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESERIALIZE_ERROR } from "../http/responses.ts";
import { createHlSim } from "../sim.ts";

const DECIMAL = /^-?\d+\.\d+$/;
const HOUR_MS = 3_600_000;

let env: TestExchange;
beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 11 });
});
afterAll(() => env.close());

describe("POST /info through the SDK", () => {
  it("answers meta and metaAndAssetCtxs with the 25 perps and string-valued contexts", async () => {
    const meta = await env.info.meta();
    expect(meta.universe).toHaveLength(25);
    expect(meta.universe[0]).toEqual({ szDecimals: 5, name: "BTC", maxLeverage: 40, marginTableId: 54 });
    expect(meta.universe.map((a) => a.name)).toEqual(
      expect.arrayContaining(["kPEPE", "kSHIB", "kBONK", "HYPE"]),
    );
    expect(meta.marginTables.map(([id]) => id)).toEqual([5, 10, 20, 50, 51, 52, 54]);
    // Testnet's BTC tiers: 40x to $10k, 25x to $50k, 10x beyond; single-tier ids are the leverage.
    expect(meta.marginTables.find(([id]) => id === 54)?.[1]).toEqual({
      description: "tiered 40x",
      marginTiers: [
        { lowerBound: "0.0", maxLeverage: 40 },
        { lowerBound: "10000.0", maxLeverage: 25 },
        { lowerBound: "50000.0", maxLeverage: 10 },
      ],
    });
    expect(meta.universe.find((a) => a.name === "SOL")?.marginTableId).toBe(20);
    const [again, contexts] = await env.info.metaAndAssetCtxs();
    expect(again).toEqual(meta);
    expect(contexts).toHaveLength(25);
    for (const ctx of contexts) {
      for (const field of [
        ctx.markPx,
        ctx.oraclePx,
        ctx.prevDayPx,
        ctx.dayNtlVlm,
        ctx.openInterest,
        ctx.funding,
      ]) {
        expect(field).toMatch(DECIMAL);
      }
      expect(ctx.midPx).toMatch(DECIMAL);
      expect(ctx.impactPxs).toHaveLength(2);
    }
  });

  it("answers allMids for every perp, consistent with the contexts' mids", async () => {
    const mids = await env.info.allMids();
    const [meta, contexts] = await env.info.metaAndAssetCtxs();
    expect(Object.keys(mids)).toEqual(meta.universe.map((a) => a.name));
    expect(Object.values(mids)).toEqual(contexts.map((ctx) => ctx.midPx));
  });

  it("lets the SDK's SymbolConverter resolve ids and decimals (meta, spotMeta, outcomeMeta)", async () => {
    const converter = await SymbolConverter.create({ transport: env.transport });
    expect(converter.getAssetId("BTC")).toBe(0);
    expect(converter.getAssetId("kPEPE")).toBe(21);
    expect(converter.getSzDecimals("ETH")).toBe(4);
    const spot = await env.info.spotMeta();
    expect(spot.universe).toEqual([]);
    expect(spot.tokens.map((token) => [token.index, token.name])).toEqual([[0, "USDC"]]);
  });

  it("serves candles whose last close is the current mid", async () => {
    const now = env.clock.now();
    const mids = await env.info.allMids();
    const candles = await env.info.candleSnapshot({
      coin: "ETH",
      interval: "15m",
      startTime: now - 6 * HOUR_MS,
    });
    expect(candles.length).toBeGreaterThanOrEqual(24);
    const last = candles.at(-1);
    expect(last).toMatchObject({ s: "ETH", i: "15m", c: mids.ETH });
    expect(last?.T).toBe((last?.t ?? 0) + 15 * 60_000 - 1);
    expect(typeof last?.n).toBe("number");
    expect(await env.info.candleSnapshot({ coin: "NOPE", interval: "1h", startTime: 0 })).toEqual([]);
  });

  it("opens an empty paper account on the first query with the initial balance", async () => {
    const user = testWallet("bob").address;
    const state = await env.info.clearinghouseState({ user });
    expect(state.marginSummary).toEqual({
      accountValue: "10000.0",
      totalNtlPos: "0.0",
      totalRawUsd: "10000.0",
      totalMarginUsed: "0.0",
    });
    expect(state.withdrawable).toBe("10000.0");
    expect(state.assetPositions).toEqual([]);
    expect(state.time).toBe(env.clock.now());
    expect(await env.info.openOrders({ user })).toEqual([]);
    expect(await env.info.frontendOpenOrders({ user })).toEqual([]);
    expect(await env.info.userFills({ user })).toEqual([]);
    const portfolio = await env.info.portfolio({ user });
    expect(portfolio.map(([name]) => name)).toEqual([
      "day",
      "week",
      "month",
      "allTime",
      "perpDay",
      "perpWeek",
      "perpMonth",
      "perpAllTime",
    ]);
    expect(portfolio[0][1].pnlHistory[0]?.[1]).toBe("0.0");
    expect(portfolio[0][1].accountValueHistory.at(-1)?.[1]).toBe("10000.0");
  });

  it("values positions and activeAssetData at the mark the contexts show", async () => {
    const wallet = testWallet("mallory");
    const user = wallet.address;
    await env.info.clearinghouseState({ user });
    const mid = Number((await env.info.allMids()).ETH);
    await env.exchange(wallet).order({
      orders: [
        {
          a: 1,
          b: true,
          p: String(Math.round(mid * 1.01)),
          s: "0.1",
          r: false,
          t: { limit: { tif: "Ioc" } },
        },
      ],
      grouping: "na",
    });
    for (let k = 0; k < 3; k += 1) {
      env.clock.advance(17 * 60_000);
      const [, contexts] = await env.info.metaAndAssetCtxs();
      const markPx = contexts[1]?.markPx;
      const position = (await env.info.clearinghouseState({ user })).assetPositions[0]?.position;
      expect(Number(position?.positionValue)).toBeCloseTo(Number(markPx) * 0.1, 6);
      expect((await env.info.activeAssetData({ user, coin: "ETH" })).markPx).toBe(markPx);
    }
  });

  it("moves prices as the clock advances", async () => {
    const before = await env.info.allMids();
    env.clock.advance(5 * 60_000);
    const after = await env.info.allMids();
    const moved = Object.keys(before).filter((coin) => before[coin] !== after[coin]);
    expect(moved.length).toBeGreaterThan(10);
  });

  it("answers malformed or unknown requests with Hyperliquid's 422", async () => {
    for (const body of ["not json", '{"type":"nope"}', '{"type":"clearinghouseState","user":"0x12"}', "[]"]) {
      const response = await fetch(`${env.url}/info`, { method: "POST", body });
      expect(response.status).toBe(422);
      expect(response.headers.get("content-type")).toBe("text/plain");
      expect(await response.text()).toBe(DESERIALIZE_ERROR);
    }
  });
});

describe("determinism", () => {
  it("gives identical answers for the same seed and clock, different ones for another seed", async () => {
    const clock = new ManualClock(Date.UTC(2025, 10, 20, 8, 0, 0));
    const a = createHlSim({ seed: 5, now: clock.now });
    const b = createHlSim({ seed: 5, now: clock.now });
    const c = createHlSim({ seed: 6, now: clock.now });
    clock.advance(3 * HOUR_MS + 1234);
    const requests = [
      '{"type":"allMids"}',
      '{"type":"metaAndAssetCtxs"}',
      `{"type":"candleSnapshot","req":{"coin":"SOL","interval":"1h","startTime":${clock.now() - 48 * HOUR_MS}}}`,
    ];
    for (const body of requests) {
      const first = await a.handle("/info", body);
      expect(first.status).toBe(200);
      expect(await b.handle("/info", body)).toEqual(first);
      expect((await c.handle("/info", body)).body).not.toBe(first.body);
    }
  });
});
