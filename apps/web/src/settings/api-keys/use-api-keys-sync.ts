import { useEffect } from "react";
import { useWalletStore } from "../../wallet/wallet-store.ts";
import { useApiKeys } from "./api-keys-store.ts";

/** Loads the connected address's keys and mode on connect, clears them on disconnect (product rules §4). */
export function useApiKeysSync(): void {
  const current = useWalletStore((state) => (state.status === "connected" ? (state.address ?? null) : null));
  const load = useApiKeys((state) => state.load);
  useEffect(() => {
    void load(current).catch(() => {
      // Storage unreadable (private mode, blocked IndexedDB): the address simply has no saved keys.
    });
  }, [current, load]);
}
