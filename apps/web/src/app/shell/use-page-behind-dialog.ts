import { startTransition, useEffect, useState } from "react";
import { useSettings } from "../../settings/settings-store.ts";
import { afterNextFrame } from "../next-task.ts";

/**
 * Whether the page behind the first-visit welcome is rendered yet. The welcome is a modal dialog over the
 * whole screen, the largest thing on a first visit's screen: the first commit holds it alone, so the style and
 * layout its `showModal()` forces inside that commit cover the dialog's few elements, not the whole page. The
 * page behind it (under the dialog's backdrop, inert) renders once that frame has painted, as a transition in
 * slices, and its own style and layout run in the browser's next frame. A visit without the welcome renders
 * the page at once.
 */
export function usePageBehindDialog(): boolean {
  const [shown, setShown] = useState(() => !useSettings.getState().showOnboarding);
  useEffect(() => {
    if (shown) return;
    return afterNextFrame(() => startTransition(() => setShown(true)));
  }, [shown]);
  return shown;
}
