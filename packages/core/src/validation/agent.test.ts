import { describe, expect, it } from "vitest";
import type { Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import {
  agentExpirationTime,
  agentName,
  maxOrderSizeToUnits,
  validateAgentPrivateKey,
  validateCreateAgent,
} from "./agent.ts";

const both = (message: Message) => ({ en: translate(message, "en"), zh: translate(message, "zh") });

const KEY = `0x${"ab".repeat(32)}` as const;
const AGENT = "0xAbCdEf0123456789aBcDeF0123456789AbCdEf01";
// Stands in for viem's privateKeyToAddress: this key belongs to AGENT, anything else throws.
const derive = (key: string) => {
  if (key === KEY) return AGENT;
  if (/^0x[0-9a-f]{64}$/i.test(key)) return "0x0000000000000000000000000000000000000001";
  throw new Error("invalid private key");
};
const errorOf = (key: string, agent = AGENT) => {
  const check = validateAgentPrivateKey(key, agent, derive);
  return check.ok ? undefined : both(check.message);
};

describe("validateAgentPrivateKey", () => {
  it("accepts the agent's own key, whatever the address case", () => {
    expect(validateAgentPrivateKey(` ${KEY} `, AGENT.toLowerCase(), derive)).toEqual({
      ok: true,
      privateKey: KEY,
    });
  });

  it("asks for a 0x key of 66 characters", () => {
    const expected = { en: "Please enter a valid private key (0x...)", zh: "请输入有效的私钥（0x...）" };
    expect(errorOf("ab".repeat(33))).toEqual(expected);
    expect(errorOf(KEY.slice(0, 65))).toEqual(expected);
    expect(errorOf(`${KEY}0`)).toEqual(expected);
  });

  it("refuses another wallet's key", () => {
    expect(errorOf(`0x${"cd".repeat(32)}`)).toEqual({
      en: "Private key does not match Agent address!",
      zh: "私钥与 Agent 地址不匹配",
    });
  });

  it("calls a key the wallet library cannot read invalid", () => {
    expect(errorOf(`0x${"zz".repeat(32)}`)).toEqual({ en: "Invalid private key", zh: "无效的私钥" });
  });
});

describe("validateCreateAgent", () => {
  it("accepts the defaults, the presets and the bounds", () => {
    expect(validateCreateAgent({ maxOrderSize: 1000, expiryHours: 24 })).toEqual({
      ok: true,
      maxOrderSize: 1000,
      expiryHours: 24,
    });
    for (const maxOrderSize of [100, 500, 2000, 5000, 10000]) {
      expect(validateCreateAgent({ maxOrderSize, expiryHours: 1 }).ok, String(maxOrderSize)).toBe(true);
    }
    for (const expiryHours of [1, 6, 72, 168]) {
      expect(validateCreateAgent({ maxOrderSize: 1000, expiryHours }).ok, String(expiryHours)).toBe(true);
    }
  });

  it("rejects a max order size outside 100-10000 or off the 100 step", () => {
    for (const maxOrderSize of [0, 50, 150, 10100, Number.NaN]) {
      const check = validateCreateAgent({ maxOrderSize, expiryHours: 24 });
      expect(check.ok ? undefined : both(check.message), String(maxOrderSize)).toEqual({
        en: "Max order size must be 100-10000 USDC in steps of 100",
        zh: "最大订单金额必须在 100-10000 USDC 之间，且为 100 的整数倍",
      });
    }
  });

  it("rejects an expiry outside 1-168 whole hours", () => {
    for (const expiryHours of [0, 0.5, 169, Number.POSITIVE_INFINITY]) {
      const check = validateCreateAgent({ maxOrderSize: 1000, expiryHours });
      expect(check.ok ? undefined : both(check.message).en, String(expiryHours)).toBe(
        "Expiry must be a whole number of hours from 1 to 168",
      );
    }
  });
});

describe("agent permissions", () => {
  it("signs the max order size with 6 decimals", () => {
    expect(maxOrderSizeToUnits(1000)).toBe(1_000_000_000n);
    expect(maxOrderSizeToUnits(10000)).toBe(10_000_000_000n);
    expect(maxOrderSizeToUnits(0.1)).toBe(100_000n);
  });

  it("expires the chosen number of hours after creation", () => {
    expect(agentExpirationTime(1_700_000_000_000, 24)).toBe(1_700_000_000_000 + 86_400_000);
  });

  it('names the agent "A" plus the last 8 digits of the time', () => {
    expect(agentName(1_700_000_123_456)).toBe("A00123456");
  });
});
