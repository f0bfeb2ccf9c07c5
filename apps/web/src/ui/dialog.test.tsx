import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { Dialog } from "./dialog.tsx";

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Close BTC
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Close position" closeLabel="Dismiss">
        <button type="button">Confirm</button>
      </Dialog>
    </>
  );
}

describe("Dialog", () => {
  it("gives focus back to the button that opened it when Escape closes it", async () => {
    const user = userEvent.setup({ delay: null });
    render(<Opener />);
    await user.click(screen.getByRole("button", { name: "Close BTC" }));
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Close BTC" })).toHaveFocus();
  });
});
