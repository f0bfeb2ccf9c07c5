import { BookOpen, Bot, FlaskConical, Users } from "lucide-react";
import { ComingSoonTab } from "../../features/coming-soon/coming-soon-tab.tsx";
import { DashboardTab } from "../../features/dashboard/dashboard-tab.tsx";
import { TradingTab } from "../../features/trading/trading-tab.tsx";
import { WalletTab } from "../../features/wallet/wallet-tab.tsx";
import { useNavigation } from "../navigation-store.ts";

/** The active tab's panel. */
export function TabContent() {
  const activeTab = useNavigation((state) => state.activeTab);
  switch (activeTab) {
    case "dashboard":
      return <DashboardTab />;
    case "trading-dashboard":
      return <TradingTab />;
    case "wallet":
      return <WalletTab />;
    case "ai-setup":
      return <ComingSoonTab topic="aiSetup" icon={Bot} />;
    case "strategy":
      return <ComingSoonTab topic="strategy" icon={FlaskConical} />;
    case "learn":
      return <ComingSoonTab topic="learn" icon={BookOpen} />;
    case "community":
      return <ComingSoonTab topic="community" icon={Users} />;
  }
}
