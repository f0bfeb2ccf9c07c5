import type { Hex } from "viem";
import { type AgentRegistration, fetchAgents, registerAgent } from "../../api/agents.ts";
import { ApiError } from "../../api/api-error.ts";
import { AgentError, reasonOf } from "./agent-error.ts";
import {
  clearStoredAgent,
  type PendingRegistration,
  readAgentRecord,
  type StoredAgent,
  saveStoredAgent,
} from "./agent-storage.ts";

/** An agent record with its registration still to confirm. */
export type PendingAgent = StoredAgent & { pending: PendingRegistration };

/**
 * How long an "approving" record is left to the tab that is creating it: older, the approval either
 * reached the exchange (it lists the agent) or never will.
 */
export const APPROVAL_GRACE_MS = 120_000;

/** What finishing a registration needs; the server calls are replaceable in unit tests. */
export interface RegistrationDeps {
  now: () => number;
  storage?: Storage;
  register?: (registration: AgentRegistration) => Promise<void>;
  listAgents?: (mainWallet: string) => Promise<{ address: string }[]>;
}

function store<T extends StoredAgent>(agent: T, storage: Storage | undefined): T {
  try {
    saveStoredAgent(agent, storage);
  } catch (cause) {
    throw new AgentError("KEY_UNAVAILABLE", { key: "agent.saveFailed" }, { cause });
  }
  return agent;
}

/** Keeps the record at a stage before anything reaches the exchange or the server. */
export function keepPending(
  agent: StoredAgent,
  stage: "approving" | "registering",
  request: AgentRegistration,
  storage: Storage | undefined,
): PendingAgent {
  return store({ ...agent, pending: { stage, request } }, storage);
}

/**
 * Posts the signed limits of an approved agent until the server confirms them (`POST /api/agent/register`
 * replaces a registration of the same agent, so a retry after an answer that was lost is harmless). On
 * success the record loses its pending mark; on failure the record and its key stay, and the error says so.
 */
export async function registerApproved(agent: PendingAgent, deps: RegistrationDeps): Promise<StoredAgent> {
  const register = deps.register ?? registerAgent;
  try {
    await register(agent.pending.request);
  } catch (cause) {
    const reason = cause instanceof ApiError ? cause.message : reasonOf(cause);
    throw new AgentError("REGISTER_PENDING", { key: "agent.registerPending", params: { reason } }, { cause });
  }
  const { pending: _registered, ...registered } = agent;
  return store(registered, deps.storage);
}

/**
 * Finishes the main wallet's unfinished agent, if any (on connect, every re-check, before trading, and on
 * Retry). An approved agent is registered; one left "approving" by a tab that closed is registered if the
 * exchange lists it and forgotten if not. Answers the agent record as it now stands, or null.
 */
export async function finishAgentRegistration(
  mainWallet: Hex | string,
  deps: RegistrationDeps,
): Promise<StoredAgent | null> {
  const agent = readAgentRecord(mainWallet, deps.now(), deps.storage);
  if (!agent?.pending) return agent;
  const { pending } = agent;
  if (pending.stage === "approving") {
    if (deps.now() - agent.createdAt < APPROVAL_GRACE_MS) return null;
    const listAgents = deps.listAgents ?? fetchAgents;
    const listed = await listAgents(mainWallet);
    if (!listed.some((entry) => entry.address.toLowerCase() === agent.address.toLowerCase())) {
      clearStoredAgent(deps.storage);
      return null;
    }
  }
  return registerApproved(keepPending(agent, "registering", pending.request, deps.storage), deps);
}
