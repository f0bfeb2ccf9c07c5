import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const alice = testWallet("alice");
const bob = testWallet("bob");
const agent = testWallet("agent");
const agent2 = testWallet("agent2");
const ZERO = "0x0000000000000000000000000000000000000000";
const HOUR = 3_600_000;

let env: TestExchange;

/** A small BTC market buy. */
async function btcBuy() {
  const mid = Number((await env.info.allMids()).BTC);
  return {
    orders: [
      {
        a: 0,
        b: true,
        p: formatPrice(mid * 1.01, 5),
        s: "0.001",
        r: false,
        t: { limit: { tif: "Ioc" as const } },
      },
    ],
    grouping: "na" as const,
  };
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 9 });
  for (const user of [alice, bob]) await env.info.clearinghouseState({ user: user.address });
});
afterAll(() => env.close());

describe("agents (API wallets)", () => {
  it("approves a named agent with valid_until, lists it and lets it trade for its master", async () => {
    const validUntil = env.clock.now() + 2 * HOUR;
    const result = await env.exchange(alice).approveAgent({
      agentAddress: agent.address,
      agentName: `bot valid_until ${validUntil}`,
    });
    expect(result).toEqual({ status: "ok", response: { type: "default" } });
    expect(await env.info.extraAgents({ user: alice.address })).toEqual([
      { address: agent.address.toLowerCase(), name: "bot", validUntil },
    ]);
    expect(await env.info.userRole({ user: agent.address })).toEqual({
      role: "agent",
      data: { user: alice.address.toLowerCase() },
    });
    expect(await env.info.userRole({ user: alice.address })).toEqual({ role: "user" });
    expect(await env.info.userRole({ user: testWallet("mallory").address })).toEqual({ role: "missing" });
    await env.exchange(agent).order(await btcBuy());
    const state = await env.info.clearinghouseState({ user: alice.address });
    expect(state.assetPositions[0]?.position.szi).toBe("0.001");
  });

  it("accepts whatever signatureChainId the approval was signed on", async () => {
    const client = env.exchange(bob, { signatureChainId: "0x66eee" });
    await client.approveAgent({ agentAddress: agent2.address, agentName: null });
    expect(await env.info.extraAgents({ user: bob.address })).toEqual([
      { address: agent2.address.toLowerCase(), name: "", validUntil: null },
    ]);
  });

  it("refuses an approval signed for mainnet, a tampered approval and an agent approving agents", async () => {
    await expect(
      env
        .exchange(alice, { isTestnet: false })
        .approveAgent({ agentAddress: agent2.address, agentName: "x" }),
    ).rejects.toThrow("hyperliquidChain");
    await expect(
      env.exchange(agent).approveAgent({ agentAddress: agent2.address, agentName: "y" }),
    ).rejects.toThrow(`User or API Wallet ${agent.address.toLowerCase()} does not exist.`);
  });

  it("keeps at most three named agents and replaces one approved under the same name", async () => {
    const keys = [1, 2, 3, 4].map((i) =>
      privateKeyToAccount(`0x${(900 + i).toString(16).padStart(64, "0")}`),
    );
    const client = env.exchange(alice);
    await client.approveAgent({ agentAddress: keys[0]?.address ?? ZERO, agentName: "two" });
    await client.approveAgent({ agentAddress: keys[1]?.address ?? ZERO, agentName: "three" });
    await expect(
      client.approveAgent({ agentAddress: keys[2]?.address ?? ZERO, agentName: "four" }),
    ).rejects.toThrow("Too many extra agents");
    await client.approveAgent({ agentAddress: keys[3]?.address ?? ZERO, agentName: "two" });
    const names = (await env.info.extraAgents({ user: alice.address })).map((a) => [a.name, a.address]);
    expect(names).toContainEqual(["two", keys[3]?.address.toLowerCase()]);
    expect(names).toHaveLength(3);
  });

  it("revokes an agent approved again as the zero address", async () => {
    await env.exchange(alice).approveAgent({ agentAddress: ZERO, agentName: "two" });
    const names = (await env.info.extraAgents({ user: alice.address })).map((a) => a.name);
    expect(names.sort()).toEqual(["bot", "three"]);
  });

  it("stops an agent at its expiry with Hyperliquid's unknown-signer answer", async () => {
    env.clock.advance(2 * HOUR + 1);
    await expect(env.exchange(agent).order(await btcBuy())).rejects.toThrow(
      `User or API Wallet ${agent.address.toLowerCase()} does not exist.`,
    );
    const names = (await env.info.extraAgents({ user: alice.address })).map((a) => a.name);
    expect(names).toEqual(["three"]);
    expect(await env.info.userRole({ user: agent.address })).toEqual({ role: "missing" });
  });
});
