/**
 * Seals short secrets (provider keys) before they reach local storage, so storage alone never holds
 * them in clear. The AES-GCM key is a non-extractable WebCrypto key kept in IndexedDB: a copy of local
 * storage, or a script reading it, gets only ciphertext.
 */

import { aesGcmDecrypt, aesGcmEncrypt, fromBase64, toBase64 } from "../../crypto/aes-gcm.ts";

/** Seals and opens text. */
export interface KeyVault {
  seal(text: string): Promise<string>;
  open(sealed: string): Promise<string>;
}

/** A vault over an AES-GCM key: sealed text is "iv.ciphertext" in base64; a tampered one fails to open. */
export function createKeyVault(key: () => Promise<CryptoKey>): KeyVault {
  return {
    async seal(text) {
      const { iv, data } = await aesGcmEncrypt(await key(), new TextEncoder().encode(text));
      return `${toBase64(iv)}.${toBase64(data)}`;
    },
    async open(sealed) {
      const [iv, data] = sealed.split(".");
      if (!iv || !data) throw new Error("malformed sealed value");
      return new TextDecoder().decode(await aesGcmDecrypt(await key(), fromBase64(iv), fromBase64(data)));
    },
  };
}

/** A fresh non-extractable AES-GCM key. */
export function generateVaultKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
}

const DB_NAME = "hl-ai-trader";
const STORE = "vault";
const KEY_ID = "api-keys";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function openDatabase(): Promise<IDBDatabase> {
  const open = indexedDB.open(DB_NAME, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The browser's vault key: read from IndexedDB, created there on first use. */
async function loadBrowserVaultKey(): Promise<CryptoKey> {
  const db = await openDatabase();
  try {
    const stored = await request(db.transaction(STORE).objectStore(STORE).get(KEY_ID));
    if (stored instanceof CryptoKey) return stored;
    const key = await generateVaultKey();
    await request(db.transaction(STORE, "readwrite").objectStore(STORE).put(key, KEY_ID));
    return key;
  } finally {
    db.close();
  }
}

let browserKey: Promise<CryptoKey> | undefined;

/** The vault of this browser (one key for every address; each address's entries are its own). */
export const browserKeyVault: KeyVault = createKeyVault(() => {
  browserKey ??= loadBrowserVaultKey().catch((cause: unknown) => {
    browserKey = undefined;
    throw cause;
  });
  return browserKey;
});
