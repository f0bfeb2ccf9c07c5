import { useEffect } from "react";
import { useWalletStore } from "../wallet-store.ts";
import { recheckAgent, useAgentStore } from "./agent-store.ts";

/**
 * How often the stored agent is re-read, so an expired one disappears without a reload and an approved
 * agent whose registration failed is registered again.
 */
const RECHECK_MS = 30_000;

/** Loads the connected wallet's live agent on connect and forgets it on disconnect (product rules §4). */
export function useAgentSync(): void {
  const current = useWalletStore((state) => (state.status === "connected" ? (state.address ?? null) : null));
  const load = useAgentStore((state) => state.load);
  useEffect(() => {
    load(current, Date.now());
    if (!current) return;
    void recheckAgent(current);
    const timer = setInterval(() => void recheckAgent(current), RECHECK_MS);
    return () => clearInterval(timer);
  }, [current, load]);
}
