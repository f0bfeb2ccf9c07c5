import { useNavigation } from "../navigation-store.ts";
import { Header } from "./header.tsx";
import { Sidebar } from "./sidebar.tsx";
import { TabContent } from "./tab-content.tsx";
import { TestnetBanner } from "./testnet-banner.tsx";

/** The app frame: sidebar, banner, header and the active tab (spec §2). */
export function Shell() {
  const activeTab = useNavigation((state) => state.activeTab);
  return (
    <div className="min-h-screen bg-bg">
      <Sidebar />
      <div className="flex min-h-screen flex-col pl-sidebar">
        <TestnetBanner />
        <Header />
        <main id={`panel-${activeTab}`} className="mx-auto w-full max-w-[1600px] flex-1 px-6 py-5">
          <TabContent />
        </main>
      </div>
    </div>
  );
}
