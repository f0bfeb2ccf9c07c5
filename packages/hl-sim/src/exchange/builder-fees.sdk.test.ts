import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { ApproveBuilderFeeTypes } from "@nktkas/hyperliquid/api/exchange";
import { signL1Action, signUserSignedAction } from "@nktkas/hyperliquid/signing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import type { PrivateKeyAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Hyperliquid's builder-code rules (docs "Builder codes"): the user's main wallet approves a maximum fee
 * per builder (at most 0.1 % on perps, 1 % on spot), an approval at "0%" is still an approval (clients
 * attach their builder with `f: 0` to attribute volume without charging), lowering it to "0%" revokes
 * every positive fee, and a builder needs 100 USDC of perp account value to be approved. Bodies are
 * written out as third-party clients send them and posted raw; the SDK is checked too.
 */
let env: TestExchange;
const builder = testWallet("mallory").address.toLowerCase() as `0x${string}`;
const lastNonce = new Map<string, number>();
/** Raw bodies' nonces run an hour ahead of the SDK clients' (from the same fixed clock), so they never collide. */
const nextNonce = (wallet: PrivateKeyAccount) => {
  const nonce = Math.max(env.clock.now() + 3_600_000, (lastNonce.get(wallet.address) ?? 0) + 1);
  lastNonce.set(wallet.address, nonce);
  return nonce;
};

async function post(path: "/exchange" | "/info", body: unknown): Promise<unknown> {
  const response = await fetch(`${env.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** `approveBuilderFee` as the Python SDK and ccxt write it: signed on chain 0x66eee, builder in lower case. */
async function approveRaw(wallet: PrivateKeyAccount, maxFeeRate: string, who = builder) {
  const nonce = nextNonce(wallet);
  const action = {
    type: "approveBuilderFee",
    signatureChainId: "0x66eee",
    hyperliquidChain: "Testnet",
    maxFeeRate,
    builder: who,
    nonce,
  } as const;
  const signature = await signUserSignedAction({ wallet, action, types: ApproveBuilderFeeTypes });
  return post("/exchange", { action, nonce, signature });
}

/** An IOC buy of 0.001 BTC at mid + 1 % with the builder attached at fee `f`, posted raw. */
async function buyRaw(wallet: PrivateKeyAccount, f: number) {
  const mids = (await post("/info", { type: "allMids" })) as Record<string, string>;
  const p = formatPrice(Number(mids.BTC) * 1.01, 5);
  const action = {
    type: "order",
    orders: [{ a: 0, b: true, p, s: "0.001", r: false, t: { limit: { tif: "Ioc" } } }],
    grouping: "na",
    builder: { b: builder, f },
  };
  const nonce = nextNonce(wallet);
  const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
  return post("/exchange", { action, nonce, signature, vaultAddress: null, expiresAfter: null });
}

const maxBuilderFee = (user: string) => post("/info", { type: "maxBuilderFee", user, builder });
const filled = expect.objectContaining({
  status: "ok",
  response: { type: "order", data: { statuses: [expect.objectContaining({ filled: expect.anything() })] } },
});
const refused = (message: string) => ({ status: "err", response: message });

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 17 });
  for (const name of ["alice", "bob", "mallory"] as const) {
    await env.info.clearinghouseState({ user: testWallet(name).address });
  }
});
afterAll(() => env.close());

describe("builder fees as Hyperliquid applies them", () => {
  it("takes a 0 % approval as an approval: a zero-fee builder then trades, a positive fee does not", async () => {
    const alice = testWallet("alice");
    expect(await buyRaw(alice, 0)).toEqual(refused("Builder fee has not been approved."));
    expect(await approveRaw(alice, "0%")).toEqual({ status: "ok", response: { type: "default" } });
    expect(await maxBuilderFee(alice.address)).toBe(0);
    expect(await buyRaw(alice, 0)).toEqual(filled);
    expect(await buyRaw(alice, 1)).toEqual(refused("Builder fee has not been approved."));
    const [fill] = await env.info.userFills({ user: alice.address });
    expect(fill?.builderFee).toBe("0.0");
  });

  it("revokes every positive fee when the approval is lowered to 0 %, keeping the zero-fee builder", async () => {
    const bob = testWallet("bob");
    const client = env.exchange(bob);
    await client.approveBuilderFee({ builder, maxFeeRate: "0.05%" });
    expect(await maxBuilderFee(bob.address)).toBe(50);
    expect(await buyRaw(bob, 50)).toEqual(filled);
    await client.approveBuilderFee({ builder, maxFeeRate: "0%" });
    expect(await maxBuilderFee(bob.address)).toBe(0);
    expect(await buyRaw(bob, 10)).toEqual(refused("Builder fee has not been approved."));
    expect(await buyRaw(bob, 0)).toEqual(filled);
  });

  it("approves up to 1 % (the spot maximum) but charges perps at most 0.1 %", async () => {
    const bob = testWallet("bob");
    expect(await approveRaw(bob, "1.001%")).toEqual(refused("Builder fee rate exceeds the maximum of 1%."));
    expect(await approveRaw(bob, "1%")).toEqual({ status: "ok", response: { type: "default" } });
    expect(await maxBuilderFee(bob.address)).toBe(1000);
    expect(await buyRaw(bob, 100)).toEqual(filled);
    expect(await buyRaw(bob, 101)).toEqual(refused("Builder fee exceeds the maximum of 0.1% on perps."));
  });

  it("needs the builder to hold 100 USDC of perp account value, and the user's own wallet to sign", async () => {
    const alice = testWallet("alice");
    const mallory = env.exchange(testWallet("mallory"));
    // The builder moves all but 50 USDC of its perp balance to spot.
    const state = await env.info.clearinghouseState({ user: builder });
    const keep = 50;
    await mallory.usdClassTransfer({ amount: String(Number(state.withdrawable) - keep), toPerp: false });
    expect(await approveRaw(alice, "0.01%")).toEqual(
      refused("Builder has insufficient balance to be approved."),
    );
    await mallory.usdClassTransfer({ amount: "100", toPerp: true });
    expect(await approveRaw(alice, "0.01%")).toEqual({ status: "ok", response: { type: "default" } });
    // An agent cannot approve a builder for its master.
    const agent = testWallet("agent");
    await env.exchange(alice).approveAgent({ agentAddress: agent.address, agentName: "bot" });
    const byAgent = (await approveRaw(agent, "0.1%")) as { status: string; response: string };
    expect(byAgent.status).toBe("err");
    expect(byAgent.response).toContain("does not exist");
    expect(await maxBuilderFee(alice.address)).toBe(10);
  });
});
