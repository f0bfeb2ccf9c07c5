import { describe, expect, it } from "vitest";
import { type LockManagerLike, requestLeadership } from "./leadership.ts";

/** An exclusive lock manager like the browser's: one holder per name, the others queue in order. */
function fakeLocks(): LockManagerLike {
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

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe("requestLeadership", () => {
  it("lets one tab lead and hands the lead to the next when it lets go", async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const releaseA = requestLeadership("loop", () => led.push("a"), locks);
    requestLeadership("loop", () => led.push("b"), locks);
    await flush();
    expect(led).toEqual(["a"]);
    releaseA();
    await flush();
    expect(led).toEqual(["a", "b"]);
  });

  it("a tab that stops waiting never leads", async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const releaseA = requestLeadership("loop", () => led.push("a"), locks);
    const releaseB = requestLeadership("loop", () => led.push("b"), locks);
    releaseB();
    releaseA();
    await flush();
    expect(led).toEqual(["a"]);
  });

  it("leads at once without Web Locks", () => {
    const led: string[] = [];
    requestLeadership("loop", () => led.push("only"), undefined);
    expect(led).toEqual(["only"]);
  });
});
