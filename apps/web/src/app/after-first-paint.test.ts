import { describe, expect, it, vi } from "vitest";

// A fresh copy of the module: the test setup marks the shared one done for every other test.
async function freshModule() {
  vi.resetModules();
  return import("./after-first-paint.ts");
}

describe("what waits for the visitor's first interaction", () => {
  it("runs on the first touch or key, not on a page load that moves focus by itself", async () => {
    const { watchForFirstPaintDone, afterFirstPaint, isFirstPaintDone } = await freshModule();
    const listener = vi.fn();
    afterFirstPaint(listener);
    watchForFirstPaintDone();
    const button = document.createElement("button");
    document.body.append(button);
    button.focus();
    expect(listener).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("touchstart"));
    expect(listener).toHaveBeenCalledOnce();
    expect(isFirstPaintDone()).toBe(true);
    window.dispatchEvent(new Event("keydown"));
    expect(listener).toHaveBeenCalledOnce();
    const late = vi.fn();
    afterFirstPaint(late);
    expect(late).toHaveBeenCalledOnce();
    button.remove();
  });
});
