import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { WagmiContext } from "wagmi";
import { DashboardConnect } from "../../features/dashboard/dashboard-connect.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { loadWalletRuntime } from "../../wallet/load-wallet.ts";
import { useWalletStore } from "../../wallet/wallet-store.ts";
import { useNavigation } from "../navigation-store.ts";
import type { TabId } from "../tabs.ts";

type Panel = LazyExoticComponent<ComponentType> | ComponentType;

/**
 * A tab whose components sign or read through wagmi's hooks: its chunk and the wallet runtime download
 * together, and the tab renders inside wagmi's context (the landing page paints without them).
 */
function walletTab(load: () => Promise<ComponentType>): Panel {
  return lazy(async () => {
    const [Tab, runtime] = await Promise.all([load(), loadWalletRuntime()]);
    return {
      default: () => (
        <WagmiContext.Provider value={runtime.config}>
          <Tab />
        </WagmiContext.Provider>
      ),
    };
  });
}

const ConnectedDashboard = lazy(() =>
  import("../../features/dashboard/dashboard-tab.tsx").then((m) => ({ default: m.DashboardTab })),
);

/**
 * The landing tab: without a wallet, its connect prompt paints with the shell (no chunk to wait for); the
 * dashboard itself (summary, chart, positions, auto-trading, with the chart library and the API schemas)
 * downloads once a wallet is connected.
 */
function DashboardPanel() {
  const connected = useWalletStore((state) => state.status === "connected");
  return connected ? <ConnectedDashboard /> : <DashboardConnect />;
}

/**
 * Each tab is its own chunk, loaded the first time it is opened: the landing page downloads only the
 * shell and the dashboard, which keeps its initial JavaScript small on a phone.
 */
export const TAB_PANELS: Record<TabId, Panel> = {
  dashboard: DashboardPanel,
  "trading-dashboard": walletTab(() =>
    import("../../features/trading/trading-tab.tsx").then((m) => m.TradingTab),
  ),
  wallet: walletTab(() => import("../../features/wallet/wallet-tab.tsx").then((m) => m.WalletTab)),
  "ai-setup": walletTab(() => import("../../features/ai-setup/ai-setup-tab.tsx").then((m) => m.AiSetupTab)),
  strategy: lazy(() =>
    import("../../features/strategy/strategy-tab.tsx").then((m) => ({ default: m.StrategyTab })),
  ),
  learn: lazy(() => import("../../features/learn/learn-tab.tsx").then((m) => ({ default: m.LearnTab }))),
  community: lazy(() =>
    import("../../features/community/community-tab.tsx").then((m) => ({ default: m.CommunityTab })),
  ),
};

/** What shows while a tab's chunk downloads (a few milliseconds on a warm cache). */
export function TabLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-20 text-fg-muted text-sm">
      <Spinner />
      {t("layout.loadingTab")}
    </div>
  );
}

/** The active tab's panel. */
export function TabContent() {
  const activeTab = useNavigation((state) => state.activeTab);
  const Panel = TAB_PANELS[activeTab];
  return (
    <Suspense fallback={<TabLoading />}>
      <Panel />
    </Suspense>
  );
}
