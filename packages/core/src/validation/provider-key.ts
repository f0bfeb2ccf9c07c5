import { AI_PROVIDERS, type AiProviderId } from "../catalog/providers.ts";
import type { Message, Rejection } from "../i18n/message.ts";
import { reject } from "../i18n/message.ts";

/** Shortest key that can be complete (product rules §5). */
export const MIN_PROVIDER_KEY_LENGTH = 30;

/** The verdict on a key's format, with the message the key setup screen shows either way. */
export interface ProviderKeyCheck {
  readonly valid: boolean;
  readonly message: Message;
}

/**
 * Checks a provider key's format (product rules §5): not empty, the provider's prefix, at least 30 characters.
 * Surrounding whitespace from a paste is ignored.
 */
export function validateProviderKey(provider: AiProviderId, key: string): ProviderKeyCheck {
  const trimmed = key.trim();
  const { name, keyPrefix } = AI_PROVIDERS[provider];
  if (trimmed === "") return { valid: false, message: { key: "apiKey.empty" } };
  if (!trimmed.startsWith(keyPrefix)) {
    return { valid: false, message: { key: "apiKey.prefix", params: { provider: name, prefix: keyPrefix } } };
  }
  if (trimmed.length < MIN_PROVIDER_KEY_LENGTH) return { valid: false, message: { key: "apiKey.tooShort" } };
  return { valid: true, message: { key: "apiKey.valid" } };
}

/** What the Save button may store. */
export type KeySaveCheck = { readonly ok: true; readonly key: string } | Rejection;

/**
 * The Save flow of a provider key (product rules §5): a connected wallet first, then a non-blank key, then the
 * key's format. On success, the key to store, trimmed.
 */
export function validateKeySave(input: {
  readonly provider: AiProviderId;
  readonly key: string;
  readonly walletAddress: string | null | undefined;
}): KeySaveCheck {
  if (!input.walletAddress?.trim()) return reject("wallet.connectFirst");
  if (input.key.trim() === "") return reject("apiKey.enterValid");
  const format = validateProviderKey(input.provider, input.key);
  if (!format.valid) return { ok: false, message: format.message };
  return { ok: true, key: input.key.trim() };
}
