import {
  ApproveAgentTypes,
  ApproveBuilderFeeTypes,
  UsdClassTransferTypes,
  UsdSendTypes,
  Withdraw3Types,
} from "@nktkas/hyperliquid/api/exchange";
import { signL1Action, signUserSignedAction } from "@nktkas/hyperliquid/signing";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { canonicalL1Action, recoverActionSigner, recoverUserSignedActionSigner } from "./recover-signer.ts";

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
    const recovered = await recoverActionSigner({ action: ACTION, nonce: NONCE, signature });
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
    expect((await recoverActionSigner(signed))?.actionHash).toBe(
      "0x2d62412aa0fc57441b5189841d81554a6a9680bf07204e1454983a9ca44f0744",
    );
    expect((await recoverActionSigner(signed))?.signer).toBe(ADDRESS);
    expect((await recoverActionSigner({ ...signed, vaultAddress: undefined }))?.signer).not.toBe(ADDRESS);
  });

  it("recovers some other address for a mainnet signature or a tampered action", async () => {
    const mainnet = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: false });
    expect(
      (await recoverActionSigner({ action: ACTION, nonce: NONCE, signature: mainnet }))?.signer,
    ).not.toBe(ADDRESS);
    const testnet = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: true });
    const tampered = { ...ACTION, grouping: "normalTpsl" };
    expect(
      (await recoverActionSigner({ action: tampered, nonce: NONCE, signature: testnet }))?.signer,
    ).not.toBe(ADDRESS);
    expect(
      (await recoverActionSigner({ action: ACTION, nonce: NONCE + 1, signature: testnet }))?.signer,
    ).not.toBe(ADDRESS);
  });

  it("returns null for a signature that recovers nothing", async () => {
    const zero = `0x${"0".repeat(64)}` as const;
    expect(
      await recoverActionSigner({ action: ACTION, nonce: NONCE, signature: { r: zero, s: zero, v: 27 } }),
    ).toBeNull();
  });
});

describe("shared recovery details", () => {
  const wallet = privateKeyToAccount(KEY);

  it("hashes the action in the exchange's key order, whatever order it arrived in", async () => {
    const signature = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: true });
    const shuffled = {
      grouping: "na",
      orders: [{ t: { limit: { tif: "Gtc" } }, r: false, s: "0.1", p: "30000", b: true, a: 0 }],
      type: "order",
    };
    expect(Object.keys(canonicalL1Action(shuffled))).toEqual(["type", "orders", "grouping"]);
    expect((await recoverActionSigner({ action: shuffled, nonce: NONCE, signature }))?.signer).toBe(ADDRESS);
    // Marked canonical (the exchange decoded it with its schema already), it is hashed as given:
    // the same action in the exchange's order recovers the signer, a shuffled one does not.
    expect(
      (await recoverActionSigner({ action: ACTION, nonce: NONCE, signature, canonical: true }))?.signer,
    ).toBe(ADDRESS);
    expect(
      (await recoverActionSigner({ action: shuffled, nonce: NONCE, signature, canonical: true }))?.signer,
    ).not.toBe(ADDRESS);
  });

  it("recovers mainnet signatures only when told the network, and short r/s", async () => {
    const mainnet = await signL1Action({ wallet, action: ACTION, nonce: NONCE, isTestnet: false });
    expect(
      (await recoverActionSigner({ action: ACTION, nonce: NONCE, signature: mainnet, isTestnet: false }))
        ?.signer,
    ).toBe(ADDRESS);
    const short = { ...mainnet, r: `0x${mainnet.r.slice(2).replace(/^0+/, "")}` as const };
    expect(
      (await recoverActionSigner({ action: ACTION, nonce: NONCE, signature: short, isTestnet: false }))
        ?.signer,
    ).toBe(ADDRESS);
  });

  it("recovers a user-signed approveAgent", async () => {
    const action = {
      type: "approveAgent",
      signatureChainId: "0x66eee",
      hyperliquidChain: "Testnet",
      agentAddress: "0x1234567890123456789012345678901234567890",
      agentName: "bot",
      nonce: NONCE,
    } as const;
    const signature = await signUserSignedAction({ wallet, action, types: ApproveAgentTypes });
    expect(await recoverUserSignedActionSigner({ action, signature, types: ApproveAgentTypes })).toBe(
      ADDRESS,
    );
    expect(
      await recoverUserSignedActionSigner({
        action: { ...action, agentName: "other" },
        signature,
        types: ApproveAgentTypes,
      }),
    ).not.toBe(ADDRESS);
  });

  it("recovers user-signed actions of every kind on libsecp256k1 and on the portable path alike", async () => {
    const base = { signatureChainId: "0x66eee", hyperliquidChain: "Testnet" } as const;
    const cases = [
      {
        types: UsdSendTypes,
        action: { ...base, type: "usdSend", destination: ADDRESS, amount: "1.5", time: NONCE },
      },
      {
        types: Withdraw3Types,
        action: { ...base, type: "withdraw3", destination: ADDRESS, amount: "2", time: NONCE },
      },
      {
        types: UsdClassTransferTypes,
        action: { ...base, type: "usdClassTransfer", amount: "3", toPerp: false, nonce: NONCE },
      },
      {
        types: ApproveBuilderFeeTypes,
        action: { ...base, type: "approveBuilderFee", maxFeeRate: "0.01%", builder: ADDRESS, nonce: NONCE },
      },
      {
        types: ApproveAgentTypes,
        action: {
          ...base,
          type: "approveAgent",
          agentAddress: ADDRESS,
          agentName: "bot valid_until 1700000000000",
          nonce: NONCE,
        },
      },
    ];
    for (const { types, action } of cases) {
      const signature = await signUserSignedAction({ wallet, action, types });
      const signed = { action, signature, types };
      expect(await recoverUserSignedActionSigner(signed, "libsecp256k1")).toBe(ADDRESS);
      expect(await recoverUserSignedActionSigner(signed, "javascript")).toBe(ADDRESS);
      const short = { ...signature, r: signature.r.replace(/^0x0+/, "0x") as `0x${string}` };
      expect(await recoverUserSignedActionSigner({ ...signed, signature: short })).toBe(ADDRESS);
      const tampered = { ...signed, action: { ...action, nonce: NONCE + 1, time: NONCE + 1 } };
      expect(await recoverUserSignedActionSigner(tampered)).not.toBe(ADDRESS);
    }
  });
});
