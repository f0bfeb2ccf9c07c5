import { startTestExchange, TEST_START_TIME, type TestExchange, testWallet } from "@app/hl-sim/testing";
import { UsdSendTypes } from "@nktkas/hyperliquid/api/exchange";
import { signL1Action, signUserSignedAction } from "@nktkas/hyperliquid/signing";
import { formatPrice } from "@nktkas/hyperliquid/utils";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NOT_AVAILABLE } from "./l1-actions.ts";

/**
 * Request bodies written out exactly as other Hyperliquid clients send them, posted raw: the official
 * Python SDK sends `"vaultAddress": null` and `"expiresAfter": null` on every action and writes `r`/`s`
 * with `to_hex(int)`, which drops leading zeros.
 */
let env: TestExchange;
const wallet = testWallet("alice");
const alice = wallet.address.toLowerCase() as `0x${string}`;
const bob = testWallet("bob").address.toLowerCase() as `0x${string}`;
let lastNonce = 0;
/** Nonces from the exchange's clock, as the Python SDK takes them from its own (`get_timestamp_ms`). */
const nextNonce = () => {
  lastNonce = Math.max(env.clock.now(), lastNonce + 1);
  return lastNonce;
};

async function post(body: unknown): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${env.url}/exchange`, { method: "POST", body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: response.status === 200 ? JSON.parse(text) : text };
}

/** `to_hex(int)` of a 32-byte component: no leading zeros. */
const pythonHex = (hex: `0x${string}`) => `0x${BigInt(hex).toString(16)}`;

/** The Python SDK's `_post_action` body for an L1 action. */
async function pythonL1(action: Record<string, unknown>, nonce = nextNonce()) {
  const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
  return {
    action,
    nonce,
    signature: { r: pythonHex(signature.r), s: pythonHex(signature.s), v: signature.v },
    vaultAddress: null,
    expiresAfter: null,
  };
}

/** The Python SDK's limit order wire for BTC at mid + 1 % (an IOC fills at once). */
async function btcOrder(size: string) {
  const mids = await env.info.allMids();
  const p = formatPrice(Number(mids.BTC) * 1.01, 5);
  return {
    type: "order",
    orders: [{ a: 0, b: true, p, s: size, r: false, t: { limit: { tif: "Ioc" } } }],
    grouping: "na",
  };
}

beforeAll(async () => {
  env = await startTestExchange({ start: TEST_START_TIME, seed: 9 });
  await env.info.clearinghouseState({ user: alice });
});
afterAll(() => env.close());

describe("raw request bodies as other clients send them", () => {
  it("accepts the Python SDK's order with null vaultAddress and expiresAfter", async () => {
    const answer = await post(await pythonL1(await btcOrder("0.001")));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: "ok", response: { type: "order" } });
    expect(JSON.stringify(answer.json)).toContain('"filled"');
  });

  it("accepts r and s written without leading zeros", async () => {
    // About one signature in sixteen has an r starting with a zero nibble; find one deterministically.
    let body: Awaited<ReturnType<typeof pythonL1>> | undefined;
    for (let i = 0; i < 200 && !body; i += 1) {
      const candidate = await pythonL1({ type: "updateLeverage", asset: 0, isCross: true, leverage: 10 });
      if (candidate.signature.r.length < 66 || candidate.signature.s.length < 66) body = candidate;
    }
    if (!body) throw new Error("no signature with a leading zero in 200 tries");
    expect(await post(body)).toEqual({ status: 200, json: { status: "ok", response: { type: "default" } } });
  });

  it("accepts the Python SDK's usdSend (user-signed, with the nulls it always adds)", async () => {
    const time = nextNonce();
    const action = {
      destination: bob,
      amount: "12.5",
      time,
      type: "usdSend",
      signatureChainId: "0x66eee" as const,
      hyperliquidChain: "Testnet",
    };
    const signature = await signUserSignedAction({ wallet, action, types: UsdSendTypes });
    const body = { action, nonce: time, signature, vaultAddress: null, expiresAfter: null };
    expect(await post(body)).toEqual({ status: 200, json: { status: "ok", response: { type: "default" } } });
    const state = await env.info.clearinghouseState({ user: bob });
    expect(state.withdrawable).toBe("10012.5");
  });

  it("answers setReferrer in Hyperliquid's JSON, as clients send it in the background", async () => {
    const answer = await post(await pythonL1({ type: "setReferrer", code: "SOMECLIENT" }));
    expect(answer).toEqual({
      status: 200,
      json: { status: "err", response: "Referral code does not exist." },
    });
  });

  it("refuses an order of zero size with Hyperliquid's message", async () => {
    const answer = await post(await pythonL1(await btcOrder("0")));
    expect(answer.json).toEqual({
      status: "ok",
      response: { type: "order", data: { statuses: [{ error: "Order has zero size. asset=0" }] } },
    });
  });

  it("refuses an expired action with Hyperliquid's message", async () => {
    const nonce = nextNonce();
    const action = { type: "noop" };
    const expiresAfter = env.clock.now() - 1;
    const signature = await signL1Action({ wallet, action, nonce, isTestnet: true, expiresAfter });
    const answer = await post({ action, nonce, signature, vaultAddress: null, expiresAfter });
    expect(answer.json).toEqual({ status: "err", response: "Action already expired" });
  });

  it("answers every other action type Hyperliquid knows with an error in its JSON, never a 422", async () => {
    for (const type of NOT_AVAILABLE) {
      const answer = await post(await pythonL1({ type }));
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        status: "err",
        response: `Action ${type} is not available on this local exchange, which has paper perp accounts only.`,
      });
    }
  });
});
