import { create } from "zustand";
import type { AgentExitStatus } from "./agent-exit-manager.ts";

/** The tab's exit manager as the notice shows it: null while this tab manages no stop of the wallet. */
export const useAgentExitStatus = create<{
  status: AgentExitStatus | null;
  set(status: AgentExitStatus | null): void;
}>()((set) => ({
  status: null,
  set: (status) => set({ status }),
}));
