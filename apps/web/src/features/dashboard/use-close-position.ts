import {
  type AccountFill,
  formatSignedPnl,
  formatUsdc,
  type Position,
  type RealisedResult,
  realisedOfNewCloses,
} from "@app/core";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { queryKeys } from "../../api/queries.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { closeMutationOptions } from "../../wallet/agent/agent-mutations.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useMainWallet } from "../../wallet/agent/use-main-wallet.ts";
import { useServerSignIn } from "../../wallet/use-server-sign-in.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { fillsQueryOptions } from "./fills-query.ts";

/** A close that went through, with what it realised once the exchange lists its fills. */
export interface ClosedNotice {
  coin: string;
  /** Null when the exchange did not list the close's fills yet. */
  realised: RealisedResult | null;
}

/** The fills before the close (cached if read already), so the close's own fills can be told apart after it. */
async function fillsBefore(queryClient: QueryClient, address: string): Promise<AccountFill[]> {
  try {
    return await queryClient.ensureQueryData(fillsQueryOptions(address));
  } catch {
    return [];
  }
}

/** What the close realised, from the fills the exchange lists after it; null if they cannot be read. */
async function realisedAfter(
  queryClient: QueryClient,
  address: string,
  coin: string,
  before: readonly AccountFill[],
): Promise<RealisedResult | null> {
  try {
    const after = await queryClient.fetchQuery({ ...fillsQueryOptions(address), staleTime: 0 });
    return realisedOfNewCloses(before, after, coin);
  } catch {
    return null;
  }
}

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
  const [closed, setClosed] = useState<ClosedNotice | null>(null);
  const [before, setBefore] = useState<AccountFill[]>([]);
  const mutation = useMutation({
    ...closeMutationOptions(signIn, mainWallet),
    onSuccess: async (_answer, close) => {
      setSelected(null);
      const realised = await realisedAfter(queryClient, close.address, close.coin, before);
      setClosed({ coin: close.coin, realised });
      useNotifications.getState().push(
        realised ? "position-closed" : "position-closed-pending",
        realised
          ? {
              coin: close.coin,
              pnl: formatSignedPnl(realised.netPnl),
              fee: formatUsdc(realised.fee),
            }
          : { coin: close.coin },
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.account });
    },
  });

  const select = (position: Position | null) => {
    if (mutation.isPending) return;
    mutation.reset();
    setSelected(position);
    setIdempotencyKey(crypto.randomUUID());
    const address = wallet.address?.trim();
    // Read while the dialog is open, so the close itself is not delayed by it.
    if (position && address) void fillsBefore(queryClient, address).then(setBefore);
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
    /** The last close that went through, with its realised P&L; cleared by {@link dismissClosed}. */
    closed,
    dismissClosed: () => setClosed(null),
    /** The agent that signs the close; null in server mode. */
    agentAddress: agent?.address ?? null,
  };
}
