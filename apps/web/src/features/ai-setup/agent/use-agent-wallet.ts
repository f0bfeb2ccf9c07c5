import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { agentInfo } from "../../../wallet/agent/agent-storage.ts";
import { useAgentStore } from "../../../wallet/agent/agent-store.ts";
import { useMainWallet } from "../../../wallet/agent/use-main-wallet.ts";
import {
  agentKeys,
  agentListQueryOptions,
  createAgentMutationOptions,
  deleteAgentMutationOptions,
  importAgentMutationOptions,
  retryRegistrationMutationOptions,
  revokeAgentMutationOptions,
} from "./agent-queries.ts";

/** The current time, ticking every 30 s so the time left stays fresh. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** The agent card's state and actions: the live agent and create, revoke (product rules §2 "Agent Wallet card"). */
export function useAgentCard() {
  const wallet = useMainWallet();
  const queryClient = useQueryClient();
  const agent = useAgentStore((state) => state.agent);
  const setAgent = useAgentStore((state) => state.set);
  const clearAgent = useAgentStore((state) => state.clear);
  const now = useNow();
  const refreshList = () => queryClient.invalidateQueries({ queryKey: agentKeys.list(wallet?.address) });
  const reload = useAgentStore((state) => state.load);
  const create = useMutation({
    ...createAgentMutationOptions(queryClient, wallet),
    onSuccess: (created) => {
      setAgent(created);
      void refreshList();
    },
    // An approved agent whose registration failed is kept: the card shows it as not registered yet.
    onError: () => {
      reload(wallet?.address ?? null, Date.now());
      void refreshList();
    },
  });
  const retryRegistration = useMutation(retryRegistrationMutationOptions(wallet));
  const revoke = useMutation({
    ...revokeAgentMutationOptions(queryClient, wallet),
    // The local agent goes whatever the exchange said (product rules §4).
    onSettled: () => {
      clearAgent();
      void refreshList();
    },
  });
  return {
    connected: wallet !== null,
    info: agent ? agentInfo(agent, now) : null,
    agentName: agent?.agentName ?? null,
    create,
    revoke,
    retryRegistration,
  };
}

/** The agent list modal's state and actions: the listed agents, delete and import. */
export function useAgentList(open: boolean) {
  const wallet = useMainWallet();
  const queryClient = useQueryClient();
  const agent = useAgentStore((state) => state.agent);
  const setAgent = useAgentStore((state) => state.set);
  const reload = useAgentStore((state) => state.load);
  const list = useQuery(agentListQueryOptions(wallet?.address, wallet?.chainId, open));
  const refreshList = () => queryClient.invalidateQueries({ queryKey: agentKeys.list(wallet?.address) });
  const remove = useMutation({
    ...deleteAgentMutationOptions(queryClient, wallet),
    // Deleting the selected agent clears it from session storage, even when the exchange refused.
    onSettled: () => {
      reload(wallet?.address ?? null, Date.now());
      void refreshList();
    },
  });
  const importKey = useMutation({
    ...importAgentMutationOptions(queryClient, wallet),
    onSuccess: (imported) => {
      setAgent(imported);
      void refreshList();
    },
  });
  return { list, selected: agent?.address.toLowerCase() ?? null, remove, importKey };
}
