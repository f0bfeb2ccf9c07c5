import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountOverview } from "../../../test/fixtures.ts";
import { SummaryCards } from "./summary-cards.tsx";

describe("the summary cards", () => {
  it("format balance, P&L, margin and cash for people, with shares of the account", () => {
    render(<SummaryCards overview={accountOverview()} loading={false} />);
    const balance = screen.getByTestId("summary-balance");
    expect(within(balance).getByText(/10,423\.18/)).toBeInTheDocument();
    expect(balance).toHaveTextContent("Initial 10,000.00 USDC");

    const pnl = screen.getByTestId("summary-unrealized-pnl");
    expect(within(pnl).getByText(/-186\.52/)).toHaveClass("text-loss");
    expect(pnl).toHaveTextContent("-1.79% of account");

    expect(screen.getByTestId("summary-margin")).toHaveTextContent("17.98% of account");
    expect(screen.getByTestId("summary-available")).toHaveTextContent("8,548.78");
    expect(screen.getByTestId("summary-available")).toHaveTextContent("82.02% of account");
  });

  it("shows a profit with a plus sign in green", () => {
    const overview = accountOverview({
      positionStats: { count: 1, totalUnrealizedPnl: 42, totalPositionValue: 1 },
    });
    render(<SummaryCards overview={overview} loading={false} />);
    expect(within(screen.getByTestId("summary-unrealized-pnl")).getByText(/\+42\.00/)).toHaveClass(
      "text-profit",
    );
  });

  it("shows skeletons while loading, not zeros", () => {
    render(<SummaryCards overview={undefined} loading />);
    expect(screen.getByTestId("summary-balance")).toHaveAttribute("aria-busy", "true");
    expect(screen.queryByText(/0\.00/)).not.toBeInTheDocument();
  });
});
