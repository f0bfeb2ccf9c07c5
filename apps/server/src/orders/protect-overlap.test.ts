import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emptyOrderResult } from "./exchange-statuses.ts";
import type { StoredPlanOrder } from "./plan.ts";
import { type ProtectionRequest, placeProtection } from "./protect.ts";
import type { TradingTarget } from "./target.ts";

// Two instances finishing one execution at once (a peer took it over while the first still ran, its
// heartbeat stalled): both send its stop with the same client order id, the exchange takes the first and
// refuses the second as already used. Never two stops, and neither instance may record the position as
// unprotected. Against the real local exchange.
let env: TestExchange;
let target: TradingTarget;
let request: ProtectionRequest;
const user = testWallet("alice");

const stops = async () =>
  (await env.info.frontendOpenOrders({ user: user.address })).filter((order) => order.isTrigger);

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 9 });
  const client = env.exchange(user);
  target = { client, account: user.address, vaultAddress: undefined };
  // A paper account opens once its address was seen.
  await env.info.clearinghouseState({ user: user.address });
  const mid = Number((await env.info.allMids()).ETH);
  await client.order({
    orders: [
      { a: 1, b: true, p: String(Math.round(mid * 1.02)), s: "0.01", r: false, t: { limit: { tif: "Ioc" } } },
    ],
    grouping: "na",
  });
  const plan: StoredPlanOrder = {
    index: 0,
    coin: "ETH",
    side: "BUY",
    assetIndex: 1,
    szDecimals: 4,
    stopLoss: String(Math.round(mid * 0.9)),
    takeProfit: null,
  };
  request = {
    plan,
    result: { ...emptyOrderResult("ETH", "BUY"), success: true, filled: { avgPx: mid, totalSz: 0.01 } },
    kinds: ["stop_loss"],
    basis: { filled: 0.01, fillPrice: mid },
  };
});
afterAll(() => env.close());

describe("placing a stop another instance already placed for the same execution", () => {
  it("counts the stop refused as already used as placed, and leaves one stop on the exchange", async () => {
    const cloid = "0x31310000000000000000000000000001";
    const peer = (await placeProtection([request], target, () => cloid)).get(0);
    expect(peer?.protectiveOrders).toEqual([
      { kind: "stop_loss", triggerPrice: Number(request.plan.stopLoss), success: true, error: null },
    ]);
    const late = (await placeProtection([request], target, () => cloid)).get(0);
    expect(late?.protectiveOrders).toEqual(peer?.protectiveOrders);
    expect(late?.unprotected).toBe(false);
    expect((await stops()).map((order) => order.cloid)).toEqual([cloid]);
  });

  it("keeps a refusal whose client order id names another order: a resting buy of another coin is not the stop", async () => {
    const cloid = "0x31310000000000000000000000000003";
    const btc = Number((await env.info.allMids()).BTC);
    await target.client.order({
      orders: [
        {
          a: 0,
          b: true,
          p: String(Math.round(btc * 0.5)),
          s: "0.001",
          r: false,
          t: { limit: { tif: "Gtc" } },
          c: cloid,
        },
      ],
      grouping: "na",
    });
    const refused = (await placeProtection([request], target, () => cloid)).get(0);
    expect(refused?.protectiveOrders[0]?.success).toBe(false);
    expect(refused?.protectiveOrders[0]?.error).toMatch(/cloid/);
    expect(refused?.unprotected).toBe(true);
  });

  it("keeps a refusal whose client order id names no standing order: a cancelled stop is not a stop", async () => {
    const cloid = "0x31310000000000000000000000000002";
    await placeProtection([request], target, () => cloid);
    const placed = (await stops()).find((order) => order.cloid === cloid);
    if (!placed) throw new Error("the stop was not placed");
    await target.client.cancel({ cancels: [{ a: 1, o: placed.oid }] });
    const again = (await placeProtection([request], target, () => cloid)).get(0);
    expect(again?.protectiveOrders[0]?.success).toBe(false);
    expect(again?.protectiveOrders[0]?.error).toMatch(/cloid/);
    expect(again?.unprotected).toBe(true);
    expect((await stops()).map((order) => order.cloid)).toEqual(["0x31310000000000000000000000000001"]);
  });
});
