/**
 * The moment the landing page has painted and the visitor is either idle or doing something: what the first
 * paint does not need (the wallet runtime, Radix's popovers and tooltips) downloads from then on.
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;
const listeners = new Set<() => void>();
let reached = false;
let watching = false;

function reach(): void {
  if (reached) return;
  reached = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, reach, true);
  for (const listener of listeners) listener();
  listeners.clear();
}

/** Starts watching for idleness or the first interaction (main.tsx, once the app has rendered). */
export function watchForFirstPaintDone(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  for (const type of INTERACTIONS) window.addEventListener(type, reach, { capture: true, passive: true });
  const whenLoaded = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(reach, { timeout: 4000 });
    else setTimeout(reach, 1500);
  };
  if (document.readyState === "complete") whenLoaded();
  else window.addEventListener("load", whenLoaded, { once: true });
}

/** Whether the first paint is done (idle reached or the visitor interacted). */
export function isFirstPaintDone(): boolean {
  return reached;
}

/** Calls `listener` once the first paint is done (at once if it already is); returns an unsubscribe. */
export function afterFirstPaint(listener: () => void): () => void {
  if (reached) {
    listener();
    return () => undefined;
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the first paint done now (tests, and environments without a window). */
export function markFirstPaintDone(): void {
  if (typeof window === "undefined") reached = true;
  else reach();
}
