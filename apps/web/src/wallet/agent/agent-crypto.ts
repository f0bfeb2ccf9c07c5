import { KEY_ENCRYPTION } from "@app/core";
import { type Hex, keccak256, toBytes } from "viem";
import {
  aesGcmDecrypt,
  aesGcmEncrypt,
  fromBase64,
  pbkdf2AesKey,
  randomBytes,
  toBase64,
} from "../../crypto/aes-gcm.ts";

/**
 * The message the main wallet signs once per session to unlock the agent key. Its signature is the
 * secret session storage does not hold: the spec's address-only derivation alone would let a copy of
 * session storage be decrypted, since the address is public.
 */
export const AGENT_UNLOCK_MESSAGE =
  "HL AI Trader: unlock the agent wallet key stored in this browser session.\n\nThis signature costs nothing and authorises no trade.";

/** An agent key encrypted for session storage (product rules §9: PBKDF2 100,000, 16-byte salt, 12-byte IV, AES-GCM). */
export interface EncryptedAgentKey {
  salt: string;
  iv: string;
  ciphertext: string;
}

/** The agent key could not be encrypted or decrypted; `code` names the spec's message. */
export class AgentCryptoError extends Error {
  override readonly name = "AgentCryptoError";
  readonly code: "ENCRYPT_FAILED" | "DECRYPT_FAILED";
  constructor(code: "ENCRYPT_FAILED" | "DECRYPT_FAILED", options?: { cause?: unknown }) {
    super(
      code === "ENCRYPT_FAILED" ? "Failed to encrypt private key" : "Failed to decrypt private key",
      options,
    );
    this.code = code;
  }
}

/** The secret derived from the main wallet's unlock signature (kept in memory for the session only). */
export function unlockSecretFromSignature(signature: Hex): Hex {
  return keccak256(signature);
}

/** What the AES key is derived from: the main wallet's address and the unlock secret. */
export interface AgentKeyLock {
  mainWallet: string;
  secret: Hex;
}

function deriveKey(lock: AgentKeyLock, salt: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  const secret = `${lock.mainWallet.toLowerCase()}:${lock.secret.toLowerCase()}`;
  return pbkdf2AesKey(secret, salt, KEY_ENCRYPTION.iterations);
}

/** Encrypts an agent private key with a fresh salt and IV. */
export async function encryptAgentKey(privateKey: Hex, lock: AgentKeyLock): Promise<EncryptedAgentKey> {
  try {
    const salt = randomBytes(KEY_ENCRYPTION.saltBytes);
    const key = await deriveKey(lock, salt);
    const { iv, data } = await aesGcmEncrypt(key, new Uint8Array(toBytes(privateKey)));
    return { salt: toBase64(salt), iv: toBase64(iv), ciphertext: toBase64(data) };
  } catch (cause) {
    throw new AgentCryptoError("ENCRYPT_FAILED", { cause });
  }
}

/** Decrypts an agent private key; a wrong address, wrong secret or tampered data is refused. */
export async function decryptAgentKey(encrypted: EncryptedAgentKey, lock: AgentKeyLock): Promise<Hex> {
  try {
    const key = await deriveKey(lock, fromBase64(encrypted.salt));
    const bytes = await aesGcmDecrypt(key, fromBase64(encrypted.iv), fromBase64(encrypted.ciphertext));
    if (bytes.length !== 32) throw new Error("not a 32-byte key");
    return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
  } catch (cause) {
    throw new AgentCryptoError("DECRYPT_FAILED", { cause });
  }
}
