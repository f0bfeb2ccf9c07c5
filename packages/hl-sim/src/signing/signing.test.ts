import { signL1Action } from "@nktkas/hyperliquid/signing";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { NONCE_PAST_MS, NonceTracker, TRACKED_NONCES } from "./nonces.ts";
import { recoverL1Signer } from "./verify-l1.ts";

// The SDK's public signing test vector (reference §2.3).
const KEY = "0x822e9959e022b78423eb653a62ea0020cd283e71a2a8133a6ff2aeffaf373cff";
const ADDRESS = "0xe5ca49fb3bd9a581f0d1ef9cb5d7177da08bf901";
const ACTION = {
  type: "order",
  orders: [{ a: 0, b: true, p: "30000", s: "0.1", r: false, t: { limit: { tif: "Gtc" } } }],
  grouping: "na",
};
const NONCE = 1234567890;

describe("L1 signature recovery", () => {
  const wallet = privateKeyToAccount(KEY);

  it("recovers a testnet signer and the known action hash", async () => {
    const signature = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: true });
    const recovered = await recoverL1Signer({ action: ACTION, nonce: NONCE, signature });
    expect(recovered?.signer).toBe(ADDRESS);
    expect(recovered?.actionHash).toBe("0x25367e0dba84351148288c2233cd6130ed6cec5967ded0c0b7334f36f957cc90");
  });

  it("covers the vault address and expiry in the hash", async () => {
    const vaultAddress = "0x1234567890123456789012345678901234567890";
    const signature = await signL1Action({
      wallet,
      action: ACTION,
      nonce: NONCE,
      isTestnet: true,
      vaultAddress,
      expiresAfter: NONCE,
    });
    const signed = { action: ACTION, nonce: NONCE, signature, vaultAddress, expiresAfter: NONCE } as const;
    expect((await recoverL1Signer(signed))?.actionHash).toBe(
      "0x2d62412aa0fc57441b5189841d81554a6a9680bf07204e1454983a9ca44f0744",
    );
    expect((await recoverL1Signer(signed))?.signer).toBe(ADDRESS);
    expect((await recoverL1Signer({ ...signed, vaultAddress: undefined }))?.signer).not.toBe(ADDRESS);
  });

  it("recovers some other address for a mainnet signature or a tampered action", async () => {
    const mainnet = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: false });
    expect((await recoverL1Signer({ action: ACTION, nonce: NONCE, signature: mainnet }))?.signer).not.toBe(
      ADDRESS,
    );
    const testnet = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: true });
    const tampered = { ...ACTION, grouping: "normalTpsl" };
    expect((await recoverL1Signer({ action: tampered, nonce: NONCE, signature: testnet }))?.signer).not.toBe(
      ADDRESS,
    );
    expect(
      (await recoverL1Signer({ action: ACTION, nonce: NONCE + 1, signature: testnet }))?.signer,
    ).not.toBe(ADDRESS);
  });

  it("returns null for a signature that recovers nothing", async () => {
    const zero = `0x${"0".repeat(64)}` as const;
    expect(
      await recoverL1Signer({ action: ACTION, nonce: NONCE, signature: { r: zero, s: zero, v: 27 } }),
    ).toBeNull();
  });
});

describe("nonce rules", () => {
  const now = 1_763_600_000_000;

  it("accepts fresh nonces once and refuses replays", () => {
    const nonces = new NonceTracker();
    expect(nonces.check("0xa", now, now)).toBeNull();
    nonces.record("0xa", now);
    expect(nonces.check("0xa", now, now)).toBe(`Invalid nonce: duplicate nonce ${now}`);
    expect(nonces.check("0xb", now, now)).toBeNull();
  });

  it("refuses nonces outside (now − 2 days, now + 1 day)", () => {
    const nonces = new NonceTracker();
    expect(nonces.check("0xa", now - NONCE_PAST_MS, now)).toMatch(/^Invalid nonce/);
    expect(nonces.check("0xa", now - NONCE_PAST_MS + 1, now)).toBeNull();
    expect(nonces.check("0xa", now + 86_400_000, now)).toMatch(/^Invalid nonce/);
  });

  it("keeps the 100 highest and refuses anything not above the smallest of them", () => {
    const nonces = new NonceTracker();
    for (let i = 1; i <= TRACKED_NONCES + 5; i += 1) nonces.record("0xa", now + i);
    expect(nonces.check("0xa", now + 6, now)).toMatch(/duplicate/);
    expect(nonces.check("0xa", now + 3, now)).toMatch(/lower than the smallest/);
    expect(nonces.check("0xa", now + 500, now)).toBeNull();
  });
});
