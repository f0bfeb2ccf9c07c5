import { cloneElement, isValidElement, type MouseEvent, type PointerEvent, useRef, useState } from "react";
import { deferred } from "./deferred.tsx";
import type { TooltipProps } from "./tooltip.tsx";
import { isTouch } from "./touch.ts";

/**
 * Props of the deferred tooltip's two stages: a tap on the placeholder opens the tooltip once it arrives, and
 * a tap whose finger came down on the placeholder but whose click reaches the tooltip (its code arrived in
 * between) opens it too.
 */
interface StageProps extends TooltipProps {
  onTapBeforeLoad: () => void;
  /** The placeholder saw a pointer come down: a finger (true) or not (false). */
  onTouchBeforeLoad: (down: boolean) => void;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent) => void;
  onClick?: (event: MouseEvent) => void;
};

/**
 * Until Radix's tooltip has downloaded, the trigger alone, which remembers a tap (a touch, then its click). What
 * the finger did is kept by {@link DeferredTooltip}, not here: the tap's own touch is often the visitor's first
 * interaction, which starts the download and remounts this placeholder (now Suspense's fallback) between the
 * finger coming down and its click.
 */
function TriggerOnly({
  children,
  onTapBeforeLoad,
  onTouchBeforeLoad,
  takeTapStartedBeforeMount,
}: StageProps) {
  if (!isValidElement<TriggerProps>(children)) return <>{children}</>;
  const { onPointerDown, onClick } = children.props;
  return cloneElement(children, {
    onPointerDown: (event: PointerEvent) => {
      onPointerDown?.(event);
      onTouchBeforeLoad(isTouch(event));
    },
    onClick: (event: MouseEvent) => {
      onClick?.(event);
      if (takeTapStartedBeforeMount?.()) onTapBeforeLoad();
    },
  });
}

const Stages = deferred(
  () =>
    import("./tooltip.tsx").then(
      ({ Tooltip }) =>
        function Loaded({ onTapBeforeLoad: _tap, onTouchBeforeLoad: _touch, ...props }: StageProps) {
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
  // A finger down on the placeholder whose click has not come: the tooltip, if it arrives first, takes it.
  const touchDown = useRef(false);
  return (
    <Stages
      {...props}
      defaultOpen={props.defaultOpen || tapped}
      onTapBeforeLoad={() => setTapped(true)}
      onTouchBeforeLoad={(down) => {
        touchDown.current = down;
      }}
      takeTapStartedBeforeMount={() => {
        const down = touchDown.current;
        touchDown.current = false;
        return down;
      }}
    />
  );
}
