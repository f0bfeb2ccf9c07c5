import { act, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import { useNavigation } from "../../app/navigation-store.ts";
import { useDismissOnMove } from "./use-dismiss-on-move.ts";

function Probe({ message }: { message: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  const { visible, reset } = useDismissOnMove(message, ref);
  return (
    <div>
      <div ref={ref}>
        {visible ? <p>{message}</p> : null}
        <button type="button" onClick={reset}>
          retry
        </button>
      </div>
      <button type="button">elsewhere</button>
    </div>
  );
}

beforeEach(() => useNavigation.setState({ activeTab: "dashboard" }));

describe("a message that closes when the user moves on", () => {
  it("closes on a tap outside and shows again after a retry", () => {
    render(<Probe message="Connection rejected" />);
    fireEvent.pointerDown(screen.getByText("retry"));
    expect(screen.getByText("Connection rejected")).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText("elsewhere"));
    expect(screen.queryByText("Connection rejected")).toBeNull();
    fireEvent.click(screen.getByText("retry"));
    expect(screen.getByText("Connection rejected")).toBeInTheDocument();
  });

  it("closes on Escape and on another tab", () => {
    const { unmount } = render(<Probe message="No wallet" />);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByText("No wallet")).toBeNull();
    unmount();
    render(<Probe message="No wallet" />);
    expect(screen.getByText("No wallet")).toBeInTheDocument();
    act(() => useNavigation.getState().goTo("learn"));
    expect(screen.queryByText("No wallet")).toBeNull();
  });
});
