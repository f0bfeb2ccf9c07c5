import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { TooltipProvider } from "../ui/tooltip.tsx";
import { DataSourceChooser } from "./data-source-chooser.tsx";
import { usePanelPreferences } from "./panel-preferences-store.ts";

function BoundChooser() {
  const selection = usePanelPreferences((state) => state.dataSources);
  const setDataSource = usePanelPreferences((state) => state.setDataSource);
  return (
    <TooltipProvider>
      <DataSourceChooser selection={selection} onChange={setDataSource} />
    </TooltipProvider>
  );
}

describe("the data-source chooser", () => {
  it("keeps price checked: it is required and cannot be unchecked", async () => {
    const user = userEvent.setup({ delay: null });
    render(<BoundChooser />);
    const price = screen.getByRole("checkbox", { name: "Price" });
    expect(price).toBeChecked();
    expect(price).toBeDisabled();
    await user.click(screen.getByText("Price"));
    expect(price).toBeChecked();
    expect(usePanelPreferences.getState().dataSources.price).toBe(true);
  });

  it("shows six sources until 'show more', then all nine", async () => {
    const user = userEvent.setup({ delay: null });
    render(<BoundChooser />);
    expect(screen.getAllByRole("checkbox")).toHaveLength(6);
    expect(screen.queryByRole("checkbox", { name: "Open Interest" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /Show more/ }));
    expect(screen.getAllByRole("checkbox")).toHaveLength(9);
    await user.click(screen.getByRole("checkbox", { name: "Open Interest" }));
    expect(screen.getByRole("checkbox", { name: "Open Interest" })).toBeChecked();
    expect(screen.getByText("7 of 9 selected")).toBeInTheDocument();
  });

  it("unticks an optional source", async () => {
    const user = userEvent.setup({ delay: null });
    render(<BoundChooser />);
    await user.click(screen.getByRole("checkbox", { name: "EMA" }));
    expect(screen.getByRole("checkbox", { name: "EMA" })).not.toBeChecked();
    expect(usePanelPreferences.getState().dataSources.ema).toBe(false);
  });
});
