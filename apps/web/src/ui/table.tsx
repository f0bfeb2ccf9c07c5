import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { cn } from "./cn.ts";

/**
 * A dense data table that scrolls sideways on narrow screens. The scroller is the containing block of its
 * absolutely placed children (screen-reader-only labels), which would otherwise widen the page.
 */
export function Table({ className, ...rest }: HTMLAttributes<HTMLTableElement>) {
  return (
    <div className="relative overflow-x-auto">
      <table className={cn("w-full border-collapse text-sm", className)} {...rest} />
    </div>
  );
}

/** The header row group. */
export function THead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn("border-border border-b text-fg-subtle text-xs", className)} {...rest} />;
}

/** The body row group. */
export function TBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={cn("divide-y divide-border text-fg", className)} {...rest} />;
}

/** A body row. */
export function Tr({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn("transition-colors hover:bg-surface-2", className)} {...rest} />;
}

/** A header cell; numeric columns align right. */
export function Th({
  className,
  numeric,
  ...rest
}: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        "whitespace-nowrap px-4 py-2.5 font-medium",
        numeric ? "text-right" : "text-left",
        className,
      )}
      {...rest}
    />
  );
}

/** A body cell; numeric cells align right with tabular figures. */
export function Td({
  className,
  numeric,
  ...rest
}: TdHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <td
      className={cn("whitespace-nowrap px-4 py-3", numeric ? "num text-right" : "text-left", className)}
      {...rest}
    />
  );
}
