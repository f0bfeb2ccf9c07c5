import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn.ts";
import { useNavigation } from "../navigation-store.ts";
import { TABS } from "../tabs.ts";

/**
 * On phones the sidebar gives way to a bottom bar: every tab one thumb away, each button at least
 * 44 px square (the touch-target minimum), with a short label under its icon.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const activeTab = useNavigation((state) => state.activeTab);
  const goTo = useNavigation((state) => state.goTo);
  return (
    <nav
      aria-label={t("layout.tabBar")}
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-surface/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-7">
        {TABS.map((tab) => {
          const Icon = tab.icon;
          const active = tab.id === activeTab;
          return (
            <li key={tab.id} className="min-w-0">
              <button
                type="button"
                data-testid={`bottom-tab-${tab.id}`}
                aria-current={active ? "page" : undefined}
                onClick={() => goTo(tab.id)}
                className={cn(
                  "focus-ring relative flex h-14 w-full flex-col items-center justify-center gap-0.5",
                  active ? "text-accent" : "text-fg-muted",
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="w-full truncate text-center text-[10px] leading-3 tracking-tighter">
                  {t(`tabs.${tab.key}.label`)}
                </span>
                {tab.isNew ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-2 right-[calc(50%-14px)] size-2 rounded-full bg-accent"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
