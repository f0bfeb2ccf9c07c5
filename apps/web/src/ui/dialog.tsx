import { X } from "lucide-react";
import { Dialog as RadixDialog } from "radix-ui";
import { type ReactNode, useRef } from "react";
import { cn } from "./cn.ts";

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  footer?: ReactNode;
  /** Label of the close (×) button. */
  closeLabel: string;
  /** Blocks closing by Escape, outside click or × (e.g. while a request runs). */
  dismissible?: boolean;
  /** "wide" for a dialog that lists figures side by side (the order confirmation). */
  width?: "normal" | "wide";
  className?: string;
}

/** A modal dialog on Radix: focus is trapped, Escape closes, the title names it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel,
  dismissible = true,
  width = "normal",
  className,
}: DialogProps) {
  const block = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // These dialogs open from state, not from a Radix trigger, so Radix has no trigger to give focus back to:
  // the element focused when the dialog opened (the Close or Execute button) gets it back when it closes.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => (dismissible || next ? onOpenChange(next) : undefined)}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-fade-in bg-overlay backdrop-blur-[2px]" />
        <RadixDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = opener.current;
            opener.current = null;
            if (element?.isConnected) {
              event.preventDefault();
              element.focus();
            }
          }}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={cn(
            width === "wide" ? "max-w-3xl" : "max-w-md",
            "-translate-x-1/2 -translate-y-1/2 fixed top-1/2 left-1/2 z-50 flex max-h-[85vh] w-[calc(100vw-2rem)] animate-pop-in flex-col rounded-xl border border-border-strong bg-surface-2 shadow-dialog focus:outline-none",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5">
            <div>
              <RadixDialog.Title className="font-semibold text-fg text-lg">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-fg-muted text-sm">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              disabled={!dismissible}
              aria-label={closeLabel}
              className="focus-ring -mr-1 rounded-md p-1 text-fg-subtle hover:bg-surface-3 hover:text-fg disabled:opacity-40"
            >
              <X className="size-4" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {children ? <div className="min-h-0 overflow-y-auto px-5 py-4">{children}</div> : null}
          {footer ? (
            <div className="flex justify-end gap-2 border-border border-t px-5 py-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
