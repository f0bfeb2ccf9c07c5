import { useEffect } from "react";
import { useConnection } from "wagmi";
import { useApiKeys } from "./api-keys-store.ts";

/** Loads the connected address's keys and mode on connect, clears them on disconnect (product rules §4). */
export function useApiKeysSync(): void {
  const { address, status } = useConnection();
  const load = useApiKeys((state) => state.load);
  const current = status === "connected" && address ? address : null;
  useEffect(() => {
    void load(current).catch(() => {
      // Storage unreadable (private mode, blocked IndexedDB): the address simply has no saved keys.
    });
  }, [current, load]);
}
