import { Bell, CheckCircle2, XCircle } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { type AppNotification, useNotifications } from "../../notifications/notifications-store.ts";
import { Button } from "../../ui/button.tsx";

const messageKey = {
  "analysis-done": "shell.notifications.analysisDone",
  "analysis-failed": "shell.notifications.analysisFailed",
  "execution-done": "shell.notifications.executionDone",
  "execution-failed": "shell.notifications.executionFailed",
} as const;

function Item({ item }: { item: AppNotification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = item.kind.endsWith("failed");
  return (
    <li className="flex items-start gap-2.5 px-3 py-2.5">
      {failed ? (
        <XCircle className="mt-0.5 size-4 shrink-0 text-loss" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-profit" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-fg text-sm">{t(messageKey[item.kind], item.params)}</p>
        <p className="num text-fg-subtle text-xs">{formatTime(item.at, language)}</p>
      </div>
    </li>
  );
}

/** The notifications bell: this session's analyses and executions, with an unread count. */
export function NotificationsBell() {
  const { t } = useTranslation();
  const { items, unread, markAllRead, clear } = useNotifications();
  return (
    <Popover.Root onOpenChange={(open) => (open ? markAllRead() : undefined)}>
      <Popover.Trigger
        aria-label={
          unread > 0
            ? t("shell.notifications.labelUnread", { count: unread })
            : t("shell.notifications.label")
        }
        className="focus-ring relative inline-flex size-8 items-center justify-center rounded-md border border-border bg-surface text-fg-muted hover:border-border-strong hover:text-fg"
      >
        <Bell className="size-4" aria-hidden="true" />
        {unread > 0 ? (
          <span className="num -top-1.5 -right-1.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-loss px-1 font-semibold text-[10px] text-white">
            {unread}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 animate-fade-in rounded-lg border border-border-strong bg-surface-2 shadow-popover focus:outline-none"
        >
          <div className="flex items-center justify-between border-border border-b px-3 py-2">
            <p className="font-semibold text-fg text-sm">{t("shell.notifications.title")}</p>
            {items.length > 0 ? (
              <Button size="xs" variant="ghost" onClick={clear}>
                {t("shell.notifications.clear")}
              </Button>
            ) : null}
          </div>
          {items.length === 0 ? (
            <p className="px-3 py-6 text-center text-fg-muted text-xs">{t("shell.notifications.empty")}</p>
          ) : (
            <ul className="max-h-96 divide-y divide-border overflow-y-auto">
              {items.map((item) => (
                <Item key={item.id} item={item} />
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
