import type { ExitManagerPlace, ExitPolicy, Position } from "@app/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { exitsQueryKey, exitsQueryOptions, saveExitPolicyMutationOptions } from "../../api/exits.ts";
import { queryKeys } from "../../api/queries.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/**
 * Exit policies as the positions table shows and sets them (issue 36): the managed stops and their events
 * (polled), the position whose policy is being edited, and the save (after the wallet's sign-in) — moved by the
 * server, or by this tab when an agent wallet signs. A new event
 * (a stop moved, hit or missing) refreshes the account, so the table shows the stop now on the exchange.
 */
export function useExitPolicies() {
  const wallet = useWallet();
  const address = wallet.status === "connected" ? wallet.address : undefined;
  const signIn = useServerSignIn();
  const queryClient = useQueryClient();
  const exits = useQuery(exitsQueryOptions(address));
  const [selected, setSelected] = useState<Position | null>(null);
  // An agent wallet's key lives only in this browser: the open tab moves its stops, not the server.
  const manager: ExitManagerPlace = useAgentStore((state) => (state.agent ? "browser" : "server"));
  const save = useMutation({
    ...saveExitPolicyMutationOptions(signIn),
    onSuccess: (data, change) => {
      queryClient.setQueryData(exitsQueryKey(change.userAddress), data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountOverview(change.userAddress) });
      setSelected(null);
    },
  });
  const latest = exits.data?.events[0]?.id;
  useEffect(() => {
    if (latest && address)
      void queryClient.invalidateQueries({ queryKey: queryKeys.accountOverview(address) });
  }, [latest, address, queryClient]);

  const { reset } = save;
  return {
    exits: exits.data?.exits ?? [],
    events: exits.data?.events ?? [],
    selected,
    select(position: Position | null) {
      reset();
      setSelected(position);
    },
    save(policy: ExitPolicy) {
      if (!address || !selected) return;
      save.mutate({ userAddress: address, coin: selected.coin, policy, manager });
    },
    manager,
    saving: save.isPending,
    error: save.error,
  };
}
