/**
 * Resolves in a later task of the browser's event loop (not a microtask), so that what follows runs in a task
 * of its own and the browser can paint and answer input in between. A slow phone then never meets one long
 * task; Lighthouse counts each task's time past 50 ms as blocking.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls `callback` in a task after the browser's next frame (its style, layout and paint), so that work started
 * there does not join that frame's rendering task; returns a cancel.
 */
export function afterNextFrame(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== "function") {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
