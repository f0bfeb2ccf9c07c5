import { act, render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { executeResponse } from "../../../test/fixtures.ts";
import { i18n } from "../../i18n/i18n.ts";
import { ExecutionResults } from "./execution-results.tsx";

describe("the execution results", () => {
  it("counts successes and failures and describes each order, failures in red", () => {
    render(<ExecutionResults response={executeResponse()} at={Date.UTC(2025, 0, 1, 12, 0, 0)} />);
    const box = screen.getByTestId("execution-results");
    expect(box).toHaveAttribute("data-success-count", "1");
    expect(box).toHaveAttribute("data-failure-count", "1");
    expect(within(box).getByText("Succeeded 1")).toBeInTheDocument();
    expect(within(box).getByText("Failed 1")).toBeInTheDocument();
    expect(within(box).getByText("filled at 97,191.50")).toBeInTheDocument();
    // The exchange's text reads as the catalogue's message; the raw text stays in the details for support.
    const rejected = within(box).getByText("platform rejected: Not enough free margin for this order.");
    expect(rejected).toHaveClass("text-loss");
    expect(rejected.closest("li")).toHaveTextContent("SOL");
    expect(within(box).getByTestId("result-details")).toHaveTextContent("Insufficient margin");
  });

  it("says in words when a stop loss or take profit was not placed", () => {
    const response = executeResponse();
    const [btc] = response.data.results;
    if (!btc) throw new Error("fixture without results");
    btc.protectiveOrders = [
      { kind: "stop_loss", triggerPrice: 95400, success: false, error: "Trigger orders are not supported" },
      { kind: "take_profit", triggerPrice: 100800, success: true, error: null },
    ];
    render(<ExecutionResults response={response} at={0} />);
    const line = screen.getByText(
      "Stop loss not placed: The exchange refused the order: Trigger orders are not supported",
    );
    expect(line).toHaveClass("text-loss");
    expect(line).toHaveAttribute("title", "Trigger orders are not supported");
    expect(screen.getByText(/Take profit/)).toHaveTextContent("Take profit 100,800.00");
  });

  it("gives the server's reason for a missing stop in the reader's language", async () => {
    const response = executeResponse();
    const [btc] = response.data.results;
    if (!btc) throw new Error("fixture without results");
    btc.protectiveOrders = [
      {
        kind: "stop_loss",
        triggerPrice: 95400,
        success: false,
        error: "The stop loss rounds to 0.",
        errorMessage: { key: "protection.roundsToZero.stopLoss" },
      },
    ];
    render(<ExecutionResults response={response} at={0} />);
    expect(screen.getByText("Stop loss not placed: The stop loss rounds to 0.")).toBeInTheDocument();
    try {
      await act(() => i18n.changeLanguage("zh"));
      expect(await screen.findByText(/止损单取整后为 0。/)).toHaveClass("text-loss");
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });

  it("says an agent wallet's exit policy is this tab's to move, or why it was not set and that the stop stays fixed", async () => {
    const response = {
      ...executeResponse(),
      exits: [
        { coin: "BTC", set: true, error: null, manager: "browser" as const },
        { coin: "SOL", set: false, error: "signedOut" as const, manager: "browser" as const },
      ],
    };
    render(<ExecutionResults response={response} at={0} />);
    const [set, unset] = screen.getAllByTestId("exit-outcome");
    expect(set).toHaveTextContent("Exit policy set: this tab moves the stop (keep it open)");
    expect(set?.closest("li")).toHaveTextContent("BTC");
    expect(unset).toHaveTextContent(
      "Exit policy not set: this page is not signed in, so the stop stays fixed where it was placed",
    );
    expect(unset).toHaveClass("text-warning");
    try {
      await act(() => i18n.changeLanguage("zh"));
      expect(await screen.findByText("已设置退出策略：由此标签页移动止损（请保持打开）")).toBeInTheDocument();
      expect(screen.getByText(/未设置退出策略：此页面未登录，止损保持在下单时的位置/)).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage("en"));
    }
  });
});
