import type { DecisionEditField, TradingDecision } from "@app/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { accountOverview, decision } from "../../../test/fixtures.ts";
import { type EditDraft, useTradingSession } from "../../shared/trading-session-store.ts";
import { DecisionCard } from "./decision-card.tsx";
import { checkEdit } from "./use-decision-edits.ts";

const btcPosition = accountOverview().positions[0];

// The card reads the markets' decimals to format prices; without an answer it uses the general display rule.
function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function Bound({ value, onSelect = () => undefined }: { value: TradingDecision; onSelect?: () => void }) {
  const draft = useTradingSession((state) => state.edits[0]);
  const setEdit = useTradingSession((state) => state.setEdit);
  const resetEdits = useTradingSession((state) => state.resetEdits);
  return (
    <DecisionCard
      index={0}
      decision={value}
      position={value.coin === "BTC" ? btcPosition : undefined}
      draft={draft}
      errors={checkEdit(draft as EditDraft | undefined).errors}
      selected={false}
      onSelect={onSelect}
      onEdit={(field: DecisionEditField, text: string) => setEdit(0, field, text)}
      onResetEdits={() => resetEdits(0)}
    />
  );
}

const buy = decision({
  coin: "BTC",
  action: "BUY",
  confidence: 0.74,
  quantity: 0.05,
  leverage: 12,
  stop_loss: 95400,
});

describe("a decision card", () => {
  it("shows the coin, action, confidence and the open position's P&L with a plus sign", () => {
    useTradingSession.setState({ edits: {} });
    render(<Bound value={buy} />, { wrapper: Queries });
    const card = screen.getByTestId("decision-card");
    expect(card).toHaveAttribute("data-coin", "BTC");
    expect(card).toHaveAttribute("data-action", "BUY");
    expect(screen.getByText("74%")).toBeInTheDocument();
    expect(screen.getByText("+92.10")).toHaveClass("text-profit");
    expect(screen.getByText("97,180.00")).toBeInTheDocument();
  });

  it("validates an edited leverage with core's rule and offers to reset the edits", async () => {
    useTradingSession.setState({ edits: {} });
    const user = userEvent.setup({ delay: null });
    render(<Bound value={buy} />, { wrapper: Queries });
    const leverage = screen.getByLabelText("Leverage");
    await user.clear(leverage);
    await user.type(leverage, "25");
    expect(screen.getByRole("alert")).toHaveTextContent("Leverage must be a whole number from 1 to 20");
    expect(leverage).toHaveAttribute("aria-invalid", "true");
    await user.clear(leverage);
    await user.type(leverage, "8");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Reset edits" }));
    expect(screen.getByLabelText("Leverage")).toHaveValue(12);
  });

  it("rejects a negative stop loss", async () => {
    useTradingSession.setState({ edits: {} });
    const user = userEvent.setup({ delay: null });
    render(<Bound value={buy} />, { wrapper: Queries });
    const stopLoss = screen.getByLabelText("Stop loss");
    await user.clear(stopLoss);
    await user.type(stopLoss, "-5");
    expect(screen.getByRole("alert")).toHaveTextContent("Stop loss must be 0 or more");
  });

  // The card-wide button sits under the content, which lets clicks through with CSS pointer-events
  // (checked in the browser); here the button itself is clicked and reached by keyboard.
  it("is selected with its card-wide button, by pointer or keyboard", async () => {
    useTradingSession.setState({ edits: {} });
    const user = userEvent.setup({ delay: null });
    const onSelect = vi.fn();
    render(<Bound value={buy} onSelect={onSelect} />, { wrapper: Queries });
    const select = screen.getByRole("button", { name: "Select BTC decision" });
    await user.tab();
    expect(select).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(onSelect).toHaveBeenCalledTimes(1);
    await user.click(select);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it("does not offer edits on a HOLD, which executes nothing", () => {
    useTradingSession.setState({ edits: {} });
    render(<Bound value={decision({ coin: "DOGE", action: "HOLD" })} />, { wrapper: Queries });
    expect(screen.getByLabelText("Quantity")).toBeDisabled();
    expect(screen.getByLabelText("Leverage")).toBeDisabled();
    expect(screen.getByText("Hold: nothing is executed for this coin.")).toBeInTheDocument();
  });
});
