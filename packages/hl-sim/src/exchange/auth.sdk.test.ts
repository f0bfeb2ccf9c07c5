import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { ExchangeClient } from "@nktkas/hyperliquid";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const alice = testWallet("alice");
const bob = testWallet("bob");
const operator = testWallet("operator");
const mallory = testWallet("mallory");

let env: TestExchange;

/** A BTC market buy of 0.001 as an SDK order action. */
async function btcBuy() {
  const mids = await env.info.allMids();
  return {
    orders: [
      {
        a: 0,
        b: true,
        p: formatPrice(Number(mids.BTC) * 1.01, 5),
        s: "0.001",
        r: false,
        t: { limit: { tif: "Ioc" as const } },
      },
    ],
    grouping: "na" as const,
  };
}

/** Posts a raw body to /exchange and returns the JSON answer. */
async function postExchange(body: unknown): Promise<unknown> {
  const response = await fetch(`${env.url}/exchange`, { method: "POST", body: JSON.stringify(body) });
  expect(response.headers.get("content-type")).toBe("application/json");
  return response.json();
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 3, operators: [operator.address] });
  // Users become known to the exchange with their first query, as the app's account overview does.
  for (const user of [alice, mallory]) await env.info.clearinghouseState({ user: user.address });
});
afterAll(() => env.close());

describe("signature and authorisation checks", () => {
  it("accepts a correctly signed testnet order", async () => {
    const result = await env.exchange(alice).order(await btcBuy());
    expect(result.status).toBe("ok");
  });

  it("refuses a tampered action: the signature recovers an unknown address", async () => {
    const action = { type: "order", ...(await btcBuy()) };
    const nonce = env.clock.now() + 10;
    const signature = await signL1Action({ wallet: alice, action, nonce, isTestnet: true });
    const tampered = { ...action, orders: [{ ...action.orders[0], s: "0.002" }] };
    const answer = await postExchange({ action: tampered, nonce, signature });
    expect(answer).toMatchObject({
      status: "err",
      response: expect.stringMatching(/^User or API Wallet 0x[0-9a-f]{40} does not exist\.$/),
    });
    expect(JSON.stringify(answer)).not.toContain(alice.address.toLowerCase());
  });

  it("refuses an action signed for mainnet", async () => {
    const mainnet = env.exchange(alice, { isTestnet: false });
    const error = await mainnet.order(await btcBuy()).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/User or API Wallet 0x[0-9a-f]{40} does not exist\./);
    expect(String(error)).not.toContain(alice.address.toLowerCase());
  });

  it("refuses a replayed nonce", async () => {
    const nonce = env.clock.now() + 20;
    const fixedNonce = new ExchangeClient({
      transport: env.transport,
      wallet: alice,
      nonceManager: () => nonce,
    });
    await fixedNonce.order(await btcBuy());
    await expect(fixedNonce.order(await btcBuy())).rejects.toThrow(`Invalid nonce: duplicate nonce ${nonce}`);
  });

  it("refuses a nonce far from the exchange's clock", async () => {
    const stale = new ExchangeClient({
      transport: env.transport,
      wallet: alice,
      nonceManager: () => env.clock.now() - 3 * 86_400_000,
    });
    await expect(stale.updateLeverage({ asset: 0, isCross: true, leverage: 3 })).rejects.toThrow(
      `Invalid nonce: nonce too low ${env.clock.now() - 3 * 86_400_000} < ${env.clock.now() - 2 * 86_400_000}`,
    );
  });

  it("refuses a signer it has never seen", async () => {
    const stranger = env.exchange(bob);
    await expect(stranger.order(await btcBuy())).rejects.toThrow(
      `User or API Wallet ${bob.address.toLowerCase()} does not exist.`,
    );
  });

  it("lets an operator trade a user's paper account with vaultAddress", async () => {
    const server = env.exchange(operator);
    const result = await server.order(await btcBuy(), { vaultAddress: bob.address });
    expect(result.response.data.statuses[0]).toHaveProperty("filled");
    const bobState = await env.info.clearinghouseState({ user: bob.address });
    expect(bobState.assetPositions[0]?.position).toMatchObject({ coin: "BTC", szi: "0.001" });
    const operatorState = await env.info.clearinghouseState({ user: operator.address });
    expect(operatorState.assetPositions).toEqual([]);
    // Now that bob's account exists, bob may also sign for himself.
    await env.exchange(bob).updateLeverage({ asset: 0, isCross: true, leverage: 10 });
  });

  it("lets an operator without vaultAddress trade its own account", async () => {
    await env.exchange(operator).order(await btcBuy());
    const state = await env.info.clearinghouseState({ user: operator.address });
    expect(state.assetPositions[0]?.position.szi).toBe("0.001");
  });

  it("refuses vaultAddress from a signer that is not an operator", async () => {
    await expect(
      env.exchange(mallory).order(await btcBuy(), { vaultAddress: alice.address }),
    ).rejects.toThrow(
      `Signer ${mallory.address.toLowerCase()} is not allowed to act for ${alice.address.toLowerCase()}.`,
    );
    const fills = await env.info.userFills({ user: alice.address });
    expect(fills.every((fill) => fill.sz === "0.001")).toBe(true);
    expect(fills).toHaveLength(2);
  });

  it("answers undecodable exchange bodies with 422 and unsupported actions with an error", async () => {
    for (const body of ['{"action":{"type":"order"}}', '{"action":{"type":"bogus"},"nonce":1}', "nope"]) {
      const response = await fetch(`${env.url}/exchange`, { method: "POST", body });
      expect(response.status).toBe(422);
    }
    expect(await postExchange({ action: { type: "createSubAccount" }, nonce: 1 })).toEqual({
      status: "err",
      response:
        "Action createSubAccount is not available on this local exchange, which has paper perp accounts only.",
    });
    const response = await fetch(`${env.url}/exchange`, {
      method: "POST",
      body: JSON.stringify({ action: { type: "approveAgent" }, nonce: 1 }),
    });
    expect(response.status).toBe(422);
  });
});
