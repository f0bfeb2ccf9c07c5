import { type AgentExpiry, agentExpiresIn, isAddress, isExpiringSoon, shortenAddress } from "@app/core";
import type { Hex } from "viem";
import type { AgentRegistration } from "../../api/agents.ts";
import type { EncryptedAgentKey } from "./agent-crypto.ts";

/**
 * A created agent whose limits the server has not confirmed yet: "approving" while the exchange's
 * `approveAgent` is in flight, "registering" once the exchange approved it. The signed limits are kept
 * (public: an address, numbers and the main wallet's signature) so registering can be retried, and the
 * key stays here meanwhile: an approved agent's key is never dropped because the server failed once.
 */
export interface PendingRegistration {
  stage: "approving" | "registering";
  request: AgentRegistration;
}

/** The agent record kept in session storage (product rules §3); the key only encrypted. */
export interface StoredAgent {
  address: Hex;
  encryptedPrivateKey: EncryptedAgentKey;
  mainWallet: string;
  createdAt: number;
  agentName: string;
  permissions: { maxOrderSize: number; expirationTime: number; chainId: number; nonce: number };
  /** Present until the server has registered the agent's signed limits. */
  pending?: PendingRegistration;
}

/** Session-storage key of the agent record. */
export const AGENT_STORAGE_KEY = "agent_wallet";

function isPending(value: unknown): value is PendingRegistration | undefined {
  if (value === undefined) return true;
  const pending = value as Partial<PendingRegistration> | null;
  return (
    typeof pending === "object" &&
    pending !== null &&
    (pending.stage === "approving" || pending.stage === "registering") &&
    typeof pending.request?.signature === "string" &&
    typeof pending.request.agentAddress === "string"
  );
}

function isStoredAgent(value: unknown): value is StoredAgent {
  const record = value as Partial<StoredAgent> | null;
  const key = record?.encryptedPrivateKey;
  const permissions = record?.permissions;
  return (
    typeof record === "object" &&
    record !== null &&
    isAddress(record.address) &&
    typeof record.mainWallet === "string" &&
    typeof record.createdAt === "number" &&
    typeof record.agentName === "string" &&
    typeof key?.salt === "string" &&
    typeof key.iv === "string" &&
    typeof key.ciphertext === "string" &&
    typeof permissions?.maxOrderSize === "number" &&
    typeof permissions.expirationTime === "number" &&
    typeof permissions.chainId === "number" &&
    typeof permissions.nonce === "number" &&
    isPending(record.pending)
  );
}

/** Stores the agent record for this session. */
export function saveStoredAgent(agent: StoredAgent, storage: Storage = sessionStorage): void {
  storage.setItem(AGENT_STORAGE_KEY, JSON.stringify(agent));
}

/** Clears the agent record. */
export function clearStoredAgent(storage: Storage = sessionStorage): void {
  storage.removeItem(AGENT_STORAGE_KEY);
}

/**
 * The live agent of a main wallet, or null. An expired or malformed record is cleared on read (product rules §4);
 * one of another wallet is left alone but not answered, and one the exchange has not approved yet is no agent.
 */
export function readStoredAgent(
  mainWallet: string,
  now: number,
  storage: Storage = sessionStorage,
): StoredAgent | null {
  const agent = readAgentRecord(mainWallet, now, storage);
  return agent?.pending?.stage === "approving" ? null : agent;
}

/** The main wallet's unexpired agent record, whatever its registration stage (expired or malformed: cleared). */
export function readAgentRecord(
  mainWallet: string,
  now: number,
  storage: Storage = sessionStorage,
): StoredAgent | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(AGENT_STORAGE_KEY) ?? "null");
  } catch {
    value = undefined;
  }
  if (value === null) return null;
  if (!isStoredAgent(value) || value.permissions.expirationTime <= now) {
    clearStoredAgent(storage);
    return null;
  }
  return value.mainWallet.toLowerCase() === mainWallet.toLowerCase() ? value : null;
}

/** What the agent card shows (product rules §3 "Derived agent info"). */
export interface AgentInfo {
  address: Hex;
  shortAddress: string;
  createdAt: number;
  maxOrderSize: number;
  expiresIn: AgentExpiry;
  isExpired: boolean;
  isExpiringSoon: boolean;
  /** Approved on the exchange, but the server has not confirmed its limits yet: it cannot trade. */
  registrationPending: boolean;
}

/** The agent card's view of a stored agent at `now`. */
export function agentInfo(agent: StoredAgent, now: number): AgentInfo {
  const expiresIn = agentExpiresIn(agent.permissions.expirationTime, now);
  return {
    address: agent.address,
    shortAddress: shortenAddress(agent.address),
    createdAt: agent.createdAt,
    maxOrderSize: agent.permissions.maxOrderSize,
    expiresIn,
    isExpired: expiresIn.expired,
    isExpiringSoon: isExpiringSoon(agent.permissions.expirationTime, now),
    registrationPending: agent.pending !== undefined,
  };
}
