import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { useSettings } from "../settings/settings-store.ts";
import { PromptEditor } from "./prompt-editor.tsx";
import { useTradingSession } from "./trading-session-store.ts";

beforeEach(() => {
  useTradingSession.setState({ promptDrafts: {} });
  useSettings.setState({ customPrompts: {} });
});

describe("the prompt editor", () => {
  it("marks an edited idea as customised, saves it, and resets to the default", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PromptEditor />);
    expect(screen.getByText("Default")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reset default" })).toBeDisabled();

    await user.type(screen.getByLabelText("Trading idea"), "Only BTC, low leverage");
    expect(screen.getByText("Customised")).toBeInTheDocument();
    expect(screen.getByText("Unsaved changes")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(useSettings.getState().customPrompts.en).toBe("Only BTC, low leverage");
    expect(screen.queryByText("Unsaved changes")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Reset default" }));
    expect(screen.getByLabelText("Trading idea")).toHaveValue("");
    expect(useSettings.getState().customPrompts.en).toBeUndefined();
  });
});
