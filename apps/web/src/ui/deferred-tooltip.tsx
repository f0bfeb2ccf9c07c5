import { cloneElement, isValidElement, type MouseEvent, type PointerEvent, useRef, useState } from "react";
import { deferred } from "./deferred.tsx";
import type { TooltipProps } from "./tooltip.tsx";
import { isTouch } from "./touch.ts";

/** Props of the deferred tooltip's two stages: a tap on the placeholder opens the tooltip once it arrives. */
interface StageProps extends TooltipProps {
  onTapBeforeLoad: () => void;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent) => void;
  onClick?: (event: MouseEvent) => void;
};

/** Until Radix's tooltip has downloaded, the trigger alone, which remembers a tap (a touch, then its click). */
function TriggerOnly({ children, onTapBeforeLoad }: StageProps) {
  const touch = useRef(false);
  if (!isValidElement<TriggerProps>(children)) return <>{children}</>;
  const { onPointerDown, onClick } = children.props;
  return cloneElement(children, {
    onPointerDown: (event: PointerEvent) => {
      onPointerDown?.(event);
      touch.current = isTouch(event);
    },
    onClick: (event: MouseEvent) => {
      onClick?.(event);
      if (touch.current) onTapBeforeLoad();
      touch.current = false;
    },
  });
}

const Stages = deferred(
  () =>
    import("./tooltip.tsx").then(
      ({ Tooltip }) =>
        function Loaded({ onTapBeforeLoad: _, ...props }: StageProps) {
          return <Tooltip {...props} />;
        },
    ),
  TriggerOnly,
);

/**
 * A {@link Tooltip} for what paints with the landing page: the trigger shows at once, and the tooltip's code
 * (Radix) downloads after the first paint, from the visitor's first interaction on. On a phone that first
 * interaction is often the tap on the trigger itself: the tooltip then opens as soon as it has arrived.
 */
export function DeferredTooltip(props: TooltipProps) {
  const [tapped, setTapped] = useState(false);
  return (
    <Stages {...props} defaultOpen={props.defaultOpen || tapped} onTapBeforeLoad={() => setTapped(true)} />
  );
}
