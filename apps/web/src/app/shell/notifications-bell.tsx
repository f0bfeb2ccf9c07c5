import { deferred } from "../../ui/deferred.tsx";
import { BellButton, requestOpen } from "./bell-button.tsx";

function BellPlaceholder() {
  return <BellButton aria-haspopup="dialog" onClick={requestOpen} />;
}

/** The notifications bell: this session's analyses and executions, with an unread count. */
export const NotificationsBell = deferred(
  () => import("./notifications-menu.tsx").then((m) => m.NotificationsMenu),
  BellPlaceholder,
);
