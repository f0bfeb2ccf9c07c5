import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { WagmiContext } from "wagmi";
import { useWalletStore } from "../wallet/wallet-store.ts";

/** Props of {@link Providers}. */
export interface ProvidersProps {
  i18n: I18n;
  queryClient?: QueryClient;
  children: ReactNode;
}

/** A query client with the app's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

/**
 * wagmi's context, filled once the wallet runtime has loaded (wallet/load-wallet.ts): only the context
 * object comes with the first download, not wagmi itself. Components calling wagmi hooks render only
 * with a connected wallet or inside a tab that waits for the runtime (tab-content.tsx).
 */
function WalletContext({ children }: { children: ReactNode }) {
  const config = useWalletStore((state) => state.runtime?.config);
  return <WagmiContext.Provider value={config}>{children}</WagmiContext.Provider>;
}

/** Everything the app needs above the shell: i18n, server state, the wallet. (Tooltips bring their own provider.) */
export function Providers({ i18n, queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <WalletContext>{children}</WalletContext>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
