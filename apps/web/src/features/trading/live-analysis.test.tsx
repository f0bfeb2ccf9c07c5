import type { CoinSymbol } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountOverview,
  analysisData,
  controlledSse,
  decision,
  jsonResponse,
} from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { DEFAULT_PANEL_PREFERENCES, usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useLiveAnalysis } from "./live-analysis-store.ts";
import { TradingTab } from "./trading-tab.tsx";

const COINS: CoinSymbol[] = ["BTC", "SOL", "DOGE"];

/** Serves the account and one streamed analysis the test writes event by event. */
function stubStream() {
  const stream = controlledSse();
  let signal: AbortSignal | undefined;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === "/api/ai/smart-analysis/stream") {
        signal = init?.signal ?? undefined;
        return stream.response();
      }
      if (url.startsWith("/api/account/overview"))
        return jsonResponse({ success: true, data: accountOverview() });
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return { ...stream, aborted: () => signal?.aborted ?? false };
}

beforeEach(() => {
  usePanelPreferences.setState({ ...DEFAULT_PANEL_PREFERENCES, coins: COINS });
  useTradingSession.setState({ analysis: null, edits: {}, selected: null, execution: null, executed: null });
  useLiveAnalysis.setState({ live: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("an analysis shown as the model writes it", () => {
  it("fills the cards one by one, keeps Execute off until the whole result, then shows the result", async () => {
    const stream = stubStream();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    expect(await screen.findAllByTestId("pending-card")).toHaveLength(3);

    stream.send({ type: "start", coins: COINS, model: "gpt-4.1", provider: "openai" });
    stream.send({ type: "text", field: "strategy_overview", text: "Favour" });
    expect(await screen.findByText("gpt-4.1 is writing the analysis…")).toBeInTheDocument();
    expect(await screen.findByText("Favour")).toBeInTheDocument();
    stream.send({ type: "text", field: "strategy_overview", text: "Favour small longs." });
    stream.send({ type: "decision", decision: decision({ coin: "BTC", action: "BUY", quantity: 0.05 }) });
    const first = await screen.findByTestId("decision-card");
    expect(first).toHaveAttribute("data-coin", "BTC");
    expect(screen.getByText("Favour small longs.")).toBeInTheDocument();
    expect(screen.getAllByTestId("pending-card").map((card) => card.dataset.coin)).toEqual(["SOL", "DOGE"]);
    expect(screen.getByTestId("live-progress")).toHaveTextContent("1 of 3 decided");
    expect(screen.getByTestId("execute-decisions")).toBeDisabled();
    // Nothing to edit before the whole set is checked.
    expect(within(first).queryByRole("textbox", { name: "Leverage" })).toBeNull();

    stream.send({ type: "decision", decision: decision({ coin: "SOL", action: "HOLD" }) });
    stream.send({ type: "decision", decision: decision({ coin: "DOGE", action: "HOLD" }) });
    await waitFor(() => expect(screen.queryAllByTestId("pending-card")).toHaveLength(0));
    expect(screen.getByTestId("execute-decisions")).toBeDisabled();

    const final = analysisData([
      decision({ coin: "BTC", action: "BUY", quantity: 0.05 }),
      decision({ coin: "SOL", action: "HOLD" }),
      decision({ coin: "DOGE", action: "HOLD" }),
    ]);
    stream.send({ type: "done", data: final });
    await waitFor(() => expect(screen.queryByTestId("live-analysis")).toBeNull());
    expect(screen.getAllByTestId("decision-card")).toHaveLength(3);
    expect(screen.getByTestId("execute-decisions")).toBeEnabled();
    expect(screen.queryByTestId("cancel-analysis")).toBeNull();
  });

  it("cancels: the request is aborted, the previous result comes back and no failure is shown", async () => {
    useTradingSession.setState({
      analysis: { data: analysisData([decision({ coin: "XRP", action: "HOLD" })]), at: 1 },
    });
    const stream = stubStream();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    stream.send({ type: "start", coins: COINS, model: "gpt-4.1", provider: "openai" });
    stream.send({ type: "decision", decision: decision({ coin: "BTC", action: "HOLD" }) });
    await screen.findByTestId("live-analysis");
    await user.click(screen.getByTestId("cancel-analysis"));
    expect(stream.aborted()).toBe(true);
    await waitFor(() => expect(screen.queryByTestId("live-analysis")).toBeNull());
    expect(screen.getByTestId("decision-card")).toHaveAttribute("data-coin", "XRP");
    expect(screen.queryByText("The analysis failed")).toBeNull();
    await waitFor(() => expect(screen.getByTestId("start-analysis")).toBeEnabled());
  });

  it("shows an error sent after the stream began as a failed analysis", async () => {
    const stream = stubStream();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    stream.send({ type: "start", coins: COINS, model: "gpt-4.1", provider: "openai" });
    stream.send({
      type: "error",
      error: {
        success: false,
        errorCode: "AI_RATE_LIMITED",
        error: "Rate limited",
        details: "openai: slow down",
      },
    });
    expect(await screen.findByText("The analysis failed")).toBeInTheDocument();
    expect(screen.queryByTestId("live-analysis")).toBeNull();
  });
});
