import { AGENT_LIMITS, validateCreateAgent } from "@app/core";
import { beforeEach, describe, expect, it } from "vitest";
import {
  AGENT_STORAGE_KEY,
  agentInfo,
  readStoredAgent,
  type StoredAgent,
  saveStoredAgent,
} from "./agent-storage.ts";

const MAIN = "0x9f2c4b1e7a3d5c6b8e0f1a2b3c4d5e6f7a8b9c0d";
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 3_600_000;

function agent(expiresInMs: number): StoredAgent {
  return {
    address: "0x1111111111111111111111111111111111111111",
    encryptedPrivateKey: { salt: "c2FsdA==", iv: "aXY=", ciphertext: "Y3Q=" },
    mainWallet: MAIN,
    createdAt: NOW - HOUR,
    agentName: "A12345678",
    permissions: {
      maxOrderSize: 1000,
      expirationTime: NOW + expiresInMs,
      chainId: 421614,
      nonce: NOW - HOUR,
    },
  };
}

describe("the stored agent", () => {
  beforeEach(() => sessionStorage.clear());

  it("answers a live agent of the connected main wallet only", () => {
    saveStoredAgent(agent(5 * HOUR));
    expect(readStoredAgent(MAIN.toUpperCase().replace("0X", "0x"), NOW)?.agentName).toBe("A12345678");
    expect(readStoredAgent("0x0000000000000000000000000000000000000001", NOW)).toBeNull();
    expect(sessionStorage.getItem(AGENT_STORAGE_KEY)).not.toBeNull();
  });

  it("clears an expired or malformed agent on read", () => {
    saveStoredAgent(agent(-1));
    expect(readStoredAgent(MAIN, NOW)).toBeNull();
    expect(sessionStorage.getItem(AGENT_STORAGE_KEY)).toBeNull();
    sessionStorage.setItem(AGENT_STORAGE_KEY, "{broken");
    expect(readStoredAgent(MAIN, NOW)).toBeNull();
    expect(sessionStorage.getItem(AGENT_STORAGE_KEY)).toBeNull();
  });

  it("says how long is left and warns under one hour", () => {
    const info = agentInfo(agent(5 * HOUR + 30 * 60_000), NOW);
    expect(info).toMatchObject({ shortAddress: "0x1111…1111", isExpired: false, isExpiringSoon: false });
    expect(info.expiresIn).toMatchObject({ hours: 5, minutes: 30 });
    expect(agentInfo(agent(HOUR - 1), NOW).isExpiringSoon).toBe(true);
    expect(agentInfo(agent(HOUR), NOW).isExpiringSoon).toBe(false);
    expect(agentInfo(agent(0), NOW)).toMatchObject({ isExpired: true, isExpiringSoon: false });
  });
});

describe("the Create Agent bounds", () => {
  it("accepts the defaults and presets and refuses values outside the bounds or off the step", () => {
    const { maxOrderSize, expiryHours } = AGENT_LIMITS;
    expect(
      validateCreateAgent({ maxOrderSize: maxOrderSize.default, expiryHours: expiryHours.default }).ok,
    ).toBe(true);
    for (const size of maxOrderSize.presets)
      expect(validateCreateAgent({ maxOrderSize: size, expiryHours: 1 }).ok).toBe(true);
    for (const [size, hours] of [
      [99, 24],
      [10_100, 24],
      [150, 24],
      [1000, 0],
      [1000, 169],
      [1000, 1.5],
    ] as const) {
      expect(validateCreateAgent({ maxOrderSize: size, expiryHours: hours }).ok).toBe(false);
    }
  });
});
