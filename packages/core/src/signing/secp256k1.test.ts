import { keccak256, toHex } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { recoverDigestSigner, SECP256K1_BACKEND } from "./secp256k1.ts";

describe("signature recovery with libsecp256k1 and the portable fallback", () => {
  it("runs on libsecp256k1 here, whose binary ships inside the package", () => {
    expect(SECP256K1_BACKEND).toBe("libsecp256k1");
  });

  it("recovers the same signer as viem's JavaScript for every signature", async () => {
    for (let i = 1; i <= 40; i += 1) {
      const wallet = privateKeyToAccount(keccak256(toHex(`key ${i}`)));
      const digest = keccak256(toHex(`message ${i}`));
      const signature = await wallet.sign({ hash: digest });
      const r = `0x${signature.slice(2, 66)}` as const;
      const s = `0x${signature.slice(66, 130)}` as const;
      const v = Number.parseInt(signature.slice(130, 132), 16);
      const expected = wallet.address.toLowerCase();
      expect(await recoverDigestSigner(digest, r, s, v)).toBe(expected);
      expect(await recoverDigestSigner(digest, r, s, v, "javascript")).toBe(expected);
      expect(await recoverDigestSigner(digest, r, s, v - 27)).toBe(expected);
    }
  });

  it("answers null for a signature that recovers nothing, on both paths", async () => {
    const zero = `0x${"0".repeat(64)}` as const;
    const digest = keccak256(toHex("x"));
    expect(await recoverDigestSigner(digest, zero, zero, 27)).toBeNull();
    expect(await recoverDigestSigner(digest, zero, zero, 27, "javascript")).toBeNull();
    expect(await recoverDigestSigner(digest, zero, zero, 29)).toBeNull();
  });
});
