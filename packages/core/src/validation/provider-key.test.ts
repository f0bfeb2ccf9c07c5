import { describe, expect, it } from "vitest";
import { AI_PROVIDER_IDS, AI_PROVIDERS } from "../catalog/providers.ts";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import { validateKeySave, validateProviderKey } from "./provider-key.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });
const pad = (prefix: string) => prefix.padEnd(40, "x");
const wallet = "0x1234567890abcdef1234567890abcdef12345678";

describe("validateProviderKey", () => {
  it("accepts a complete key with the provider's prefix", () => {
    for (const provider of AI_PROVIDER_IDS) {
      const check = validateProviderKey(provider, pad(AI_PROVIDERS[provider].keyPrefix));
      expect(check.valid, provider).toBe(true);
      expect(both(check.message)).toEqual({ en: "API Key format is valid", zh: "API Key 格式正确" });
    }
  });

  it("rejects an empty key", () => {
    const check = validateProviderKey("deepseek", "  ");
    expect(check.valid).toBe(false);
    expect(both(check.message)).toEqual({ en: "API Key cannot be empty", zh: "API Key 不能为空" });
  });

  it("names the provider and the prefix it expects", () => {
    expect(both(validateProviderKey("claude", pad("sk-proj-")).message)).toEqual({
      en: 'The Claude API Key should start with "sk-ant-"',
      zh: 'Claude API Key 应以 "sk-ant-" 开头',
    });
    expect(both(validateProviderKey("google", pad("sk-")).message).zh).toBe(
      'Google API Key 应以 "AIza" 开头',
    );
    expect(validateProviderKey("openai", pad("AIza")).valid).toBe(false);
  });

  it("rejects a key shorter than 30 characters", () => {
    const check = validateProviderKey("openrouter", "sk-or-v1-123456789012345678");
    expect(check.valid).toBe(false);
    expect(both(check.message)).toEqual({
      en: "API Key is too short, please check that it is complete",
      zh: "API Key 长度不足，请检查是否完整",
    });
    expect(validateProviderKey("openrouter", pad("sk-").slice(0, 30)).valid).toBe(true);
  });
});

describe("validateKeySave", () => {
  it("needs a connected wallet before anything else", () => {
    const check = validateKeySave({ provider: "deepseek", key: "", walletAddress: undefined });
    expect(check.ok ? undefined : both(check.message)).toEqual({
      en: "Please connect wallet first",
      zh: "请先连接钱包",
    });
  });

  it("asks for a key when it is blank", () => {
    const check = validateKeySave({ provider: "deepseek", key: " ", walletAddress: wallet });
    expect(check.ok ? undefined : both(check.message).en).toBe("Please enter a valid API Key");
  });

  it("shows the format message of a malformed key", () => {
    const check = validateKeySave({ provider: "claude", key: pad("sk-"), walletAddress: wallet });
    expect(check.ok ? undefined : both(check.message).en).toBe(
      'The Claude API Key should start with "sk-ant-"',
    );
  });

  it("stores the key without the whitespace of a paste", () => {
    const key = pad("sk-ant-");
    expect(validateKeySave({ provider: "claude", key: ` ${key}\n`, walletAddress: wallet })).toEqual({
      ok: true,
      key,
    });
  });
});
