import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useAutoTradingPlace } from "../../features/auto-trading/auto-trading-place-store.ts";
import { OnboardingModal } from "../../features/onboarding/onboarding-modal.tsx";
import { useSettings } from "../../settings/settings-store.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useNavigation } from "../navigation-store.ts";
import { useFollowSession } from "../use-follow-session.ts";
import { useReloadOnChainChange } from "../use-reload-on-chain-change.ts";
import { BottomBar } from "./bottom-bar.tsx";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";
import { TabContent } from "./tab-content.tsx";
import { TestnetBanner } from "./testnet-banner.tsx";
import { usePageBehindDialog } from "./use-page-behind-dialog.ts";

const AgentExitHost = lazy(() =>
  import("../../features/exits/agent-exit-host.tsx").then((m) => ({ default: m.AgentExitHost })),
);
const AutoTradingHost = lazy(() =>
  import("../../features/auto-trading/auto-trading-host.tsx").then((m) => ({ default: m.AutoTradingHost })),
);

/**
 * The app frame (product rules §2): sidebar, banner, header and the active tab. Below 768 px the sidebar
 * becomes a bottom bar, and nothing may be wider than the screen.
 */
export function Shell() {
  const onServer = useAutoTradingPlace((state) => state.place === "server");
  const autoTrading = useSettings((state) => state.autoTradingEnabled) || onServer;
  const agent = useAgentStore((state) => state.agent !== null);
  useReloadOnChainChange();
  useFollowSession();
  const pageShown = usePageBehindDialog();
  return (
    <div className="min-h-screen bg-bg">
      {pageShown ? <Page /> : null}
      {/* The loop lives with the shell, so it keeps its schedule whichever tab is shown; only when it is on,
          or when the server runs it (the shell then watches the server's runs for the bell). */}
      {autoTrading ? (
        <Suspense fallback={null}>
          <AutoTradingHost />
        </Suspense>
      ) : null}
      {/* An agent wallet's key lives only in this browser: the open tab moves the stops it manages. */}
      {agent ? (
        <Suspense fallback={null}>
          <AgentExitHost />
        </Suspense>
      ) : null}
      {/* First visits only; with the first paint, as it is the largest thing on their screen. */}
      <OnboardingModal />
    </div>
  );
}

/** Everything on screen but the first-visit welcome: sidebar or bottom bar, banner, header and the tab. */
function Page() {
  const activeTab = useNavigation((state) => state.activeTab);
  const { t } = useTranslation();
  return (
    <>
      {/* First in the tab order: past the sidebar, the banner and the header's controls in one key press. */}
      <a
        href={`#panel-${activeTab}`}
        data-testid="skip-link"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById(`panel-${activeTab}`)?.focus();
        }}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-md focus:bg-accent focus:px-3 focus:py-2 focus:font-medium focus:text-bg focus:text-sm"
      >
        {t("layout.skipToContent")}
      </a>
      <Sidebar />
      <div className="flex min-h-screen min-w-0 flex-col md:pl-sidebar">
        <TestnetBanner />
        <Header />
        <main
          id={`panel-${activeTab}`}
          tabIndex={-1}
          className="mx-auto w-full min-w-0 max-w-[1600px] flex-1 px-3 pt-4 pb-20 focus:outline-none sm:px-4 md:px-6 md:py-5"
        >
          <TabContent />
        </main>
      </div>
      <BottomBar />
    </>
  );
}
