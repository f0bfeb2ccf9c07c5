import { ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn.ts";
import { COMMUNITY_LINKS } from "../community-links.ts";
import { useNavigation } from "../navigation-store.ts";
import { TABS } from "../tabs.ts";

const rowLabel =
  "whitespace-nowrap opacity-0 transition-opacity duration-150 group-hover/sidebar:opacity-100 group-has-[:focus-visible]/sidebar:opacity-100";

/**
 * The sidebar: icons only, widening over the page on hover or keyboard focus (focus-visible, so a mouse click does not leave it open) to show labels
 * (product rules §2). One button per tab, then the community links.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const activeTab = useNavigation((state) => state.activeTab);
  const goTo = useNavigation((state) => state.goTo);
  return (
    <aside className="group/sidebar fixed inset-y-0 left-0 z-40 hidden w-sidebar md:flex flex-col overflow-hidden border-border border-r bg-surface transition-[width,box-shadow] duration-200 ease-out hover:w-sidebar-open hover:shadow-popover has-[:focus-visible]:w-sidebar-open has-[:focus-visible]:shadow-popover">
      <div className="flex h-16 shrink-0 items-center gap-3 border-border border-b px-4">
        <span
          aria-hidden="true"
          className="flex size-8 shrink-0 items-center justify-center rounded-md bg-accent-soft text-accent"
        >
          <svg viewBox="0 0 32 32" className="size-5" fill="none" aria-hidden="true">
            <path
              d="M5 22l7-8 5 5 10-11"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <div className={cn("min-w-0", rowLabel)}>
          <p className="font-semibold text-fg text-sm">{t("app.name")}</p>
          <p className="truncate text-2xs text-fg-subtle">{t("app.tagline")}</p>
        </div>
      </div>
      <nav
        aria-label={t("shell.navigation")}
        className="flex flex-1 flex-col gap-1 overflow-y-auto overflow-x-hidden p-3"
      >
        {TABS.map((tab) => {
          const Icon = tab.icon;
          const active = tab.id === activeTab;
          return (
            <button
              key={tab.id}
              type="button"
              data-testid={`tab-${tab.id}`}
              aria-current={active ? "page" : undefined}
              onClick={() => goTo(tab.id)}
              className={cn(
                "focus-ring relative flex h-10 shrink-0 items-center gap-3 rounded-md px-2.5 text-left text-sm transition-colors",
                active ? "bg-accent-soft text-accent" : "text-fg-muted hover:bg-surface-3 hover:text-fg",
              )}
            >
              {active ? (
                <span aria-hidden="true" className="-left-3 absolute inset-y-2 w-0.5 rounded-r bg-accent" />
              ) : null}
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn("flex-1 font-medium", rowLabel)}>{t(`tabs.${tab.key}.label`)}</span>
              {tab.isNew ? (
                <>
                  <span
                    aria-hidden="true"
                    className="absolute top-2 left-7 size-2 rounded-full bg-accent ring-2 ring-surface group-hover/sidebar:hidden group-has-[:focus-visible]/sidebar:hidden"
                  />
                  <span
                    className={cn(
                      "rounded-sm bg-accent px-1 font-bold text-[9px] text-accent-fg uppercase leading-3",
                      rowLabel,
                    )}
                  >
                    {t("common.new")}
                  </span>
                </>
              ) : null}
            </button>
          );
        })}
      </nav>
      {COMMUNITY_LINKS.length > 0 ? (
        <div className="border-border border-t p-3">
          <p
            className={cn(
              "px-2.5 pb-1 font-medium text-2xs text-fg-subtle uppercase tracking-wide",
              rowLabel,
            )}
          >
            {t("shell.community")}
          </p>
          {COMMUNITY_LINKS.map((link) => {
            const Icon = link.icon;
            return (
              <a
                key={link.id}
                href={link.url}
                target="_blank"
                rel="noreferrer noopener"
                className="focus-ring flex h-9 items-center gap-3 rounded-md px-2.5 text-fg-muted text-sm hover:bg-surface-3 hover:text-fg"
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                <span className={cn("flex-1", rowLabel)}>{t(`shell.communityLinks.${link.id}`)}</span>
                <ExternalLink className={cn("size-3", rowLabel)} aria-hidden="true" />
              </a>
            );
          })}
        </div>
      ) : null}
    </aside>
  );
}
