import { useEffect } from "react";
import { useWalletStore } from "../wallet-store.ts";
import { useAgentStore } from "./agent-store.ts";

/** How often the stored agent is re-read, so an expired one disappears without a reload. */
const RECHECK_MS = 30_000;

/** Loads the connected wallet's live agent on connect and forgets it on disconnect (product rules §4). */
export function useAgentSync(): void {
  const current = useWalletStore((state) => (state.status === "connected" ? (state.address ?? null) : null));
  const load = useAgentStore((state) => state.load);
  useEffect(() => {
    load(current, Date.now());
    if (!current) return;
    const timer = setInterval(() => load(current, Date.now()), RECHECK_MS);
    return () => clearInterval(timer);
  }, [current, load]);
}
