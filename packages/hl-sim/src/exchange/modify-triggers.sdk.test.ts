import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import type { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const BTC = 0;
let env: TestExchange;
let alice: ExchangeClient;
const user = testWallet("alice").address.toLowerCase() as `0x${string}`;
// A cloid as apps send one: 16 random-looking bytes (the SDK would read a small one such as 0x…c1 as an oid).
const cloid = "0x5f3a9c1e7b2d4f60a8e1c3b5d7f90214" as const;

/** A long's stop: a reduce-only sell trigger, its limit 10 % under the trigger (as apps/server/src/orders/protect.ts). */
const stopWire = (triggerPx: number, size = "0.002") => ({
  a: BTC,
  b: false,
  p: formatPrice(triggerPx * 0.9, 5),
  s: size,
  r: true,
  t: { trigger: { isMarket: true, triggerPx: formatPrice(triggerPx, 5), tpsl: "sl" as const } },
  c: cloid,
});

const triggers = async () => (await env.info.frontendOpenOrders({ user })).filter((order) => order.isTrigger);

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 9 });
  alice = env.exchange(testWallet("alice"));
  // A paper account opens on its first read.
  await env.info.clearinghouseState({ user });
});
afterAll(async () => {
  await env?.close();
});

describe("modify and batchModify of a stop by its client order id", () => {
  it("moves a resting stop in one step: one trigger order, the same cloid, the new trigger price", async () => {
    const mid = Number((await env.info.allMids()).BTC);
    await alice.order({
      orders: [
        {
          a: BTC,
          b: true,
          p: formatPrice(mid * 1.01, 5),
          s: "0.002",
          r: false,
          t: { limit: { tif: "Ioc" } },
        },
      ],
      grouping: "na",
    });
    await alice.order({ orders: [stopWire(mid * 0.95)], grouping: "na" });
    const [first] = await triggers();
    expect(first).toMatchObject({ cloid, orderType: "Stop Market" });
    expect(Number(first?.triggerPx)).toBe(Number(formatPrice(mid * 0.95, 5)));

    await alice.modify({ oid: cloid, order: stopWire(mid * 0.96) });
    const afterModify = await triggers();
    expect(afterModify).toHaveLength(1);
    expect(afterModify[0]).toMatchObject({ cloid, sz: "0.002" });
    expect(Number(afterModify[0]?.triggerPx)).toBe(Number(formatPrice(mid * 0.96, 5)));
    expect(afterModify[0]?.oid).not.toBe(first?.oid);

    const batch = await alice.batchModify({ modifies: [{ oid: cloid, order: stopWire(mid * 0.97) }] });
    expect(batch.response.data.statuses[0]).toHaveProperty("resting.oid");
    const afterBatch = await triggers();
    expect(afterBatch).toHaveLength(1);
    expect(afterBatch[0]?.cloid).toBe(cloid);
    expect(Number(afterBatch[0]?.triggerPx)).toBe(Number(formatPrice(mid * 0.97, 5)));
    // The replaced order reads as cancelled by its oid; the cloid finds the live one.
    expect(await env.info.orderStatus({ user, oid: first?.oid ?? 0 })).toMatchObject({
      order: { status: "canceled" },
    });
    const live = await env.info.orderStatus({ user, oid: cloid });
    expect(live).toMatchObject({ order: { status: "open", order: { cloid } } });
  });

  it("keeps the stop when the replacement is refused, and refuses to modify a stop cancelled by hand", async () => {
    // A size off the lot is refused: the stop stays as it was.
    await expect(
      alice.batchModify({ modifies: [{ oid: cloid, order: stopWire(90_000, "0.0001234") }] }),
    ).rejects.toThrow();
    expect(await triggers()).toHaveLength(1);
    await alice.cancelByCloid({ cancels: [{ asset: BTC, cloid }] });
    await expect(alice.batchModify({ modifies: [{ oid: cloid, order: stopWire(90_000) }] })).rejects.toThrow(
      "Cannot modify canceled or filled order",
    );
    expect(await triggers()).toEqual([]);
  });
});
