import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BTC = 0;
const ETH = 1;
const MINUTE = 60_000;

let env: TestExchange;
let alice: ExchangeClient;
const user = testWallet("alice").address.toLowerCase() as `0x${string}`;

const mid = async (coin: "BTC" | "ETH" | "SOL") => Number((await env.info.allMids())[coin]);
const markOf = async (asset: number) => Number((await env.info.metaAndAssetCtxs())[1][asset]?.markPx);
const positionOf = async (coin: string) =>
  (await env.info.clearinghouseState({ user })).assetPositions.find((p) => p.position.coin === coin)
    ?.position;

/** A market buy or sell (IOC 1 % through the mid). */
async function market(asset: number, isBuy: boolean, size: string, decimals: number, price: number) {
  return alice.order({
    orders: [
      {
        a: asset,
        b: isBuy,
        p: formatPrice(price * (isBuy ? 1.01 : 0.99), decimals),
        s: size,
        r: false,
        t: { limit: { tif: "Ioc" } },
      },
    ],
    grouping: "na",
  });
}

/** The app's protective order: a reduce-only market trigger with a 10 % slippage bound (the server builds it in apps/server/src/orders/protect.ts). */
function protective(asset: number, closeIsBuy: boolean, triggerPx: number, size: string, tpsl: "tp" | "sl") {
  const limit = triggerPx * (closeIsBuy ? 1.1 : 0.9);
  return {
    a: asset,
    b: closeIsBuy,
    p: formatPrice(limit, asset === BTC ? 5 : 4),
    s: size,
    r: true,
    t: { trigger: { isMarket: true, triggerPx: formatPrice(triggerPx, asset === BTC ? 5 : 4), tpsl } },
  };
}

/** Advances the clock minute by minute until `done` holds (or a day passed). */
async function advanceUntil(done: () => Promise<boolean>): Promise<number> {
  for (let minutes = 1; minutes <= 24 * 60; minutes += 1) {
    env.clock.advance(MINUTE);
    if (await done()) return minutes;
  }
  throw new Error("condition never reached");
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 5 });
  alice = env.exchange(testWallet("alice"));
  await env.info.clearinghouseState({ user });
});
afterAll(() => env.close());

describe("stand-alone TP/SL triggers as the app places them", () => {
  it("rests a stop loss and take profit and lists them with Hyperliquid's shapes", async () => {
    const price = await mid("ETH");
    await market(ETH, true, "0.1", 4, price);
    const tight = price * 0.002;
    const result = await alice.order({
      orders: [
        { ...protective(ETH, false, price - tight, "0.1", "sl"), c: "0x000000000000000000000000000000a1" },
        {
          ...protective(ETH, false, price + tight * 50, "0.1", "tp"),
          c: "0x000000000000000000000000000000a2",
        },
      ],
      grouping: "na",
    });
    const [sl, tp] = result.response.data.statuses;
    expect(sl).toMatchObject({ resting: { cloid: "0x000000000000000000000000000000a1" } });
    expect(tp).toHaveProperty("resting.oid");
    const open = await env.info.frontendOpenOrders({ user });
    expect(open).toHaveLength(2);
    expect(open.find((o) => o.orderType === "Stop Market")).toMatchObject({
      coin: "ETH",
      side: "A",
      sz: "0.1",
      isTrigger: true,
      reduceOnly: true,
      tif: null,
      triggerCondition: `Price below ${formatPrice(price - tight, 4)}`,
      cloid: "0x000000000000000000000000000000a1",
      children: [],
    });
    expect(await env.info.openOrders({ user })).toHaveLength(2);
    // By cloid over raw HTTP: the SDK's request schema turns a hex cloid into a number before sending.
    const response = await fetch(`${env.url}/info`, {
      method: "POST",
      body: JSON.stringify({ type: "orderStatus", user, oid: "0x000000000000000000000000000000a1" }),
    });
    const status = await response.json();
    expect(status).toMatchObject({ status: "order", order: { status: "open", order: { isTrigger: true } } });
  });

  it("fires the stop when the mark falls through it, closes the position and drops the orphaned take profit", async () => {
    const [stop] = (await env.info.frontendOpenOrders({ user })).filter((o) => o.orderType === "Stop Market");
    const trigger = Number(stop?.triggerPx);
    await advanceUntil(async () => (await positionOf("ETH")) === undefined);
    const [fill] = await env.info.userFills({ user });
    expect(fill).toMatchObject({
      coin: "ETH",
      side: "A",
      sz: "0.1",
      dir: "Close Long",
      crossed: true,
      oid: stop?.oid,
    });
    // A market stop sells at the bid once the mark crossed: near the trigger, never above the 10 % bound.
    expect(Number(fill?.px)).toBeLessThan(trigger * 1.01);
    expect(Number(fill?.px)).toBeGreaterThanOrEqual(trigger * 0.9);
    expect(await env.info.orderStatus({ user, oid: stop?.oid ?? 0 })).toMatchObject({
      order: { status: "filled" },
    });
    expect(await env.info.frontendOpenOrders({ user })).toEqual([]);
  });

  it("refuses a market trigger whose limit is on the wrong side of the trigger", async () => {
    const price = await mid("ETH");
    await market(ETH, true, "0.1", 4, price);
    const wrong = { ...protective(ETH, false, price * 0.95, "0.1", "sl"), p: formatPrice(price * 0.97, 4) };
    await expect(alice.order({ orders: [wrong], grouping: "na" })).rejects.toThrow(
      "Invalid TP/SL price. asset=1",
    );
    await market(ETH, false, "0.1", 4, price);
  });
});

describe("resting GTC orders", () => {
  it("rests a bid below the market, fills it as maker when the price comes down, and reports it", async () => {
    const price = await mid("BTC");
    const limitPx = formatPrice(price * 0.998, 5);
    const result = await alice.order({
      orders: [{ a: BTC, b: true, p: limitPx, s: "0.001", r: false, t: { limit: { tif: "Gtc" } } }],
      grouping: "na",
    });
    const oid = (result.response.data.statuses[0] as { resting: { oid: number } }).resting.oid;
    expect(await env.info.openOrders({ user })).toEqual([
      expect.objectContaining({
        coin: "BTC",
        side: "B",
        limitPx: `${limitPx}.0`,
        sz: "0.001",
        origSz: "0.001",
        oid,
      }),
    ]);
    await advanceUntil(async () => (await env.info.openOrders({ user })).length === 0);
    const [fill] = await env.info.userFills({ user });
    expect(fill).toMatchObject({
      coin: "BTC",
      px: `${limitPx}.0`,
      sz: "0.001",
      crossed: false,
      oid,
      dir: "Open Long",
    });
    const notionalMicro = Math.round(Number(limitPx) * 0.001 * 1e6);
    expect(Math.round(Number(fill?.fee) * 1e6)).toBe(Math.round((notionalMicro * 15) / 100_000));
    expect((await positionOf("BTC"))?.szi).toBe("0.001");
    expect(await env.info.orderStatus({ user, oid })).toMatchObject({ order: { status: "filled" } });
  });

  it("cancels by oid and by cloid, and refuses to reuse a cloid", async () => {
    const price = await mid("BTC");
    const cloid = "0x000000000000000000000000000000b1";
    const order = (c?: `0x${string}`) => ({
      orders: [
        {
          a: BTC,
          b: false,
          p: formatPrice(price * 1.05, 5),
          s: "0.001",
          r: false,
          t: { limit: { tif: "Gtc" as const } },
          ...(c ? { c } : {}),
        },
      ],
      grouping: "na" as const,
    });
    const first = await alice.order(order());
    const oid = (first.response.data.statuses[0] as { resting: { oid: number } }).resting.oid;
    await alice.order(order(cloid));
    expect(await env.info.openOrders({ user })).toHaveLength(2);
    await alice.cancel({ cancels: [{ a: BTC, o: oid }] });
    await alice.cancelByCloid({ cancels: [{ asset: BTC, cloid }] });
    expect(await env.info.openOrders({ user })).toEqual([]);
    expect(await env.info.orderStatus({ user, oid })).toMatchObject({ order: { status: "canceled" } });
    await expect(alice.cancel({ cancels: [{ a: BTC, o: oid }] })).rejects.toThrow(
      "Order was never placed, already canceled, or filled.",
    );
    await expect(alice.order(order(cloid))).rejects.toThrow("cloid");
    expect(await env.info.orderStatus({ user, oid: 1 })).toEqual({ status: "unknownOid" });
  });

  it("modifies a resting order (new price and size, new oid, same cloid) and refuses to modify a gone one", async () => {
    const price = await mid("BTC");
    const cloid = "0x000000000000000000000000000000c1";
    const wire = (p: number, s: string) => ({
      a: BTC,
      b: false,
      p: formatPrice(p, 5),
      s,
      r: false,
      t: { limit: { tif: "Gtc" as const } },
      c: cloid,
    });
    const placed = await alice.order({ orders: [wire(price * 1.05, "0.001")], grouping: "na" });
    const oid = (placed.response.data.statuses[0] as { resting: { oid: number } }).resting.oid;
    await alice.modify({ oid, order: wire(price * 1.04, "0.002") });
    const [replacement] = await env.info.frontendOpenOrders({ user });
    expect(replacement).toMatchObject({ limitPx: `${formatPrice(price * 1.04, 5)}.0`, sz: "0.002", cloid });
    expect(replacement?.oid).not.toBe(oid);
    await expect(alice.modify({ oid, order: wire(price * 1.03, "0.001") })).rejects.toThrow(
      "Cannot modify canceled or filled order",
    );
    const batch = await alice.batchModify({
      modifies: [{ oid: replacement?.oid ?? 0, order: wire(price * 1.06, "0.003") }],
    });
    expect(batch.response.data.statuses[0]).toHaveProperty("resting.oid");
    await alice.cancelByCloid({ cancels: [{ asset: BTC, cloid }] });
    expect(await env.info.openOrders({ user })).toEqual([]);
  });

  it("cancels every order when a scheduled cancel falls due, and refuses one less than 5 s ahead", async () => {
    const price = await mid("BTC");
    const placed = await alice.order({
      orders: [
        {
          a: BTC,
          b: true,
          p: formatPrice(price * 0.9, 5),
          s: "0.001",
          r: false,
          t: { limit: { tif: "Gtc" } },
        },
      ],
      grouping: "na",
    });
    await expect(alice.scheduleCancel({ time: env.clock.now() + 1000 })).rejects.toThrow("too early");
    await alice.scheduleCancel({ time: env.clock.now() + 60_000 });
    env.clock.advance(30_000);
    expect(await env.info.openOrders({ user })).toHaveLength(1);
    env.clock.advance(31_000);
    expect(await env.info.openOrders({ user })).toEqual([]);
    const oid = (placed.response.data.statuses[0] as { resting: { oid: number } }).resting.oid;
    expect(await env.info.orderStatus({ user, oid })).toMatchObject({ order: { status: "scheduledCancel" } });
  });

  it("counts the margin resting orders reserve against new ones", async () => {
    const price = await mid("SOL");
    // 20x default leverage (a single-tier asset) and 10 000 USDC: two bids of ~115 000 USDC need more
    // margin than there is.
    const bid = () =>
      alice.order({
        orders: [
          {
            a: 2,
            b: true,
            p: formatPrice(price * 0.9, 2),
            s: "800",
            r: false,
            t: { limit: { tif: "Gtc" } },
          },
        ],
        grouping: "na",
      });
    const first = await bid();
    const oid = (first.response.data.statuses[0] as { resting: { oid: number } }).resting.oid;
    await expect(bid()).rejects.toThrow("Insufficient margin to place order. asset=2");
    await alice.cancel({ cancels: [{ a: 2, o: oid }] });
  });

  it("refuses an ALO order that would cross and rests one that would not", async () => {
    const price = await mid("BTC");
    const alo = (p: number) =>
      alice.order({
        orders: [
          { a: BTC, b: true, p: formatPrice(p, 5), s: "0.001", r: false, t: { limit: { tif: "Alo" } } },
        ],
        grouping: "na",
      });
    await expect(alo(price * 1.01)).rejects.toThrow("Post only order would have immediately matched");
    const rested = await alo(price * 0.9);
    expect(rested.response.data.statuses[0]).toHaveProperty("resting.oid");
    const [listed] = await env.info.frontendOpenOrders({ user });
    expect(listed).toMatchObject({ tif: "Alo", orderType: "Limit", isTrigger: false, triggerPx: "0.0" });
  });
});

describe("TP/SL groupings", () => {
  it("normalTpsl: children wait for a resting parent, then go live when it fills", async () => {
    const price = await mid("BTC");
    const entry = price * 0.999;
    const result = await alice.order({
      orders: [
        {
          a: BTC,
          b: false,
          p: formatPrice(price * 1.001, 5),
          s: "0.002",
          r: false,
          t: { limit: { tif: "Gtc" } },
        },
        protective(BTC, true, entry * 0.9, "0.002", "tp"),
        protective(BTC, true, entry * 1.1, "0.002", "sl"),
      ],
      grouping: "normalTpsl",
    });
    expect(result.response.data.statuses.slice(1)).toEqual(["waitingForFill", "waitingForFill"]);
    const parent = (await env.info.frontendOpenOrders({ user })).find((o) => o.children.length > 0);
    expect(parent?.children.map((c) => c.orderType).sort()).toEqual(["Stop Market", "Take Profit Market"]);
    await advanceUntil(async () => (await positionOf("BTC"))?.szi !== "0.001");
    const open = await env.info.frontendOpenOrders({ user });
    expect(open.filter((o) => o.isTrigger)).toHaveLength(2);
  });

  it("positionTpsl: a trigger sized to the whole position", async () => {
    const mark = await markOf(BTC);
    const result = await alice.order({
      orders: [{ ...protective(BTC, true, mark * 1.3, "0", "sl") }],
      grouping: "positionTpsl",
    });
    expect(result.response.data.statuses[0]).toHaveProperty("resting.oid");
    const listed = (await env.info.frontendOpenOrders({ user })).find((o) => o.isPositionTpsl);
    expect(listed).toMatchObject({ isPositionTpsl: true, reduceOnly: true, sz: "0.0" });
    await expect(
      alice.order({
        orders: [
          { a: BTC, b: true, p: formatPrice(mark, 5), s: "0.001", r: false, t: { limit: { tif: "Gtc" } } },
        ],
        grouping: "positionTpsl",
      }),
    ).rejects.toThrow("TP/SL");
  });
});
