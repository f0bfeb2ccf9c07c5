import type { Position } from "@app/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "../../api/queries.ts";
import { closeMutationOptions } from "../../wallet/agent/agent-mutations.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/**
 * The close-position flow of product rules §4: the row chosen for closing, and the close itself. Success
 * refreshes the account, closes the dialog and clears the selection; a failure keeps the dialog open
 * with its error.
 */
export function useClosePosition() {
  const wallet = useWallet();
  const signIn = useServerSignIn();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Position | null>(null);
  // One key per chosen row: a retry after a lost answer is recognised and never closes twice.
  const [idempotencyKey, setIdempotencyKey] = useState("");
  const mainWallet = useMainWallet();
  const agent = useAgentStore((state) => state.agent);
  const mutation = useMutation({
    ...closeMutationOptions(signIn, mainWallet),
    onSuccess: () => {
      setSelected(null);
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });

  const select = (position: Position | null) => {
    if (mutation.isPending) return;
    mutation.reset();
    setSelected(position);
    setIdempotencyKey(crypto.randomUUID());
  };

  const confirm = () => {
    const address = wallet.address?.trim();
    if (!selected || !address || mutation.isPending) return;
    mutation.mutate({ address, coin: selected.coin, idempotencyKey });
  };

  return {
    selected,
    select,
    confirm,
    closing: mutation.isPending,
    error: mutation.error,
    /** The agent that signs the close; null in server mode. */
    agentAddress: agent?.address ?? null,
  };
}
