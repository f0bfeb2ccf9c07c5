import { Bell } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { useNotifications } from "../../notifications/notifications-store.ts";

let openRequested = false;

/** Remembers a click on the placeholder bell, for the menu to open once its code arrives. */
export function requestOpen(): void {
  openRequested = true;
}

/** Whether the placeholder bell was clicked before the menu's code arrived. */
export function wasOpenRequested(): boolean {
  return openRequested;
}

/** Forgets that click once the menu has opened for it. */
export function clearOpenRequest(): void {
  openRequested = false;
}

/** The bell with its unread count; the Radix popover's trigger, and the placeholder before it loads. */
export function BellButton(props: ComponentProps<"button">) {
  const { t } = useTranslation();
  const unread = useNotifications((state) => state.unread);
  return (
    <button
      type="button"
      aria-label={
        unread > 0 ? t("shell.notifications.labelUnread", { count: unread }) : t("shell.notifications.label")
      }
      className="focus-ring relative inline-flex size-8 items-center justify-center rounded-md border border-border bg-surface text-fg-muted hover:border-border-strong hover:text-fg"
      {...props}
    >
      <Bell className="size-4" aria-hidden="true" />
      {unread > 0 ? (
        <span className="num -top-1.5 -right-1.5 absolute flex h-4 min-w-4 items-center justify-center rounded-full bg-loss px-1 font-semibold text-[10px] text-white">
          {unread}
        </span>
      ) : null}
    </button>
  );
}
