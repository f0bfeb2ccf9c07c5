import { useEffect, useRef } from "react";
import { useWalletStore } from "../wallet/wallet-store.ts";

/** Whether a move from one chain id to another calls for a reload (not the first connection). */
export function isChainSwitch(previous: number | undefined, next: number | undefined): boolean {
  return previous !== undefined && next !== undefined && previous !== next;
}

/**
 * Spec §4: a chain change reloads the whole page, so nothing fetched or signed for the old network
 * (balances, agent approvals, prepared actions) outlives it.
 */
export function useReloadOnChainChange(reload: () => void = () => window.location.reload()): void {
  const chainId = useWalletStore((state) => state.chainId);
  const previous = useRef<number | undefined>(chainId);
  useEffect(() => {
    if (isChainSwitch(previous.current, chainId)) reload();
    if (chainId !== undefined) previous.current = chainId;
  }, [chainId, reload]);
}
