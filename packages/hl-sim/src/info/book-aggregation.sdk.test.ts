import { startTestExchange, TEST_START_TIME, type TestExchange } from "@app/hl-sim/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bucketUnits } from "./market-info.ts";

let env: TestExchange;
beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 2 });
});
afterAll(() => env.close());

describe("l2Book aggregation by nSigFigs and mantissa", () => {
  it("buckets prices to significant figures, hand-computed", () => {
    // BTC 97,000.0 has 1 price decimal: 2 figures → 1,000.0 = 10,000 units; 5 figures → 1.0 = 10 units.
    expect(bucketUnits(970_000, 1, { nSigFigs: 2 })).toBe(10_000);
    expect(bucketUnits(970_000, 1, { nSigFigs: 5 })).toBe(10);
    expect(bucketUnits(970_000, 1, { nSigFigs: 5, mantissa: 2 })).toBe(20);
    // ETH 3,300.00 (2 decimals), 5 figures with mantissa 5: 0.1 × 5 = 0.5 = 50 units.
    expect(bucketUnits(330_000, 2, { nSigFigs: 5, mantissa: 5 })).toBe(50);
    // 0.012345 (6 decimals), 3 figures: 0.0001 = 100 units; the mantissa applies only with 5 figures.
    expect(bucketUnits(12_345, 6, { nSigFigs: 3, mantissa: 5 })).toBe(100);
    expect(bucketUnits(970_000, 1, {})).toBe(1);
  });

  it("sums the book into buckets through the SDK, bids rounded down and asks up", async () => {
    const fine = await env.info.l2Book({ coin: "BTC" });
    const coarse = await env.info.l2Book({ coin: "BTC", nSigFigs: 2 });
    if (!fine || !coarse) throw new Error("no BTC book");
    const [bids, asks] = coarse.levels;
    for (const level of [...bids, ...asks]) expect(Number(level.px) % 1000).toBe(0);
    expect(bids.map((l) => Number(l.px))).toEqual([...bids.map((l) => Number(l.px))].sort((a, b) => b - a));
    const bestBid = Number(fine.levels[0][0]?.px);
    const bestAsk = Number(fine.levels[1][0]?.px);
    expect(Number(bids[0]?.px)).toBe(Math.floor(bestBid / 1000) * 1000);
    expect(Number(asks[0]?.px)).toBe(Math.ceil(bestAsk / 1000) * 1000);
    // The top bucket holds at least every fine level inside it.
    const inTop = fine.levels[0].filter((l) => Number(l.px) >= Number(bids[0]?.px));
    const sum = inTop.reduce((total, l) => total + Number(l.sz), 0);
    expect(Number(bids[0]?.sz)).toBeGreaterThanOrEqual(sum - 1e-9);
    const five = await env.info.l2Book({ coin: "BTC", nSigFigs: 5, mantissa: 5 });
    for (const level of five?.levels[1] ?? []) expect(Number(level.px) % 5).toBe(0);
  });
});
