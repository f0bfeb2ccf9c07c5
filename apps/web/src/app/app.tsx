import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { lazy, Suspense, useState } from "react";
import { useApiKeysSync } from "../settings/api-keys/use-api-keys-sync.ts";
import { useWalletStore } from "../wallet/wallet-store.ts";
import { Providers } from "./providers.tsx";
import { Shell } from "./shell/shell.tsx";

// The agent's storage, unlock and expiry code (with viem's address checks) is not needed before a wallet connects.
const AgentSync = lazy(() =>
  import("../wallet/agent/use-agent-sync.ts").then(({ useAgentSync }) => ({
    default: function AgentSync() {
      useAgentSync();
      return null;
    },
  })),
);

/**
 * Keeps the agent in step with the wallet from its first connection on. It stays mounted after that, so a
 * disconnect still reaches it and forgets the agent and its unlock secret (product rules §4).
 */
export function AgentSyncOnceConnected() {
  const connected = useWalletStore((state) => state.status === "connected");
  const [needed, setNeeded] = useState(connected);
  if (connected && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AgentSync />
    </Suspense>
  ) : null;
}

function ApiKeysSync() {
  useApiKeysSync();
  return null;
}

/** Props of {@link App}. */
export interface AppProps {
  i18n: I18n;
  queryClient?: QueryClient;
}

/** The whole web app. */
export function App({ i18n, queryClient }: AppProps) {
  return (
    <Providers i18n={i18n} queryClient={queryClient}>
      <ApiKeysSync />
      <AgentSyncOnceConnected />
      <Shell />
    </Providers>
  );
}
