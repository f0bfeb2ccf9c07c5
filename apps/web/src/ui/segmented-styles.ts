import { cn } from "./cn.ts";

/** The look of a segmented control, shared by the Radix control and its first-paint placeholder. */
export const segmentedStyles = {
  root: "inline-flex items-center gap-0.5 rounded-md border border-border bg-surface p-0.5",
  item: (unavailable: boolean | undefined, size: "sm" | "md") =>
    cn(
      "focus-ring inline-flex items-center gap-1.5 whitespace-nowrap rounded-sm font-medium transition-colors data-[state=on]:bg-surface-3 data-[state=on]:text-fg",
      unavailable ? "cursor-not-allowed text-fg-subtle" : "text-fg-muted hover:text-fg",
      size === "sm" ? "h-6 px-2 text-xs" : "h-8 px-3 text-sm",
    ),
};
