import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn.ts";

/** Props of {@link TableOfContents}. */
export interface TableOfContentsProps {
  entries: readonly { id: string; title: string }[];
  active: string | undefined;
  /** Called before the browser jumps to the anchor, so a collapsed section can open. */
  onPick: (id: string) => void;
}

/** Anchor links to every section; the one being read is highlighted. Sticky beside the text on wide screens. */
export function TableOfContents({ entries, active, onPick }: TableOfContentsProps) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("learn.contents")}
      data-testid="learn-toc"
      className="self-start rounded-lg border border-border bg-surface p-3 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <p className="px-2 pb-2 font-medium text-2xs text-fg-subtle uppercase tracking-wide">
        {t("learn.contents")}
      </p>
      <ol className="flex gap-1 overflow-x-auto pb-1 lg:flex-col lg:overflow-visible lg:pb-0">
        {entries.map((entry) => {
          const current = entry.id === active;
          return (
            <li key={entry.id} className="shrink-0 lg:shrink">
              <a
                href={`#${entry.id}`}
                data-testid={`toc-${entry.id}`}
                aria-current={current ? "location" : undefined}
                onClick={() => onPick(entry.id)}
                className={cn(
                  "focus-ring flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm lg:min-h-9 lg:whitespace-normal",
                  current
                    ? "bg-accent-soft font-medium text-accent"
                    : "text-fg-muted hover:bg-surface-2 hover:text-fg",
                )}
              >
                {entry.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
