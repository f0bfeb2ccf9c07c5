import { createContext, useContext } from "react";

/**
 * Where popups (tooltips) inside a native modal dialog must render: in the dialog itself, since a modal
 * `<dialog>` sits in the browser's top layer above the body and makes everything outside it inert.
 */
export const PortalContainer = createContext<HTMLElement | null>(null);

/** The element popups portal into here; undefined means the body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainer) ?? undefined;
}
