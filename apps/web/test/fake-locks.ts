import type { LockManagerLike } from "../src/features/auto-trading/leadership.ts";

/** An exclusive lock manager like the browser's: one holder per name, the others queue in order. */
export function fakeLocks(): LockManagerLike {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  return {
    request: (name, options, callback) =>
      new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name);
          callback()
            .finally(() => grantNext(name))
            .then(resolve, reject);
        };
        if (!held.has(name)) return grant();
        const queue = queues.get(name) ?? [];
        queue.push(grant);
        queues.set(name, queue);
        options.signal?.addEventListener("abort", () => {
          const index = queue.indexOf(grant);
          if (index >= 0) queue.splice(index, 1);
          reject(new DOMException("Aborted", "AbortError"));
        });
      }),
  };
}
