import { useTranslation } from "react-i18next";
import { WalletMenu } from "../../features/wallet/wallet-menu.tsx";
import { useNavigation } from "../navigation-store.ts";
import { tabInfo } from "../tabs.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { ModeToggle } from "./mode-toggle.tsx";
import { NotificationsBell } from "./notifications-bell.tsx";

/** The header: the tab's title and subtitle, then the global controls (spec §2). */
export function Header() {
  const { t } = useTranslation();
  const tab = tabInfo(useNavigation((state) => state.activeTab));
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center justify-between gap-4 border-border border-b bg-bg/90 px-6 backdrop-blur">
      <div className="min-w-0">
        <h1 data-testid="header-title" className="truncate font-semibold text-fg text-lg">
          {t(`tabs.${tab.key}.title`)}
        </h1>
        <p className="truncate text-fg-muted text-xs">{t(`tabs.${tab.key}.subtitle`)}</p>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <ModeToggle />
        <LanguageSwitch />
        <NotificationsBell />
        <WalletMenu />
      </div>
    </header>
  );
}
