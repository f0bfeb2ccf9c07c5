import {
  type AiProviderId,
  type ApiMode,
  apiKeyHeaders,
  DEFAULT_API_MODE,
  type Rejection,
  validateKeySave,
} from "@app/core";
import { create } from "zustand";
import {
  deleteApiKey,
  type KeyStorageDeps,
  loadApiKeySettings,
  saveApiKey,
  saveApiMode,
} from "./api-keys-storage.ts";
import { browserKeyVault } from "./key-vault.ts";

/** The connected address's provider keys, in memory, and the actions that change them. */
export interface ApiKeysState {
  /** The address whose keys are loaded (lower case), or null without a wallet. */
  address: string | null;
  mode: ApiMode;
  keys: Partial<Record<AiProviderId, string>>;
  /** Loads an address's keys (null clears them: the wallet disconnected). */
  load: (address: string | null) => Promise<void>;
  /** Checks and saves a key (product rules §5); answers the rejection to show, or null when saved. */
  save: (provider: AiProviderId, key: string) => Promise<Rejection | null>;
  remove: (provider: AiProviderId) => void;
  setMode: (mode: ApiMode) => void;
}

let deps: KeyStorageDeps | undefined;

/** The browser's storage and vault, or a test's. */
function storageDeps(): KeyStorageDeps {
  deps ??= { storage: localStorage, vault: browserKeyVault };
  return deps;
}

/** Replaces the storage and vault (tests). */
export function setKeyStorageDeps(next: KeyStorageDeps | undefined): void {
  deps = next;
}

/** The provider keys of the connected address. */
export const useApiKeys = create<ApiKeysState>()((set, get) => ({
  address: null,
  mode: DEFAULT_API_MODE,
  keys: {},
  load: async (address) => {
    const normalized = address?.trim().toLowerCase() || null;
    if (!normalized) {
      set({ address: null, mode: DEFAULT_API_MODE, keys: {} });
      return;
    }
    const settings = await loadApiKeySettings(normalized, storageDeps());
    set({ address: normalized, ...settings });
  },
  save: async (provider, key) => {
    const { address } = get();
    const check = validateKeySave({ provider, key, walletAddress: address });
    if (!check.ok) return check;
    if (!address) return null;
    await saveApiKey(address, provider, check.key, storageDeps());
    set((state) => ({ keys: { ...state.keys, [provider]: check.key } }));
    return null;
  },
  remove: (provider) => {
    const { address } = get();
    if (!address) return;
    deleteApiKey(address, provider, storageDeps());
    set((state) => {
      const { [provider]: _removed, ...keys } = state.keys;
      return { keys };
    });
  },
  setMode: (mode) => {
    const { address } = get();
    if (address) saveApiMode(address, mode, storageDeps());
    set({ mode });
  },
}));

/**
 * The §7 headers of the loaded address: the mode, and the keys of that mode's providers. Empty
 * without a wallet, so no key travels on anonymous calls.
 */
export function currentApiKeyHeaders(): Record<string, string> {
  const { address, mode, keys } = useApiKeys.getState();
  return address ? apiKeyHeaders(mode, keys) : {};
}
