import type { QueryClient } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { useApiKeysSync } from "../settings/api-keys/use-api-keys-sync.ts";
import { useAgentSync } from "../wallet/agent/use-agent-sync.ts";
import type { WalletConfig } from "../wallet/config.ts";
import { useWalletAddressPersistence } from "../wallet/use-wallet.ts";
import { Providers } from "./providers.tsx";
import { Shell } from "./shell/shell.tsx";

function WalletAddressPersistence() {
  useWalletAddressPersistence();
  useApiKeysSync();
  useAgentSync();
  return null;
}

/** Props of {@link App}. */
export interface AppProps {
  i18n: I18n;
  walletConfig: WalletConfig;
  queryClient?: QueryClient;
}

/** The whole web app. */
export function App({ i18n, walletConfig, queryClient }: AppProps) {
  return (
    <Providers i18n={i18n} walletConfig={walletConfig} queryClient={queryClient}>
      <WalletAddressPersistence />
      <Shell />
    </Providers>
  );
}
