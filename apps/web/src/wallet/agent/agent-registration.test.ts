import { beforeEach, describe, expect, it } from "vitest";
import type { AgentRegistration } from "../../api/agents.ts";
import { AgentError } from "./agent-error.ts";
import { APPROVAL_GRACE_MS, finishAgentRegistration, keepPending } from "./agent-registration.ts";
import { AGENT_STORAGE_KEY, readAgentRecord, readStoredAgent, type StoredAgent } from "./agent-storage.ts";

const MAIN = "0x9f2c4b1e7a3d5c6b8e0f1a2b3c4d5e6f7a8b9c0d";
const AGENT = "0x1111111111111111111111111111111111111111";
const NOW = Date.UTC(2026, 10, 23, 9, 0);
const HOUR = 3_600_000;

const agent: StoredAgent = {
  address: AGENT,
  encryptedPrivateKey: { salt: "c2FsdA==", iv: "aXY=", ciphertext: "Y3Q=" },
  mainWallet: MAIN,
  createdAt: NOW,
  agentName: "A12345678",
  permissions: { maxOrderSize: 2500, expirationTime: NOW + 24 * HOUR, chainId: 421614, nonce: NOW },
};

const request: AgentRegistration = {
  mainWalletAddress: MAIN,
  agentAddress: AGENT,
  agentName: "A12345678",
  permissions: { maxOrderSize: "2500000000", expirationTime: NOW + 24 * HOUR, nonce: NOW, chainId: 421614 },
  signature: "0xabc",
};

/** A server whose register fails the first `failures` times, recording what it was sent. */
function flakyServer(failures: number) {
  const received: AgentRegistration[] = [];
  let left = failures;
  return {
    received,
    register: async (registration: AgentRegistration) => {
      received.push(registration);
      if (left > 0) {
        left -= 1;
        throw new Error("connect ECONNREFUSED");
      }
    },
  };
}

describe("an approved agent whose registration failed", () => {
  beforeEach(() => sessionStorage.clear());

  it("keeps its encrypted key and is registered again, with the same signed limits, until the server confirms", async () => {
    keepPending(agent, "registering", request, undefined);
    const server = flakyServer(1);
    const deps = { now: () => NOW + 1000, register: server.register };

    const failure = await finishAgentRegistration(MAIN, deps).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AgentError);
    expect((failure as AgentError).code).toBe("REGISTER_PENDING");
    expect((failure as AgentError).userMessage).toEqual({
      key: "agent.registerPending",
      params: { reason: "connect ECONNREFUSED" },
    });
    // Still there, key and all, shown as an agent that is not registered yet.
    expect(readStoredAgent(MAIN, NOW)?.encryptedPrivateKey).toEqual(agent.encryptedPrivateKey);
    expect(readStoredAgent(MAIN, NOW)?.pending?.stage).toBe("registering");

    const finished = await finishAgentRegistration(MAIN, deps);
    expect(finished?.pending).toBeUndefined();
    expect(readStoredAgent(MAIN, NOW)).toEqual(agent);
    expect(server.received).toEqual([request, request]);
    // Registered: nothing more is sent.
    await finishAgentRegistration(MAIN, deps);
    expect(server.received).toHaveLength(2);
  });

  it("never puts the key in what it sends to the server", async () => {
    keepPending(agent, "registering", request, undefined);
    const server = flakyServer(0);
    await finishAgentRegistration(MAIN, { now: () => NOW, register: server.register });
    expect(JSON.stringify(server.received)).not.toContain(agent.encryptedPrivateKey.ciphertext);
  });
});

describe("an agent left while the exchange was approving it (the tab closed)", () => {
  beforeEach(() => sessionStorage.clear());

  it("is no agent yet, and is left alone while its own tab may still be approving it", async () => {
    keepPending(agent, "approving", request, undefined);
    expect(readStoredAgent(MAIN, NOW)).toBeNull();
    const server = flakyServer(0);
    const listAgents = async () => [{ address: AGENT }];
    expect(
      await finishAgentRegistration(MAIN, { now: () => NOW + 1000, register: server.register, listAgents }),
    ).toBeNull();
    expect(server.received).toEqual([]);
    expect(readAgentRecord(MAIN, NOW)?.pending?.stage).toBe("approving");
  });

  it("is registered once the exchange lists it", async () => {
    keepPending(agent, "approving", request, undefined);
    const server = flakyServer(0);
    const later = () => NOW + APPROVAL_GRACE_MS;
    const listAgents = async () => [{ address: AGENT.toUpperCase().replace("0X", "0x") }];
    const finished = await finishAgentRegistration(MAIN, {
      now: later,
      register: server.register,
      listAgents,
    });
    expect(finished).toEqual(agent);
    expect(server.received).toEqual([request]);
  });

  it("is forgotten when the exchange never approved it", async () => {
    keepPending(agent, "approving", request, undefined);
    const server = flakyServer(0);
    const later = () => NOW + APPROVAL_GRACE_MS;
    const finished = await finishAgentRegistration(MAIN, {
      now: later,
      register: server.register,
      listAgents: async () => [],
    });
    expect(finished).toBeNull();
    expect(sessionStorage.getItem(AGENT_STORAGE_KEY)).toBeNull();
    expect(server.received).toEqual([]);
  });
});
