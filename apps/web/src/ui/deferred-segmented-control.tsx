import type { ComponentType } from "react";
import { cn } from "./cn.ts";
import { deferred } from "./deferred.tsx";
import type { SegmentedControlProps } from "./segmented-control.tsx";
import { segmentedStyles } from "./segmented-styles.ts";

type AnyProps = SegmentedControlProps<string>;

/** The segmented control as it paints before Radix has loaded: the same look and roles, not yet choosable. */
function SegmentedPlaceholder({ value, segments, size = "sm", className, ...aria }: AnyProps) {
  return (
    <div role="radiogroup" aria-label={aria["aria-label"]} className={cn(segmentedStyles.root, className)}>
      {segments.map((segment) => (
        // biome-ignore lint/a11y/useSemanticElements: the same button role="radio" Radix's toggle group renders, which replaces it
        <button
          key={segment.value}
          type="button"
          role="radio"
          aria-checked={segment.value === value}
          aria-disabled={segment.unavailable || undefined}
          data-state={segment.value === value ? "on" : "off"}
          data-testid={segment.testId}
          className={segmentedStyles.item(segment.unavailable, size)}
        >
          {segment.label}
        </button>
      ))}
    </div>
  );
}

const Deferred = deferred<AnyProps>(
  () => import("./segmented-control.tsx").then((m) => m.SegmentedControl as ComponentType<AnyProps>),
  SegmentedPlaceholder,
);

/** A {@link SegmentedControl} for the first paint: Radix (and the tooltips) download at the first interaction. */
export function DeferredSegmentedControl<T extends string>(props: SegmentedControlProps<T>) {
  return <Deferred {...(props as unknown as AnyProps)} />;
}
