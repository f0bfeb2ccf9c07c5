import { createContext, type RefObject, useContext } from "react";

/**
 * Where popups (tooltips) inside a native modal dialog must render: in the dialog itself, since a modal
 * `<dialog>` sits in the browser's top layer above the body and makes everything outside it inert. A ref, not
 * the element: the dialog renders once, and its popups render after it has mounted (they open on interaction).
 */
export const PortalContainer = createContext<RefObject<HTMLElement | null> | null>(null);

/** The element popups portal into here; undefined means the body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainer)?.current ?? undefined;
}
