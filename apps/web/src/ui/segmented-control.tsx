import { ToggleGroup } from "radix-ui";
import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { segmentedStyles } from "./segmented-styles.ts";
import { Tooltip } from "./tooltip.tsx";

/** One segment of a {@link SegmentedControl}. */
export interface Segment<T extends string> {
  value: T;
  label: ReactNode;
  /**
   * Shown but not choosable. Unlike `disabled` it stays focusable, so its tooltip can explain why
   * (a disabled button gets neither focus nor hover).
   */
  unavailable?: boolean;
  /** A tooltip on hover and focus. */
  tooltip?: ReactNode;
  testId?: string;
}

/** Props of {@link SegmentedControl}. */
export interface SegmentedControlProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  segments: readonly Segment<T>[];
  "aria-label": string;
  size?: "sm" | "md";
  className?: string;
}

/** A compact exclusive choice (Radix toggle group: arrow keys move, one segment is always on). */
export function SegmentedControl<T extends string>({
  value,
  onValueChange,
  segments,
  size = "sm",
  className,
  ...aria
}: SegmentedControlProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      value={value}
      onValueChange={(next) => {
        const segment = segments.find((candidate) => candidate.value === next);
        if (segment && !segment.unavailable) onValueChange(segment.value);
      }}
      aria-label={aria["aria-label"]}
      className={cn(segmentedStyles.root, className)}
    >
      {segments.map((segment) => {
        const item = (
          <ToggleGroup.Item
            key={segment.value}
            value={segment.value}
            aria-disabled={segment.unavailable || undefined}
            data-testid={segment.testId}
            className={segmentedStyles.item(segment.unavailable, size)}
          >
            {segment.label}
          </ToggleGroup.Item>
        );
        return segment.tooltip ? (
          <Tooltip key={segment.value} content={segment.tooltip} side="bottom">
            {item}
          </Tooltip>
        ) : (
          item
        );
      })}
    </ToggleGroup.Root>
  );
}
