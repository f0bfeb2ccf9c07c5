import { afterEach, describe, expect, it, vi } from "vitest";
import { afterNextFrame, nextTask } from "./next-task.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("splitting the landing page's work into tasks", () => {
  it("continues in a later task, after the microtasks queued before it", async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push("next task"));
    queueMicrotask(() => order.push("microtask"));
    await done;
    expect(order).toEqual(["microtask", "next task"]);
  });

  it("runs after the next frame, in a task of its own, and not once cancelled", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const frames = new Map<number, FrameRequestCallback>();
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.set(frames.size + 1, callback);
      return frames.size;
    });
    vi.stubGlobal("cancelAnimationFrame", (id: number) => frames.delete(id));
    const runFrame = () => {
      for (const [id, callback] of frames) {
        frames.delete(id);
        callback(0);
      }
    };
    const callback = vi.fn();
    afterNextFrame(callback);
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    afterNextFrame(cancelled)();
    runFrame();
    vi.runAllTimers();
    expect(cancelled).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
