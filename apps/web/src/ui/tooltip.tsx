import { Tooltip as RadixTooltip } from "radix-ui";
import { type PointerEvent, type ReactNode, useRef, useState } from "react";
import { usePortalContainer } from "./portal-container.ts";
import { isTouch } from "./touch.ts";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element (a disabled button must be wrapped in a focusable span). */
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
  /** Open from the start (a tap on the trigger before the tooltip's code had arrived). */
  defaultOpen?: boolean;
  /**
   * Whether a finger came down on the trigger before this tooltip mounted, and its click had not come yet
   * (the deferred tooltip's code arrived in the middle of a tap): that click opens it. Answers once.
   */
  takeTapStartedBeforeMount?: () => boolean;
}

/**
 * A hover and focus tooltip on Radix, which a tap toggles too: Radix opens tooltips on hover and keyboard focus
 * only, and closes them on pointer down and click, so on a touch screen they could never be read. A tap
 * outside or moving focus away closes it. It brings its own provider, so the app's root does not import Radix
 * and the landing page paints without it; a {@link TooltipProvider} above still sets shared timing.
 */
export function Tooltip({
  content,
  children,
  side = "top",
  defaultOpen = false,
  takeTapStartedBeforeMount,
}: TooltipProps) {
  const container = usePortalContainer();
  const [open, setOpen] = useState(defaultOpen);
  // Whether the tooltip was open when the finger came down (Radix closes it at that moment).
  const openAtTouch = useRef<boolean | null>(null);
  // Radix's own close on the tap's click comes right after the tap opened it: ignored once.
  const tapped = useRef(false);
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root
        open={open}
        onOpenChange={(next) => {
          if (tapped.current && !next) return;
          setOpen(next);
        }}
      >
        <RadixTooltip.Trigger
          asChild
          onPointerDown={(event: PointerEvent) => {
            openAtTouch.current = isTouch(event) ? open : null;
          }}
          onClick={() => {
            // A tap whose finger came down on the deferred placeholder: it was closed then.
            if (openAtTouch.current === null && takeTapStartedBeforeMount?.()) openAtTouch.current = false;
            if (openAtTouch.current === null) return;
            const next = !openAtTouch.current;
            openAtTouch.current = null;
            setOpen(next);
            tapped.current = next;
            queueMicrotask(() => {
              tapped.current = false;
            });
          }}
        >
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal container={container}>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-64 animate-fade-in rounded-md border border-border-strong bg-surface-3 px-2.5 py-1.5 text-fg text-xs shadow-popover"
          >
            {content}
            <RadixTooltip.Arrow className="fill-surface-3" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

/** Shares tooltip timing across the app. */
export const TooltipProvider = RadixTooltip.Provider;
