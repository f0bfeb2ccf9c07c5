import fc from "fast-check";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitsOf, openWithStop, setPolicy, viewOf } from "./support/exit-helpers.ts";
import { signIn, startTestServer, type TestServer } from "./support/test-server.ts";

describe("the exit manager keeps exactly one live stop", () => {
  let server: TestServer;
  let time = Date.now();
  beforeAll(async () => {
    server = await startTestServer(
      { HL_RATE_LIMIT_PER_MINUTE: "100000" },
      { now: () => time, exitManager: { timer: false, minMoveIntervalMs: 30_000 } },
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it("at every step of any path of the market: one stop while the position is open, none once it is closed", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("BUY" as const, "SELL" as const),
        fc.oneof(
          fc.record({
            kind: fc.constant("trailing" as const),
            percent: fc.double({ min: 0.3, max: 3, noNaN: true }),
          }),
          fc.record({
            kind: fc.constant("breakEven" as const),
            percent: fc.double({ min: 0.1, max: 1, noNaN: true }),
          }),
        ),
        // Steps of the exchange's clock, in seconds: some inside the rate limit, most past it.
        fc.array(fc.integer({ min: 5, max: 1_800 }), { minLength: 3, maxLength: 12 }),
        async (side, policy, steps) => {
          run += 1;
          const account = privateKeyToAccount(generatePrivateKey());
          const user = account.address.toLowerCase();
          const { cookie } = await signIn(server, account);
          const opened = await openWithStop(server, cookie, account, {
            coin: "ETH",
            side,
            quantity: 0.05,
            stopFraction: 0.01,
            key: `exit-property-${run}`,
          });
          const cloid = opened.stops[0]?.cloid;
          expect((await setPolicy(server, cookie, account, "ETH", policy)).status).toBe(200);
          let last = Number(opened.stops[0]?.triggerPx);
          for (const seconds of steps) {
            time += seconds * 1_000;
            await server.exitManager.poll();
            const view = await viewOf(server, user, "ETH");
            if (view.szi === 0) {
              expect(view.stops).toEqual([]);
              break;
            }
            expect(view.stops).toHaveLength(1);
            expect(view.stops[0]?.cloid).toBe(cloid);
            const stop = Number(view.stops[0]?.triggerPx);
            // Monotonic: only ever toward profit.
            expect(side === "BUY" ? stop >= last : stop <= last).toBe(true);
            last = stop;
          }
          const { exits } = await exitsOf(server, cookie, account);
          expect(exits).toHaveLength(1);
        },
      ),
      { numRuns: 6 },
    );
  });
});
