import { useAgentExitManager } from "./use-agent-exit-manager.ts";

/** Moves the stops an agent wallet's tab manages; renders nothing (the shell mounts it while there is an agent). */
export function AgentExitHost() {
  useAgentExitManager();
  return null;
}
