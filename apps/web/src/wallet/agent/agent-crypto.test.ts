import { KEY_ENCRYPTION } from "@app/core";
import { generatePrivateKey } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { decryptAgentKey, encryptAgentKey, unlockSecretFromSignature } from "./agent-crypto.ts";

const MAIN = "0x9f2c4b1e7a3d5c6b8e0f1a2b3c4d5e6f7a8b9c0d";
const SECRET = unlockSecretFromSignature(`0x${"ab".repeat(65)}`);
const lock = { mainWallet: MAIN, secret: SECRET };

function bytes(base64: string): number {
  return atob(base64).length;
}

describe("agent key encryption", () => {
  it("round-trips with the spec's salt and IV sizes, a fresh salt and IV each time", async () => {
    const key = generatePrivateKey();
    const first = await encryptAgentKey(key, lock);
    const second = await encryptAgentKey(key, lock);
    expect(bytes(first.salt)).toBe(KEY_ENCRYPTION.saltBytes);
    expect(bytes(first.iv)).toBe(KEY_ENCRYPTION.ivBytes);
    expect(first.salt).not.toBe(second.salt);
    expect(JSON.stringify(first)).not.toContain(key.slice(2));
    expect(
      await decryptAgentKey(first, { mainWallet: MAIN.toUpperCase().replace("0X", "0x"), secret: SECRET }),
    ).toBe(key);
  });

  it("refuses a wrong secret (storage plus the public address is not enough) and another wallet", async () => {
    const encrypted = await encryptAgentKey(generatePrivateKey(), lock);
    const other = unlockSecretFromSignature(`0x${"cd".repeat(65)}`);
    await expect(decryptAgentKey(encrypted, { mainWallet: MAIN, secret: other })).rejects.toMatchObject({
      code: "DECRYPT_FAILED",
    });
    await expect(
      decryptAgentKey(encrypted, {
        mainWallet: "0x0000000000000000000000000000000000000001",
        secret: SECRET,
      }),
    ).rejects.toMatchObject({ code: "DECRYPT_FAILED" });
  });

  it("refuses tampered ciphertext, salt or IV", async () => {
    const encrypted = await encryptAgentKey(generatePrivateKey(), lock);
    const flip = (base64: string) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      raw[0] = (raw[0] ?? 0) ^ 1;
      return btoa(String.fromCharCode(...raw));
    };
    for (const field of ["ciphertext", "salt", "iv"] as const) {
      await expect(
        decryptAgentKey({ ...encrypted, [field]: flip(encrypted[field]) }, lock),
      ).rejects.toMatchObject({ code: "DECRYPT_FAILED" });
    }
  });
});
