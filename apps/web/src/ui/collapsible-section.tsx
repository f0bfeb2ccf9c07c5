import { ChevronRight } from "lucide-react";
import { Collapsible } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";

/** Props of {@link CollapsibleSection}. */
export interface CollapsibleSectionProps {
  title: ReactNode;
  /** A note on the right of the title row (e.g. a length). */
  meta?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  icon?: ReactNode;
  className?: string;
  contentClassName?: string;
}

/** A titled block that opens and closes (Radix Collapsible: a real button with aria-expanded). */
export function CollapsibleSection({
  title,
  meta,
  open,
  onOpenChange,
  children,
  icon,
  className,
  contentClassName,
}: CollapsibleSectionProps) {
  return (
    <Collapsible.Root
      open={open}
      onOpenChange={onOpenChange}
      className={cn("rounded-lg border border-border bg-surface", className)}
    >
      <Collapsible.Trigger className="focus-ring flex w-full items-center gap-2 rounded-lg px-4 py-3 text-left hover:bg-surface-2">
        <ChevronRight
          className={cn("size-4 shrink-0 text-fg-subtle transition-transform", open && "rotate-90")}
          aria-hidden="true"
        />
        {icon ? <span className="text-accent">{icon}</span> : null}
        <span className="flex-1 font-medium text-fg text-sm">{title}</span>
        {meta ? <span className="text-fg-subtle text-xs">{meta}</span> : null}
      </Collapsible.Trigger>
      <Collapsible.Content className={cn("border-border border-t px-4 py-3", contentClassName)}>
        {children}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
