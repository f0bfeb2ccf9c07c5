import { describe, expect, it } from "vitest";
import { aesGcmDecrypt, aesGcmEncrypt, fromBase64, pbkdf2AesKey, randomBytes, toBase64 } from "./aes-gcm.ts";

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytesOf = (value: string) => new TextEncoder().encode(value);

describe("the shared AES-GCM steps", () => {
  it("round-trips through base64 and a PBKDF2 key, with a fresh 12-byte IV each time", async () => {
    const salt = randomBytes(16);
    const key = await pbkdf2AesKey("0xabc:secret", salt, 1000);
    const first = await aesGcmEncrypt(key, bytesOf("sk-or-v1-secret"));
    const second = await aesGcmEncrypt(key, bytesOf("sk-or-v1-secret"));
    expect(first.iv).toHaveLength(12);
    expect(toBase64(first.iv)).not.toBe(toBase64(second.iv));
    const again = await pbkdf2AesKey("0xabc:secret", fromBase64(toBase64(salt)), 1000);
    const opened = await aesGcmDecrypt(
      again,
      fromBase64(toBase64(first.iv)),
      fromBase64(toBase64(first.data)),
    );
    expect(text(opened)).toBe("sk-or-v1-secret");
  });

  it("refuses a wrong secret and a tampered ciphertext", async () => {
    const salt = randomBytes(16);
    const key = await pbkdf2AesKey("right", salt, 1000);
    const { iv, data } = await aesGcmEncrypt(key, bytesOf("agent key"));
    await expect(aesGcmDecrypt(await pbkdf2AesKey("wrong", salt, 1000), iv, data)).rejects.toThrow();
    const tampered = new Uint8Array(data);
    tampered[0] = (tampered[0] ?? 0) ^ 1;
    await expect(aesGcmDecrypt(key, iv, tampered)).rejects.toThrow();
  });
});
