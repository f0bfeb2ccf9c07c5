import {
  AGENT_LIMITS,
  AGENT_PERMISSION_TYPES,
  type AppConfig,
  agentExpirationTime,
  agentName,
  agentPermissionDomain,
  type CreateAgentInput,
  checkAgentNetwork,
  type ListedAgent,
  maxOrderSizeToUnits,
  validateAgentPrivateKey,
  validateCreateAgent,
} from "@app/core";
import type { Hex } from "viem";
import { generatePrivateKey, privateKeyToAddress } from "viem/accounts";
import { type AgentRegistration, registerAgent } from "../../api/agents.ts";
import { ApiError } from "../../api/api-error.ts";
import { encryptAgentKey } from "./agent-crypto.ts";
import { AgentError, isUserRejection, reasonOf } from "./agent-error.ts";
import { keepPending, registerApproved } from "./agent-registration.ts";
import { clearStoredAgent, readStoredAgent, type StoredAgent, saveStoredAgent } from "./agent-storage.ts";
import { approveAgentOnExchange, ZERO_ADDRESS } from "./exchange-approval.ts";
import type { MainWallet } from "./main-wallet.ts";
import { unlockSecret } from "./unlock.ts";

/** What every agent action needs: the server's config, the main wallet, a clock and session storage. */
export interface AgentDeps {
  config: AppConfig;
  wallet: MainWallet;
  now: () => number;
  storage?: Storage;
}

async function encrypt(privateKey: Hex, wallet: MainWallet) {
  const secret = await unlockSecret(wallet);
  try {
    return await encryptAgentKey(privateKey, { mainWallet: wallet.address, secret });
  } catch (cause) {
    throw new AgentError("KEY_UNAVAILABLE", { key: "agent.encryptFailed" }, { cause });
  }
}

/** The main wallet signs the agent's limits (product rules §7 "Wallet calls" (a)); registered after. */
async function signLimits(
  wallet: MainWallet,
  agent: { address: Hex; name: string; maxOrderSize: number; expirationTime: number; nonce: number },
): Promise<AgentRegistration> {
  const permissions = {
    maxOrderSize: maxOrderSizeToUnits(agent.maxOrderSize),
    expirationTime: agent.expirationTime,
    nonce: agent.nonce,
    chainId: wallet.chainId,
  };
  let signature: Hex;
  try {
    signature = await wallet.signTypedData({
      domain: agentPermissionDomain(wallet.chainId),
      types: AGENT_PERMISSION_TYPES,
      primaryType: "AgentPermission",
      message: {
        agentAddress: agent.address,
        maxOrderSize: permissions.maxOrderSize,
        expirationTime: BigInt(permissions.expirationTime),
        nonce: BigInt(permissions.nonce),
      },
    });
  } catch (cause) {
    if (isUserRejection(cause))
      throw new AgentError("USER_REJECTED", { key: "agent.userRejected" }, { cause });
    throw new AgentError("REGISTER_FAILED", {
      key: "agent.registerFailed",
      params: { reason: reasonOf(cause) },
    });
  }
  return {
    mainWalletAddress: wallet.address,
    agentAddress: agent.address,
    agentName: agent.name,
    permissions: { ...permissions, maxOrderSize: permissions.maxOrderSize.toString() },
    signature,
  };
}

/** The server keeps the signed limits (`POST /api/agent/register`). */
async function register(registration: AgentRegistration): Promise<void> {
  try {
    await registerAgent(registration);
  } catch (cause) {
    const reason = cause instanceof ApiError ? cause.message : reasonOf(cause);
    throw new AgentError("REGISTER_FAILED", { key: "agent.registerFailed", params: { reason } }, { cause });
  }
}

function save(agent: StoredAgent, storage: Storage | undefined): StoredAgent {
  try {
    saveStoredAgent(agent, storage);
  } catch (cause) {
    throw new AgentError("KEY_UNAVAILABLE", { key: "agent.saveFailed" }, { cause });
  }
  return agent;
}

/**
 * Creates an agent (product rules §4, §5): the limits checked, the unlock signature (once per session),
 * a fresh key generated and encrypted here, the limits signed, the record saved as pending, `approveAgent`
 * signed by the main wallet and posted to the exchange with the expiry as `valid_until`, the limits registered.
 * A registration that fails keeps the approved agent's record (`REGISTER_PENDING`) for a retry.
 */
export async function createAgent(input: CreateAgentInput, deps: AgentDeps): Promise<StoredAgent> {
  const checked = validateCreateAgent(input);
  if (!checked.ok) throw new AgentError("INVALID_INPUT", checked.message);
  const { wallet } = deps;
  let privateKey: Hex;
  let address: Hex;
  try {
    privateKey = generatePrivateKey();
    address = privateKeyToAddress(privateKey);
  } catch (cause) {
    throw new AgentError("KEY_UNAVAILABLE", { key: "agent.generateFailed" }, { cause });
  }
  const encryptedPrivateKey = await encrypt(privateKey, wallet);
  const now = deps.now();
  const name = agentName(now);
  const expirationTime = agentExpirationTime(now, checked.expiryHours);
  // The limits are signed before anything reaches the exchange: a refusal there leaves nothing approved.
  const registration = await signLimits(wallet, {
    address,
    name,
    maxOrderSize: checked.maxOrderSize,
    expirationTime,
    nonce: now,
  });
  const agent: StoredAgent = {
    address,
    encryptedPrivateKey,
    mainWallet: wallet.address,
    createdAt: now,
    agentName: name,
    permissions: {
      maxOrderSize: checked.maxOrderSize,
      expirationTime,
      chainId: wallet.chainId,
      nonce: now,
    },
  };
  // The encrypted key is kept before the exchange can approve it, so an approved agent never loses its key
  // to a failure after (the server down, the tab closed): the registration is then finished later.
  keepPending(agent, "approving", registration, deps.storage);
  try {
    await approveAgentOnExchange(deps.config, wallet, address, `${name} valid_until ${expirationTime}`);
  } catch (error) {
    clearStoredAgent(deps.storage);
    throw error;
  }
  const approved = keepPending(agent, "registering", registration, deps.storage);
  return registerApproved(approved, { now: deps.now, storage: deps.storage });
}

/**
 * Imports the key of a listed agent into this session (product rules §5 "Import agent key"): it must
 * derive the agent's address. An agent whose limits this server does not know gets them signed and
 * registered (the default maximum, its exchange expiry) so it can trade.
 */
export async function importAgent(
  listed: ListedAgent,
  pastedKey: string,
  deps: AgentDeps,
): Promise<StoredAgent> {
  const checked = validateAgentPrivateKey(pastedKey, listed.address, (key) => privateKeyToAddress(key));
  if (!checked.ok) throw new AgentError("INVALID_INPUT", checked.message);
  const now = deps.now();
  if (listed.isExpired || (listed.validUntil !== null && listed.validUntil <= now)) {
    throw new AgentError("INVALID_INPUT", { key: "agent.expired" });
  }
  const encryptedPrivateKey = await encrypt(checked.privateKey, deps.wallet);
  const expirationTime = listed.validUntil ?? agentExpirationTime(now, AGENT_LIMITS.expiryHours.default);
  const maxOrderSize = listed.maxOrderSize ?? AGENT_LIMITS.maxOrderSize.default;
  if (listed.maxOrderSize === null) {
    const registration = await signLimits(deps.wallet, {
      address: listed.address,
      name: listed.name || agentName(now),
      maxOrderSize,
      expirationTime,
      nonce: now,
    });
    await register(registration);
  }
  return save(
    {
      address: listed.address,
      encryptedPrivateKey,
      mainWallet: deps.wallet.address,
      createdAt: now,
      agentName: listed.name,
      permissions: { maxOrderSize, expirationTime, chainId: deps.wallet.chainId, nonce: now },
    },
    deps.storage,
  );
}

/**
 * Revokes an agent on the exchange by approving the zero address under its name (product rules §7).
 * The local agent is cleared first, whatever the exchange answers (product rules §4); a refusal is then
 * reported as "Revoke failed".
 */
export async function revokeAgent(agent: { agentName: string }, deps: AgentDeps): Promise<void> {
  const stored = readStoredAgent(deps.wallet.address, deps.now(), deps.storage);
  if (stored?.agentName === agent.agentName) clearStoredAgent(deps.storage);
  try {
    await approveAgentOnExchange(deps.config, deps.wallet, ZERO_ADDRESS, agent.agentName);
  } catch (cause) {
    const message = cause instanceof AgentError ? cause.userMessage : { key: "common.unknownError" as const };
    throw new AgentError("REVOKE_FAILED", message, { cause });
  }
}

/** Deletes a listed agent (product rules §5): needs the wallet on an Arbitrum chain, then revokes it. */
export async function deleteListedAgent(listed: ListedAgent, deps: AgentDeps): Promise<void> {
  const network = checkAgentNetwork(deps.wallet.chainId);
  if (!network.ok) throw new AgentError("WRONG_CHAIN", network.message);
  await revokeAgent({ agentName: listed.name }, deps);
}
