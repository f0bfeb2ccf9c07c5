import {
  AI_PROVIDER_IDS,
  type AiProviderId,
  API_MODES,
  type ApiMode,
  DEFAULT_API_MODE,
  isRecord,
} from "@app/core";
import type { KeyVault } from "./key-vault.ts";

/** The provider keys and API mode of one address, keys in clear (memory only). */
export interface ApiKeySettings {
  mode: ApiMode;
  keys: Partial<Record<AiProviderId, string>>;
}

/** What is written to local storage: the mode, and each key sealed by the vault. */
interface StoredEntry {
  mode: ApiMode;
  keys: Partial<Record<AiProviderId, string>>;
}

/** Where an address's keys are kept: local storage, per address (product rules §3). */
export function apiKeysStorageKey(address: string): string {
  return `api_keys_${address.trim().toLowerCase()}`;
}

function readEntry(storage: Storage, address: string): StoredEntry {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(apiKeysStorageKey(address)) ?? "null");
  } catch {
    value = null;
  }
  const record = isRecord(value) ? value : {};
  const mode = API_MODES.find((candidate) => candidate === record.mode) ?? DEFAULT_API_MODE;
  const rawKeys = isRecord(record.keys) ? record.keys : {};
  const keys: StoredEntry["keys"] = {};
  for (const id of AI_PROVIDER_IDS) {
    const sealed = rawKeys[id];
    if (typeof sealed === "string" && sealed !== "") keys[id] = sealed;
  }
  return { mode, keys };
}

function writeEntry(storage: Storage, address: string, entry: StoredEntry): void {
  storage.setItem(apiKeysStorageKey(address), JSON.stringify(entry));
}

/** Storage and vault the functions below work on (the browser's, or a test's). */
export interface KeyStorageDeps {
  storage: Storage;
  vault: KeyVault;
}

/**
 * Loads an address's mode and keys. A key that no longer opens (storage copied from another browser,
 * or tampered with) is dropped rather than sent.
 */
export async function loadApiKeySettings(address: string, deps: KeyStorageDeps): Promise<ApiKeySettings> {
  const entry = readEntry(deps.storage, address);
  const keys: ApiKeySettings["keys"] = {};
  for (const id of AI_PROVIDER_IDS) {
    const sealed = entry.keys[id];
    if (!sealed) continue;
    try {
      keys[id] = await deps.vault.open(sealed);
    } catch {
      // Unreadable here: treated as not saved, so the user is asked for it again.
    }
  }
  return { mode: entry.mode, keys };
}

/** Saves a provider key (already validated) for an address, sealed. */
export async function saveApiKey(
  address: string,
  provider: AiProviderId,
  key: string,
  deps: KeyStorageDeps,
): Promise<void> {
  const sealed = await deps.vault.seal(key);
  const entry = readEntry(deps.storage, address);
  writeEntry(deps.storage, address, { ...entry, keys: { ...entry.keys, [provider]: sealed } });
}

/** Deletes a provider key of an address. */
export function deleteApiKey(address: string, provider: AiProviderId, deps: Pick<KeyStorageDeps, "storage">) {
  const entry = readEntry(deps.storage, address);
  const { [provider]: _removed, ...keys } = entry.keys;
  writeEntry(deps.storage, address, { ...entry, keys });
}

/** Saves the API mode of an address. */
export function saveApiMode(address: string, mode: ApiMode, deps: Pick<KeyStorageDeps, "storage">): void {
  writeEntry(deps.storage, address, { ...readEntry(deps.storage, address), mode });
}
