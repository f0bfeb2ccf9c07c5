import { type CreateAgentInput, checkAgentNetwork, type ListedAgent } from "@app/core";
import { mutationOptions, type QueryClient, queryOptions, skipToken } from "@tanstack/react-query";
import { fetchAgents, fetchAppConfig } from "../../../api/agents.ts";
import { AgentError } from "../../../wallet/agent/agent-error.ts";
import {
  type AgentDeps,
  createAgent,
  deleteListedAgent,
  importAgent,
  revokeAgent,
} from "../../../wallet/agent/agent-lifecycle.ts";
import type { StoredAgent } from "../../../wallet/agent/agent-storage.ts";
import { recheckAgent } from "../../../wallet/agent/agent-store.ts";
import type { MainWallet } from "../../../wallet/agent/main-wallet.ts";

/** Query keys of the agent wallet. */
export const agentKeys = {
  config: ["config"] as const,
  list: (address: string | undefined) => ["agents", address?.toLowerCase() ?? null] as const,
};

/** The server's configuration: read once, it does not change while the page is open. */
export function appConfigQueryOptions() {
  return queryOptions({
    queryKey: agentKeys.config,
    queryFn: ({ signal }) => fetchAppConfig({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The agents the exchange lists for the wallet; needs an Arbitrum chain (product rules §5). */
export function agentListQueryOptions(
  address: string | undefined,
  chainId: number | undefined,
  enabled: boolean,
) {
  return queryOptions<ListedAgent[], Error>({
    queryKey: [...agentKeys.list(address), chainId ?? null],
    queryFn:
      address && enabled
        ? ({ signal }) => {
            const network = checkAgentNetwork(chainId);
            if (!network.ok) throw new AgentError("WRONG_CHAIN", network.message);
            return fetchAgents(address, { signal });
          }
        : skipToken,
    retry: false,
  });
}

/** Builds an action's dependencies when it runs: the config (fetched once) and the wallet. */
async function depsOf(queryClient: QueryClient, wallet: MainWallet | null): Promise<AgentDeps> {
  if (!wallet) throw new AgentError("INVALID_INPUT", { key: "wallet.connectFirst" });
  const config = await queryClient.ensureQueryData(appConfigQueryOptions());
  return { config, wallet, now: Date.now };
}

/** Creates an agent (Create Agent modal). */
export function createAgentMutationOptions(queryClient: QueryClient, wallet: MainWallet | null) {
  return mutationOptions<StoredAgent, Error, CreateAgentInput>({
    mutationKey: ["agent", "create"],
    mutationFn: async (input) => createAgent(input, await depsOf(queryClient, wallet)),
  });
}

/** Imports a listed agent's key (import dialog). */
export function importAgentMutationOptions(queryClient: QueryClient, wallet: MainWallet | null) {
  return mutationOptions<StoredAgent, Error, { listed: ListedAgent; key: string }>({
    mutationKey: ["agent", "import"],
    mutationFn: async ({ listed, key }) => importAgent(listed, key, await depsOf(queryClient, wallet)),
  });
}

/** Revokes the current agent (agent card). */
export function revokeAgentMutationOptions(queryClient: QueryClient, wallet: MainWallet | null) {
  return mutationOptions<void, Error, { agentName: string }>({
    mutationKey: ["agent", "revoke"],
    mutationFn: async (agent) => revokeAgent(agent, await depsOf(queryClient, wallet)),
  });
}

/** Deletes a listed agent (agent list). */
export function deleteAgentMutationOptions(queryClient: QueryClient, wallet: MainWallet | null) {
  return mutationOptions<void, Error, ListedAgent>({
    mutationKey: ["agent", "delete"],
    mutationFn: async (listed) => deleteListedAgent(listed, await depsOf(queryClient, wallet)),
  });
}

/** Registers again an approved agent the server has not confirmed (agent card's Retry). */
export function retryRegistrationMutationOptions(wallet: MainWallet | null) {
  return mutationOptions<void, Error, void>({
    mutationKey: ["agent", "register"],
    mutationFn: async () => {
      if (!wallet) throw new AgentError("INVALID_INPUT", { key: "wallet.connectFirst" });
      const failure = await recheckAgent(wallet.address);
      if (failure) throw failure;
    },
  });
}
