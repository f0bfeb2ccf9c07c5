import { useTranslation } from "react-i18next";
import { WalletMenu } from "../../features/wallet/wallet-menu.tsx";
import { useNavigation } from "../navigation-store.ts";
import { tabInfo } from "../tabs.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { ModeToggle } from "./mode-toggle.tsx";
import { NotificationsBell } from "./notifications-bell.tsx";

/** The header: the tab's title and subtitle, then the global controls (product rules §2). */
export function Header() {
  const { t } = useTranslation();
  const tab = tabInfo(useNavigation((state) => state.activeTab));
  return (
    <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-2 border-border border-b bg-bg/90 px-3 backdrop-blur sm:px-4 md:h-16 md:flex-nowrap md:gap-4 md:px-6">
      {/* Phones: the app mark and the controls on the first row, the title and paper/live on the second. */}
      <p className="order-1 flex h-12 items-center font-semibold text-fg text-sm md:hidden">
        {t("app.name")}
      </p>
      <div className="order-2 ml-auto flex shrink-0 items-center gap-1.5 md:order-3 md:ml-0 md:gap-2">
        <LanguageSwitch />
        <NotificationsBell />
        <WalletMenu />
      </div>
      <div aria-hidden="true" className="order-3 h-0 basis-full border-border border-t md:hidden" />
      <div className="order-4 flex min-w-0 flex-1 flex-col justify-center py-1.5 md:order-1 md:py-0">
        <h1 data-testid="header-title" className="truncate font-semibold text-base text-fg md:text-lg">
          {t(`tabs.${tab.key}.title`)}
        </h1>
        <p className="hidden truncate text-fg-muted text-xs md:block">{t(`tabs.${tab.key}.subtitle`)}</p>
      </div>
      <div className="order-5 py-1.5 md:order-2 md:py-0">
        <ModeToggle />
      </div>
    </header>
  );
}
