import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "../../ui/spinner.tsx";
import { useNavigation } from "../navigation-store.ts";
import type { TabId } from "../tabs.ts";

type Panel = LazyExoticComponent<ComponentType>;

/**
 * Each tab is its own chunk, loaded the first time it is opened: the landing page downloads only the
 * shell and the dashboard, which keeps its initial JavaScript small on a phone.
 */
export const TAB_PANELS: Record<TabId, Panel> = {
  dashboard: lazy(() =>
    import("../../features/dashboard/dashboard-tab.tsx").then((m) => ({ default: m.DashboardTab })),
  ),
  "trading-dashboard": lazy(() =>
    import("../../features/trading/trading-tab.tsx").then((m) => ({ default: m.TradingTab })),
  ),
  wallet: lazy(() => import("../../features/wallet/wallet-tab.tsx").then((m) => ({ default: m.WalletTab }))),
  "ai-setup": lazy(() =>
    import("../../features/ai-setup/ai-setup-tab.tsx").then((m) => ({ default: m.AiSetupTab })),
  ),
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
