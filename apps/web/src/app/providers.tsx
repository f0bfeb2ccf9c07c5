import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import { type ReactNode, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { WagmiProvider } from "wagmi";
import { TooltipProvider } from "../ui/tooltip.tsx";
import type { WalletConfig } from "../wallet/config.ts";

/** Props of {@link Providers}. */
export interface ProvidersProps {
  i18n: I18n;
  walletConfig: WalletConfig;
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

/** Everything the app needs above the shell: i18n, wallet, server state, tooltips. */
export function Providers({ i18n, walletConfig, queryClient, children }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <WagmiProvider config={walletConfig}>
        <QueryClientProvider client={client}>
          <TooltipProvider delayDuration={200}>{children}</TooltipProvider>
        </QueryClientProvider>
      </WagmiProvider>
    </I18nextProvider>
  );
}
