import { X } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { cn } from "./cn.ts";
import { PortalContainer } from "./portal-container.ts";

/** Props of {@link NativeDialog}. */
export interface NativeDialogProps {
  /** Called on ×, Escape and a click on the backdrop; the caller unmounts the dialog. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** Label of the close (×) button. */
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** A control at the top, beside the close button (the welcome's language switch). */
  headerAction?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the browser's own `<dialog>` with the look of {@link Dialog}: the page behind is inert,
 * focus moves in and stays in, Escape and the backdrop close it. No library, so a dialog shown on arrival
 * (the first-visit welcome) paints with the landing page instead of after Radix's download.
 */
export function NativeDialog({
  onClose,
  title,
  description,
  closeLabel,
  children,
  footer,
  headerAction,
  className,
}: NativeDialogProps) {
  // Tooltips inside render into the dialog (top layer), not under it in the body. A ref, not state: state set
  // by a ref callback re-renders synchronously inside the first commit, and flushes every effect of the page
  // with it, in the landing page's longest task.
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  // Before the browser paints, so the first frame already shows it in the top layer.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal: there the dialog is simply open.
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    return () => {
      if (typeof dialog.close === "function") dialog.close();
      else dialog.removeAttribute("open");
    };
  }, []);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; the keyboard's way out is Escape (onCancel)
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // Only a click on the backdrop targets the dialog itself: its content fills it.
        if (event.target === event.currentTarget) onClose();
      }}
      className={cn(
        "m-auto max-h-[85vh] w-[calc(100vw-2rem)] max-w-md overflow-hidden rounded-xl border border-border-strong bg-surface-2 p-0 text-fg shadow-dialog backdrop:bg-overlay backdrop:backdrop-blur-[2px] focus:outline-none",
        className,
      )}
    >
      <PortalContainer.Provider value={dialogRef}>
        <div className="flex max-h-[85vh] flex-col">
          <div className="flex items-start justify-between gap-4 px-5 pt-5">
            <h2 id={titleId} className="font-semibold text-fg text-lg">
              {title}
            </h2>
            <div className="flex shrink-0 items-center gap-2">
              {headerAction}
              <button
                type="button"
                aria-label={closeLabel}
                onClick={onClose}
                className="focus-ring -mr-1 rounded-md p-1 text-fg-subtle hover:bg-surface-3 hover:text-fg"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          </div>
          {/* Under the title row, across the whole width: a control beside the title must not squeeze it. */}
          <p id={descriptionId} className="mt-1 px-5 text-fg-muted text-sm">
            {description}
          </p>
          {children ? <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div> : null}
          {footer ? (
            <div className="flex justify-end gap-2 border-border border-t px-5 py-3">{footer}</div>
          ) : null}
        </div>
      </PortalContainer.Provider>
    </dialog>
  );
}
