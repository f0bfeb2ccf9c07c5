import { startTestExchange, TEST_START_TIME, type TestExchange } from "@app/hl-sim/testing";
import { formatPrice, formatSize } from "@nktkas/hyperliquid/utils";
import fc from "fast-check";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const COINS = { BTC: { a: 0, d: 5 }, ETH: { a: 1, d: 4 }, SOL: { a: 2, d: 2 } } as const;
const USDC = 1e6;
const micro = (value: string | undefined) => Math.round(Number(value) * USDC);

let env: TestExchange;
let keyCounter = 1000;
beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 77 });
});
afterAll(() => env.close());

const step = fc.record({
  coin: fc.constantFrom("BTC", "ETH", "SOL" as const),
  isBuy: fc.boolean(),
  usd: fc.integer({ min: 15, max: 2_500 }),
  waitMs: fc.integer({ min: 0, max: 15 * 60_000 }),
});

describe("accounting over HTTP (property)", () => {
  it("after any sequence of fills: accountValue = deposit + Σ closedPnl − Σ fees + Σ funding + Σ uPnL, and each fill moves it by −fee ± its gap to mark", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        keyCounter += 1;
        const wallet = privateKeyToAccount(`0x${keyCounter.toString(16).padStart(64, "0")}`);
        const user = wallet.address;
        const client = env.exchange(wallet);
        await env.info.clearinghouseState({ user });
        for (const s of steps) {
          env.clock.advance(s.waitMs);
          const { a, d } = COINS[s.coin];
          const [, contexts] = await env.info.metaAndAssetCtxs();
          const mid = Number(contexts[a]?.midPx);
          const mark = Number(contexts[a]?.markPx);
          const before = await env.info.clearinghouseState({ user });
          await client.order({
            orders: [
              {
                a,
                b: s.isBuy,
                p: formatPrice(mid * (s.isBuy ? 1.01 : 0.99), d),
                s: formatSize(s.usd / mid, d),
                r: false,
                t: { limit: { tif: "Ioc" } },
              },
            ],
            grouping: "na",
          });
          const after = await env.info.clearinghouseState({ user });
          const [fill] = await env.info.userFills({ user });
          const gap = (s.isBuy ? 1 : -1) * Number(fill?.sz) * (mark - Number(fill?.px));
          expect(micro(after.marginSummary.accountValue) - micro(before.marginSummary.accountValue)).toBe(
            -micro(fill?.fee) + Math.round(gap * USDC),
          );
        }
        const state = await env.info.clearinghouseState({ user });
        const fills = await env.info.userFills({ user });
        const funding = await env.info.userFunding({ user, startTime: 0 });
        const fundingUsdc = funding.reduce((sum, f) => sum + micro(f.delta.usdc), 0);
        const realised = fills.reduce((sum, f) => sum + micro(f.closedPnl) - micro(f.fee), fundingUsdc);
        const unrealised = state.assetPositions.reduce((sum, p) => sum + micro(p.position.unrealizedPnl), 0);
        expect(micro(state.marginSummary.accountValue)).toBe(10_000 * USDC + realised + unrealised);
      }),
      { numRuns: 12 },
    );
  });
});
