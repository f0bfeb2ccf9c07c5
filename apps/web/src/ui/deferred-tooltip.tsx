import { deferred } from "./deferred.tsx";
import type { TooltipProps } from "./tooltip.tsx";

/** Until Radix's tooltip has downloaded, the trigger alone. */
function TriggerOnly({ children }: TooltipProps) {
  return <>{children}</>;
}

/**
 * A {@link Tooltip} for what paints with the landing page: the trigger shows at once, and the tooltip's
 * code (Radix) downloads after the first paint.
 */
export const DeferredTooltip = deferred(() => import("./tooltip.tsx").then((m) => m.Tooltip), TriggerOnly);
