/**
 * The WebCrypto steps the browser's secrets share: provider keys in local storage (key vault) and the
 * agent key in session storage. AES-GCM authenticates what it encrypts, so a tampered ciphertext or a
 * wrong key fails to open instead of giving garbage.
 */

import { KEY_ENCRYPTION } from "@app/core";

/** Bytes as base64 text, for JSON storage. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 text back to bytes; throws on text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Fresh random bytes (salts, IVs). */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Encrypts bytes under a fresh IV; both travel together. */
export async function aesGcmEncrypt(
  key: CryptoKey,
  plain: Uint8Array<ArrayBuffer>,
): Promise<{ iv: Uint8Array<ArrayBuffer>; data: Uint8Array<ArrayBuffer> }> {
  const iv = randomBytes(KEY_ENCRYPTION.ivBytes);
  const data = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain);
  return { iv, data: new Uint8Array(data) };
}

/** Decrypts and authenticates; rejects on a wrong key or tampered data. */
export async function aesGcmDecrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, data));
}

/** A non-extractable AES-256-GCM key derived from a secret text with PBKDF2-SHA-256. */
export async function pbkdf2AesKey(
  secret: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), "PBKDF2", false, [
    "deriveKey",
  ]);
  return crypto.subtle.deriveKey(
    { name: "PBKDF2", salt, iterations, hash: "SHA-256" },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["encrypt", "decrypt"],
  );
}
