/** The part of the Web Locks API the loop uses (absent in old browsers and in jsdom). */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The browser's lock manager, if it has one. */
export function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== "undefined" && "locks" in navigator ? navigator.locks : undefined;
}

/**
 * Asks to lead `name` among the tabs of this browser: `onLead` runs once this tab holds the exclusive
 * Web Lock, which only one tab holds at a time and which passes to a waiting tab when the holder closes.
 * The returned function gives the lead up (or stops waiting for it). Without Web Locks the tab leads at once.
 */
export function requestLeadership(
  name: string,
  onLead: () => void,
  locks: LockManagerLike | undefined = browserLocks(),
): () => void {
  let released = false;
  if (!locks) {
    onLead();
    return () => {
      released = true;
    };
  }
  const controller = new AbortController();
  let letGo = () => {};
  const held = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  locks
    .request(name, { signal: controller.signal }, async () => {
      if (released) return;
      onLead();
      await held;
    })
    // An abort while still waiting rejects the request: that is the normal way to stop waiting.
    .catch(() => undefined);
  return () => {
    released = true;
    controller.abort();
    letGo();
  };
}
