import { create } from "zustand";
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
