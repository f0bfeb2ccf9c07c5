import { ManualClock, TEST_START_TIME } from "@app/hl-sim/testing";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createHlSim } from "./sim.ts";

const INFO_TYPES = [
  "meta",
  "metaAndAssetCtxs",
  "allMids",
  "l2Book",
  "candleSnapshot",
  "clearinghouseState",
  "openOrders",
  "frontendOpenOrders",
  "userFills",
  "userFunding",
  "orderStatus",
  "portfolio",
  "extraAgents",
  "userRole",
  "activeAssetData",
  "spotMeta",
  "outcomeMeta",
];
const ACTION_TYPES = ["order", "cancel", "cancelByCloid", "updateLeverage", "noop", "approveAgent", "modify"];
const address = fc.constantFrom("0x0000000000000000000000000000000000000001", "0x12", "nope");

describe("malformed requests (property)", () => {
  it("answers any body with Hyperliquid's 200 or 422, never an internal error", async () => {
    const clock = new ManualClock(TEST_START_TIME);
    const sim = createHlSim({ now: clock.now });
    const infoBody = fc.record(
      {
        type: fc.constantFrom(...INFO_TYPES),
        user: address,
        coin: fc.constantFrom("BTC", "kPEPE", "NOPE", ""),
        oid: fc.oneof(fc.integer(), fc.string(), fc.constant("0x000000000000000000000000000000a1")),
        req: fc.jsonValue(),
        startTime: fc.integer(),
      },
      { requiredKeys: ["type"] },
    );
    const exchangeBody = fc.record({
      action: fc.record({
        type: fc.constantFrom(...ACTION_TYPES),
        orders: fc.jsonValue(),
        cancels: fc.jsonValue(),
      }),
      nonce: fc.integer(),
      signature: fc.jsonValue(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/info", "/exchange"),
        fc.oneof(infoBody, exchangeBody, fc.jsonValue()),
        async (path, body) => {
          const response = await sim.handle(path, JSON.stringify(body) ?? "null");
          expect([200, 422]).toContain(response.status);
        },
      ),
      { numRuns: 300 },
    );
  });
});
