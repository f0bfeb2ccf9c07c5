import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { exitsQueryKey, exitsQueryOptions } from "../../api/exits.ts";
import { queryKeys } from "../../api/queries.ts";
import { AgentError } from "../../wallet/agent/agent-error.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { agentSigner } from "../../wallet/agent/agent-trading.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { appConfigQueryOptions } from "../ai-setup/agent/agent-queries.ts";
import { browserLocks } from "../auto-trading/leadership.ts";
import { runAgentExitManager } from "./agent-exit-manager.ts";
import { agentExitPorts } from "./agent-exit-ports.ts";
import { useAgentExitStatus } from "./agent-exit-status-store.ts";

/**
 * Runs the browser's exit manager while the connected wallet has an agent and a stop this browser manages
 * (the logic: agent-exit-manager.ts and core's agentExitPass); the notice reads its status from the store.
 */
export function useAgentExitManager(): void {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const agent = useAgentStore((state) => state.agent);
  const exits = useQuery(exitsQueryOptions(agent ? address : undefined));
  const managing =
    exits.data?.exits.some((exit) => exit.manager === "browser" && exit.status === "active") ?? false;
  const { data: config } = useQuery(appConfigQueryOptions());
  const exchangeUrl = config?.exchangeUrl;
  const setStatus = useAgentExitStatus((state) => state.set);
  const queryClient = useQueryClient();
  // The agent key is opened with the wallet the page has when a move is signed, not when the manager started.
  const mainWallet = useMainWallet();
  const mainWalletRef = useRef(mainWallet);
  mainWalletRef.current = mainWallet;

  useEffect(() => {
    if (!managing || !address || !agent || !exchangeUrl) {
      setStatus(null);
      return;
    }
    const stop = runAgentExitManager({
      address,
      ports: () =>
        agentExitPorts({
          address: address as `0x${string}`,
          agentAddress: agent.address,
          exchangeUrl,
          signer: async () => {
            const main = mainWalletRef.current;
            if (!main) throw new AgentError("KEY_UNAVAILABLE", { key: "agent.keyUnavailable" });
            return agentSigner({ wallet: main, agent });
          },
          now: Date.now,
        }),
      report: setStatus,
      changed: () => {
        void queryClient.invalidateQueries({ queryKey: exitsQueryKey(address) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.accountOverview(address) });
      },
      locks: browserLocks(),
    });
    return () => {
      stop();
      setStatus(null);
    };
  }, [managing, address, agent, exchangeUrl, setStatus, queryClient]);
}
