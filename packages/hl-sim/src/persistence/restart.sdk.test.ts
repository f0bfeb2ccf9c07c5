import { appendFileSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  ManualClock,
  startTestExchange,
  TEST_START_TIME,
  type TestExchange,
  testDataDir,
  testWallet,
} from "@app/hl-sim/testing";
import { ExchangeClient } from "@nktkas/hyperliquid";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, describe, expect, it } from "vitest";
import { JOURNAL_FILE } from "./journal.ts";

const alice = testWallet("alice");
const agent = testWallet("agent");
const user = alice.address;
const dataDir = testDataDir("hl-sim-journal-");
const clock = new ManualClock(TEST_START_TIME);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Everything a user can see of its account. */
async function snapshot(env: TestExchange) {
  return {
    state: await env.info.clearinghouseState({ user }),
    orders: await env.info.frontendOpenOrders({ user }),
    fills: await env.info.userFills({ user }),
    agents: await env.info.extraAgents({ user }),
    funding: await env.info.userFunding({ user, startTime: 0 }),
    mids: await env.info.allMids(),
  };
}

describe("durability (journal in dataDir)", () => {
  it("keeps accounts, positions, orders, fills, agents, nonces and the market across restarts", async () => {
    const first = await startTestExchange({ now: clock.now, seed: 4, dataDir });
    await first.info.clearinghouseState({ user });
    const client = first.exchange(alice);
    const mid = Number((await first.info.allMids()).ETH);
    await client.order({
      orders: [
        { a: 1, b: true, p: formatPrice(mid * 1.01, 4), s: "0.2", r: false, t: { limit: { tif: "Ioc" } } },
        { a: 1, b: true, p: formatPrice(mid * 0.95, 4), s: "0.1", r: false, t: { limit: { tif: "Gtc" } } },
      ],
      grouping: "na",
    });
    await client.approveAgent({ agentAddress: agent.address, agentName: "bot" });
    const nonce = clock.now() + 5;
    const fixed = new ExchangeClient({
      transport: first.transport,
      wallet: alice,
      nonceManager: () => nonce,
    });
    await fixed.updateLeverage({ asset: 1, isCross: true, leverage: 7 });
    clock.advance(3 * 3_600_000 + 17_000);
    const before = await snapshot(first);
    expect(before.funding.length).toBeGreaterThanOrEqual(3);
    await first.close();

    // Another seed is ignored: the journal's anchor wins, so prices continue where they were.
    const second = await startTestExchange({ now: clock.now, seed: 99, dataDir });
    expect(await snapshot(second)).toEqual(before);
    const again = new ExchangeClient({
      transport: second.transport,
      wallet: alice,
      nonceManager: () => nonce,
    });
    await expect(again.updateLeverage({ asset: 1, isCross: true, leverage: 7 })).rejects.toThrow(
      `Invalid nonce: duplicate nonce ${nonce}`,
    );
    clock.advance(1000);
    await second.exchange(agent).order({
      orders: [
        { a: 1, b: false, p: formatPrice(mid * 0.5, 4), s: "0.2", r: true, t: { limit: { tif: "Ioc" } } },
      ],
      grouping: "na",
    });
    const afterClose = await snapshot(second);
    expect(afterClose.state.assetPositions).toEqual([]);
    await second.close();

    // A crash while writing leaves a torn last line: it is ignored and cut off.
    appendFileSync(path.join(dataDir, JOURNAL_FILE), '{"k":"x","t":1,"body":{"act');
    const third = await startTestExchange({ now: clock.now, dataDir });
    expect(await snapshot(third)).toEqual(afterClose);
    await third.close();
    expect(readFileSync(path.join(dataDir, JOURNAL_FILE), "utf8").endsWith("\n")).toBe(true);
  });
});
