import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useApiKeysSync } from "../settings/api-keys/use-api-keys-sync.ts";
import { useAgentSync } from "../wallet/agent/use-agent-sync.ts";
import { Providers } from "./providers.tsx";
import { Shell } from "./shell/shell.tsx";

function ApiKeysSync() {
  useApiKeysSync();
  useAgentSync();
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
      <Shell />
    </Providers>
  );
}
