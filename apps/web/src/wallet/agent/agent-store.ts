import { create } from "zustand";
import { finishAgentRegistration } from "./agent-registration.ts";
import { clearStoredAgent, readStoredAgent, type StoredAgent, saveStoredAgent } from "./agent-storage.ts";
import { forgetUnlockSecrets } from "./unlock.ts";

/** The connected wallet's live agent, read from session storage, and the actions that change it. */
export interface AgentState {
  agent: StoredAgent | null;
  /** Reads the address's live agent (an expired one is cleared on read); null forgets everything. */
  load: (address: string | null, now: number) => void;
  /** Keeps a created or imported agent. */
  set: (agent: StoredAgent) => void;
  /** Forgets the agent (revoked, expired) here and in session storage. */
  clear: () => void;
}

/** The live agent of the connected wallet (product rules §4 "Agent"). */
export const useAgentStore = create<AgentState>()((set) => ({
  agent: null,
  load: (address, now) => {
    if (!address) {
      forgetUnlockSecrets();
      set({ agent: null });
      return;
    }
    set({ agent: readStoredAgent(address, now) });
  },
  set: (agent) => {
    saveStoredAgent(agent);
    set({ agent });
  },
  clear: () => {
    clearStoredAgent();
    set({ agent: null });
  },
}));

/** The agent to trade with now: the loaded one unless it has expired meanwhile. */
export function activeAgent(now: number): StoredAgent | null {
  const { agent } = useAgentStore.getState();
  return agent && agent.permissions.expirationTime > now ? agent : null;
}

/**
 * Finishes the wallet's pending agent registration, if any, then reloads the agent. A failure leaves the
 * agent pending (the card says so and offers Retry) and is answered, not thrown.
 */
export async function recheckAgent(address: string, now: () => number = Date.now): Promise<unknown> {
  let failure: unknown = null;
  try {
    await finishAgentRegistration(address, { now });
  } catch (error) {
    failure = error;
  }
  useAgentStore.getState().load(address, now());
  return failure;
}

/**
 * The agent to trade with now, its registration finished first if the server had not confirmed it
 * (an agent the server does not know cannot trade): throws `REGISTER_PENDING` if it still fails.
 */
export async function tradingAgent(now: () => number = Date.now): Promise<StoredAgent | null> {
  const agent = activeAgent(now());
  if (!agent?.pending) return agent;
  const failure = await recheckAgent(agent.mainWallet, now);
  if (failure) throw failure;
  return activeAgent(now());
}
