import { beforeEach, describe, expect, it } from "vitest";
import {
  apiKeysStorageKey,
  deleteApiKey,
  type KeyStorageDeps,
  loadApiKeySettings,
  saveApiKey,
  saveApiMode,
} from "./api-keys-storage.ts";
import { createKeyVault, generateVaultKey } from "./key-vault.ts";

const ADDRESS = "0xAbC0000000000000000000000000000000000001";
const OTHER = "0x0000000000000000000000000000000000000002";
const KEY = "sk-or-v1-0123456789abcdef0123456789abcdef";

function deps(): KeyStorageDeps {
  const key = generateVaultKey();
  return { storage: localStorage, vault: createKeyVault(() => key) };
}

describe("provider key storage", () => {
  let d: KeyStorageDeps;
  beforeEach(() => {
    d = deps();
  });

  it("starts in OpenRouter mode with no keys", async () => {
    expect(await loadApiKeySettings(ADDRESS, d)).toEqual({ mode: "openrouter", keys: {} });
  });

  it("keeps keys and mode per address, and never in clear", async () => {
    await saveApiKey(ADDRESS, "openrouter", KEY, d);
    saveApiMode(ADDRESS, "native", d);
    expect(await loadApiKeySettings(ADDRESS.toLowerCase(), d)).toEqual({
      mode: "native",
      keys: { openrouter: KEY },
    });
    expect(await loadApiKeySettings(OTHER, d)).toEqual({ mode: "openrouter", keys: {} });
    const raw = localStorage.getItem(apiKeysStorageKey(ADDRESS)) ?? "";
    expect(raw).not.toContain(KEY);
    expect(raw).not.toContain("sk-or");
  });

  it("deletes one key and keeps the others", async () => {
    await saveApiKey(ADDRESS, "openrouter", KEY, d);
    await saveApiKey(ADDRESS, "deepseek", `${KEY}x`, d);
    deleteApiKey(ADDRESS, "openrouter", d);
    expect((await loadApiKeySettings(ADDRESS, d)).keys).toEqual({ deepseek: `${KEY}x` });
  });

  it("drops a key another vault sealed, or one tampered with", async () => {
    await saveApiKey(ADDRESS, "openrouter", KEY, d);
    expect((await loadApiKeySettings(ADDRESS, deps())).keys).toEqual({});
    const stored = JSON.parse(localStorage.getItem(apiKeysStorageKey(ADDRESS)) ?? "{}");
    const [iv, data] = String(stored.keys.openrouter).split(".");
    const flipped = `${iv}.${data?.startsWith("A") ? `B${data.slice(1)}` : `A${data?.slice(1)}`}`;
    localStorage.setItem(
      apiKeysStorageKey(ADDRESS),
      JSON.stringify({ ...stored, keys: { openrouter: flipped } }),
    );
    expect((await loadApiKeySettings(ADDRESS, d)).keys).toEqual({});
  });

  it("reads a malformed entry as the defaults", async () => {
    localStorage.setItem(apiKeysStorageKey(ADDRESS), "{not json");
    expect(await loadApiKeySettings(ADDRESS, d)).toEqual({ mode: "openrouter", keys: {} });
    localStorage.setItem(apiKeysStorageKey(ADDRESS), JSON.stringify({ mode: "live", keys: { x: 1 } }));
    expect(await loadApiKeySettings(ADDRESS, d)).toEqual({ mode: "openrouter", keys: {} });
  });
});
