import { type RefObject, useEffect, useState } from "react";
import { useNavigation } from "../../app/navigation-store.ts";

/** Whether a floating message shows, and how to bring it back for the next attempt. */
export interface DismissOnMove {
  visible: boolean;
  /** Shows the message again (call when the user retries). */
  reset: () => void;
}

/**
 * A floating message that goes away once the user moves on: a click or tap outside `container`,
 * Escape, or another tab. `reset` (on a retry) lets the next message show again.
 */
export function useDismissOnMove(
  message: string | null,
  container: RefObject<HTMLElement | null>,
): DismissOnMove {
  const [dismissed, setDismissed] = useState(false);
  const activeTab = useNavigation((state) => state.activeTab);
  const [shownOn, setShownOn] = useState(activeTab);
  const showing = message !== null && !dismissed;

  useEffect(() => {
    if (!showing) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setDismissed(true);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setDismissed(true);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [showing, container]);

  return {
    visible: showing && activeTab === shownOn,
    reset: () => {
      setDismissed(false);
      setShownOn(useNavigation.getState().activeTab);
    },
  };
}
