import { Tooltip as RadixTooltip } from "radix-ui";
import type { ReactNode } from "react";
import { usePortalContainer } from "./portal-container.ts";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  content: ReactNode;
  /** The trigger: one focusable element (a disabled button must be wrapped in a focusable span). */
  children: ReactNode;
  side?: "top" | "right" | "bottom" | "left";
}

/**
 * A hover and focus tooltip on Radix. It brings its own provider, so the app's root does not import Radix
 * and the landing page paints without it; a {@link TooltipProvider} above still sets shared timing.
 */
export function Tooltip({ content, children, side = "top" }: TooltipProps) {
  const container = usePortalContainer();
  return (
    <RadixTooltip.Provider delayDuration={200}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
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
