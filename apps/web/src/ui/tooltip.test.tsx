import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tooltip } from "./tooltip.tsx";

function renderTooltip() {
  render(
    <Tooltip content="What a trading pair is">
      <button type="button">Trading Pair</button>
    </Tooltip>,
  );
  return screen.getByRole("button", { name: "Trading Pair" });
}

const shown = () => screen.queryAllByText("What a trading pair is").length > 0;

describe("an info tooltip", () => {
  it("opens on a tap and closes on the next one (Radix alone opens on hover and focus only)", async () => {
    const user = userEvent.setup({ delay: null });
    const trigger = renderTooltip();
    await user.pointer({ keys: "[TouchA]", target: trigger });
    await waitFor(() => expect(shown()).toBe(true));
    await user.pointer({ keys: "[TouchA]", target: trigger });
    await waitFor(() => expect(shown()).toBe(false));
  });

  it("still opens on hover", async () => {
    const user = userEvent.setup({ delay: null });
    await user.hover(renderTooltip());
    await waitFor(() => expect(shown()).toBe(true));
  });

  it("still opens on keyboard focus", async () => {
    const user = userEvent.setup({ delay: null });
    const trigger = renderTooltip();
    await user.tab();
    expect(trigger).toHaveFocus();
    await waitFor(() => expect(shown()).toBe(true));
  });

  it("is not toggled by a mouse click (Radix closes it on click, as before)", async () => {
    const user = userEvent.setup({ delay: null });
    await user.click(renderTooltip());
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown()).toBe(false);
  });

  it("opens on the click of a tap whose finger came down before it mounted (its code arrived mid-tap), once", async () => {
    let pending = true;
    const takeTap = () => {
      const was = pending;
      pending = false;
      return was;
    };
    render(
      <Tooltip content="What a trading pair is" takeTapStartedBeforeMount={takeTap}>
        <button type="button">Trading Pair</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Trading Pair" });
    // The tap's click without its pointer down, which the placeholder received.
    fireEvent.click(trigger);
    await waitFor(() => expect(shown()).toBe(true));
    const user = userEvent.setup({ delay: null });
    await user.pointer({ keys: "[TouchA]", target: trigger });
    await waitFor(() => expect(shown()).toBe(false));
    // Answered once: a later click without a finger down (the keyboard's Enter) does not open it.
    fireEvent.click(trigger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(shown()).toBe(false);
  });
});
