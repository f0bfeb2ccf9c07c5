import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NativeDialog } from "./native-dialog.tsx";

// jsdom has no showModal: a stand-in that opens the dialog the way the browser's does.
const showModal = vi.fn(function (this: HTMLDialogElement) {
  this.setAttribute("open", "");
});
const close = vi.fn(function (this: HTMLDialogElement) {
  this.removeAttribute("open");
});

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ["requestAnimationFrame", "cancelAnimationFrame", "setTimeout", "clearTimeout"],
  });
  Object.assign(HTMLDialogElement.prototype, { showModal, close });
});

afterEach(() => {
  vi.useRealTimers();
  const prototype = HTMLDialogElement.prototype as unknown as Record<string, unknown>;
  delete prototype.showModal;
  delete prototype.close;
  showModal.mockClear();
  close.mockClear();
});

const dialogOf = (container: HTMLElement) =>
  container.ownerDocument.querySelector("dialog") as HTMLDialogElement;

describe("NativeDialog in a browser", () => {
  it("turns modal after the frame its commit paints, not inside the commit", () => {
    const { container, unmount } = render(
      <NativeDialog onClose={() => undefined} title="T" description="D" closeLabel="x" />,
    );
    expect(showModal).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(showModal).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialogOf(container).open).toBe(true);
    unmount();
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("never opens when it is gone before its frame", () => {
    const { unmount } = render(
      <NativeDialog onClose={() => undefined} title="T" description="D" closeLabel="x" />,
    );
    unmount();
    vi.advanceTimersToNextFrame();
    vi.runAllTimers();
    expect(showModal).not.toHaveBeenCalled();
  });
});
