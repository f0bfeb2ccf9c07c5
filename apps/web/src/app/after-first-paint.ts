/**
 * The moment the visitor starts doing something on the landing page: what its first paint does not need (the
 * wallet runtime, Radix's popovers and tooltips) downloads from then on. Not when the browser turns idle: on a
 * phone that work (about a second of main thread on a slow one) would land in the page's first seconds for every
 * visitor, including those who only read. A desktop mouse moves before it clicks, so there everything is in
 * place before the first click; a phone's first touch starts it, and what is touched meanwhile (a placeholder
 * that looks the same, the Connect button downloading the runtime itself) still answers.
 */
// Not "focusin": the first-visit dialog moves focus into itself as the page loads.
const INTERACTIONS = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel"] as const;
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

/** Starts watching for the visitor's first interaction (main.tsx, once the app has rendered). */
export function watchForFirstPaintDone(): void {
  if (watching || typeof window === "undefined") return;
  watching = true;
  for (const type of INTERACTIONS) window.addEventListener(type, reach, { capture: true, passive: true });
}

/** Whether the first paint is done (the visitor interacted). */
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
