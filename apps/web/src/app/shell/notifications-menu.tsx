import { AlertTriangle, CheckCircle2, XCircle } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { type AppNotification, useNotifications } from "../../notifications/notifications-store.ts";
import { Button } from "../../ui/button.tsx";
import { BellButton, clearOpenRequest, wasOpenRequested } from "./bell-button.tsx";

const messageKey = {
  "analysis-done": "shell.notifications.analysisDone",
  "analysis-failed": "shell.notifications.analysisFailed",
  "execution-done": "shell.notifications.executionDone",
  "execution-failed": "shell.notifications.executionFailed",
  "auto-trading-done": "shell.notifications.autoTradingDone",
  "auto-trading-failed": "shell.notifications.autoTradingFailed",
  "position-closed": "shell.notifications.positionClosed",
  "position-closed-pending": "shell.notifications.positionClosedPending",
  "run-failure-kept": "shell.notifications.runFailureKept",
  "run-failures-sent": "shell.notifications.runFailuresSent",
  "exit-policy-not-set": "shell.notifications.exitPolicyNotSet",
} as const;

/** Kinds that warn of something left to do (not a failure, not a success). */
const WARNINGS: ReadonlySet<AppNotification["kind"]> = new Set(["run-failure-kept", "exit-policy-not-set"]);

function Item({ item }: { item: AppNotification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = item.kind.endsWith("failed");
  return (
    <li className="flex items-start gap-2.5 px-3 py-2.5">
      {failed ? (
        <XCircle className="mt-0.5 size-4 shrink-0 text-loss" aria-hidden="true" />
      ) : WARNINGS.has(item.kind) ? (
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      ) : (
        <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-profit" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <p className="text-fg text-sm">
          {item.kind === "auto-trading-done" && item.params.total === 0
            ? t("shell.notifications.autoTradingNoTrades")
            : t(messageKey[item.kind], item.params)}
        </p>
        <p className="num text-fg-subtle text-xs">{formatTime(item.at, language)}</p>
      </div>
    </li>
  );
}

/** The notifications bell with its popover (Radix, downloaded after the first paint). */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { items, markAllRead, clear } = useNotifications();
  // A click on the placeholder bell before this code arrived opens the list now.
  const [openAtStart] = useState(wasOpenRequested);
  useEffect(() => {
    clearOpenRequest();
    if (openAtStart) markAllRead();
  }, [openAtStart, markAllRead]);
  return (
    <Popover.Root defaultOpen={openAtStart} onOpenChange={(open) => (open ? markAllRead() : undefined)}>
      <Popover.Trigger asChild>
        <BellButton />
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
