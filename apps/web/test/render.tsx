import { QueryClient } from "@tanstack/react-query";
import { act, type RenderResult, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { Providers } from "../src/app/providers.tsx";
import { i18n } from "../src/i18n/i18n.ts";
import { startWalletRuntime } from "../src/wallet/wallet-runtime.ts";
import { connectTestWallet, createTestWalletConfig } from "./wallet.ts";

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Connect the test wallet before rendering. */
  connected?: boolean;
}

/** Renders with the app's providers: i18n, a mock wallet, a fresh query client without retries. */
export async function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): Promise<RenderResult> {
  const walletConfig = createTestWalletConfig();
  if (options.connected) await connectTestWallet(walletConfig);
  // The app downloads the wallet runtime after its first paint; tests start it at once on the mock wallet.
  startWalletRuntime(walletConfig);
  // Queries that retry (lost answers, a failed chunk) retry at once: the app's default back-off (1 s, 2 s…)
  // only made the tests wait.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, retryDelay: 0, refetchInterval: false },
      mutations: { retry: false },
    },
  });
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(
      <Providers i18n={i18n} queryClient={queryClient}>
        {ui}
      </Providers>,
    );
  });
  if (!result) throw new Error("render failed");
  return result;
}
