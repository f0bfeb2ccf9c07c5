import { type ComponentType, lazy, Suspense, useSyncExternalStore } from "react";
import { afterFirstPaint, isFirstPaintDone } from "../app/after-first-paint.ts";

/**
 * A component whose code downloads after the landing page's first paint: until then (and while it
 * downloads) `Placeholder` renders with the same props, looking the same but without the library behind it.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Placeholder: ComponentType<P>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    const ready = useSyncExternalStore(afterFirstPaint, isFirstPaintDone, () => false);
    if (!ready) return <Placeholder {...props} />;
    return (
      <Suspense fallback={<Placeholder {...props} />}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
