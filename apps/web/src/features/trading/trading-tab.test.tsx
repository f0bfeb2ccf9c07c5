import { formatDisplayPrice } from "@app/core";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountOverview,
  analysisData,
  decision,
  executeResponse,
  jsonResponse,
  marketSpecs,
  sseResponse,
} from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { DEFAULT_PANEL_PREFERENCES, usePanelPreferences } from "../../shared/panel-preferences-store.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { TradingTab } from "./trading-tab.tsx";

interface Call {
  url: string;
  body: unknown;
}

function stubServer(routes: Record<string, () => Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const route = Object.keys(routes).find((prefix) => url.startsWith(prefix));
      return route
        ? (routes[route] as () => Response)()
        : jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return calls;
}

const decisions = [
  decision({
    coin: "BTC",
    action: "BUY",
    quantity: 0.05,
    leverage: 12,
    stop_loss: 95400,
    take_profit: 100800,
  }),
  decision({ coin: "SOL", action: "BUY", quantity: 4.2, leverage: 10 }),
  decision({ coin: "DOGE", action: "HOLD" }),
];

beforeEach(() => {
  // Another test in this worker may have chosen other settings; these assert the defaults.
  usePanelPreferences.setState(DEFAULT_PANEL_PREFERENCES);
  useTradingSession.setState({
    analysis: null,
    edits: {},
    selected: null,
    execution: null,
    executed: null,
    promptDrafts: {},
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the trading panel", () => {
  // A long user journey (about 12 s alone): a loaded machine takes it past 30 s.
  it("analyses with the local model, checks edits as typed, confirms with the risk of every order, executes once", {
    timeout: 90_000,
  }, async () => {
    const calls = stubServer({
      "/api/account/overview": () => jsonResponse({ success: true, data: accountOverview() }),
      "/api/ai/smart-analysis/stream": () => sseResponse([{ type: "done", data: analysisData(decisions) }]),
      "/api/market/specs": () => jsonResponse({ success: true, data: marketSpecs() }),
      "/api/signing/execute-with-agent": () => jsonResponse(executeResponse()),
      // Already signed in with Ethereum as the wallet: server mode needs no new signature.
      "/api/auth/session": () =>
        jsonResponse({ success: true, data: { address: TEST_ADDRESS.toLowerCase(), expiresAt: null } }),
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });

    expect(screen.getByTestId("model-select")).toHaveTextContent("Local analyst (built-in, no key)");
    await user.click(screen.getByTestId("start-analysis"));
    expect(await screen.findAllByTestId("decision-card")).toHaveLength(3);
    const request = calls.find((call) => call.url === "/api/ai/smart-analysis/stream")?.body;
    expect(request).toMatchObject({
      model: "local",
      coins: ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"],
      userAddress: TEST_ADDRESS,
      initialBalance: 100,
      riskPreference: "balanced",
      language: "en",
      memory: true,
    });
    expect(screen.getByText("Favour small longs.")).toBeInTheDocument();

    const [btcCard, solCard] = screen.getAllByTestId("decision-card") as HTMLElement[];
    if (!btcCard || !solCard) throw new Error("cards missing");
    // Risk/reward from the market price 97,180: (100,800 − 97,180) / (97,180 − 95,400) = 2.03; a target of
    // 104,800 makes it 7,620 / 1,780 = 4.28, as it is typed.
    await waitFor(() => expect(within(btcCard).getByTestId("card-risk-reward")).toHaveTextContent("2.03"));
    const target = within(btcCard).getByLabelText("Take profit");
    await user.clear(target);
    await user.type(target, "104800");
    expect(within(btcCard).getByTestId("card-risk-reward")).toHaveTextContent("4.28");

    const leverage = within(solCard).getByLabelText("Leverage");
    await user.clear(leverage);
    await user.type(leverage, "8");
    // A long's stop above the price is refused inline before anything is sent; the other card stays ready.
    const stop = within(solCard).getByLabelText("Stop loss");
    await user.type(stop, "150");
    expect(within(solCard).getByRole("alert")).toHaveTextContent("Stop loss 150 is on the wrong side");
    expect(screen.getByTestId("orders-ready")).toHaveTextContent("1 of 2 orders ready");
    await user.clear(stop);
    expect(screen.getByTestId("orders-ready")).toHaveTextContent("2 of 2 orders ready");

    await user.click(screen.getByTestId("execute-decisions"));
    const dialog = await screen.findByRole("dialog");
    const rows = within(dialog).getAllByTestId("risk-row");
    expect(rows.map((row) => row.dataset.coin)).toEqual(["BTC", "SOL"]);
    // 0.05 BTC at the 97,180 mid: 4,859.00 notional, 404.92 margin at 12x.
    expect(rows[0]).toHaveTextContent("4,859.00");
    expect(rows[0]).toHaveTextContent("404.92");
    expect(within(dialog).getByTestId("execute-signer")).toHaveTextContent("No wallet signature");
    await user.click(within(dialog).getByTestId("confirm-execute"));

    const results = await screen.findByTestId("execution-results");
    expect(results).toHaveAttribute("data-success-count", "1");
    expect(results).toHaveAttribute("data-failure-count", "1");
    const executions = () =>
      calls
        .filter((call) => call.url === "/api/signing/execute-with-agent")
        .map((call) => (call.body as { orders: { coin: string; leverage: number }[] }).orders);
    expect(executions()[0]?.map((order) => [order.coin, order.leverage])).toEqual([
      ["BTC", 12],
      ["SOL", 8],
    ]);
    // BTC filled: its card is executed; SOL was refused and can be sent again.
    await waitFor(() => expect(btcCard).toHaveAttribute("data-executed", "true"));
    expect(solCard).not.toHaveAttribute("data-executed");

    await user.click(screen.getByTestId("execute-decisions"));
    const again = await screen.findByRole("dialog");
    expect(within(again).getByText(/Already executed at/)).toBeInTheDocument();
    const confirm = within(again).getByTestId("confirm-execute");
    expect(confirm).toHaveTextContent("Execute 1 order");
    await user.click(within(again).getByRole("checkbox"));
    expect(confirm).toHaveTextContent("Execute 2 orders");
    await user.click(within(again).getByRole("checkbox"));
    await user.click(confirm);
    await waitFor(() => expect(executions()).toHaveLength(2));
    expect(executions()[1]?.map((order) => order.coin)).toEqual(["SOL"]);
  });

  it("shows the current market price on a card whose coin has no position", async () => {
    const calls = stubServer({
      "/api/account/overview": () => jsonResponse({ success: true, data: accountOverview() }),
      "/api/ai/smart-analysis/stream": () =>
        sseResponse([{ type: "done", data: analysisData([decision({ coin: "SOL", action: "HOLD" })]) }]),
      "/api/market/prices": () => jsonResponse({ success: true, data: { time: 1, prices: { SOL: 142.55 } } }),
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    const card = await screen.findByTestId("decision-card");
    await waitFor(() => expect(card).toHaveTextContent(formatDisplayPrice(142.55)));
    expect(calls.some((call) => call.url === "/api/market/prices?coins=SOL")).toBe(true);
  });

  it("says there is nothing to execute when every decision is HOLD", async () => {
    const calls = stubServer({
      "/api/account/overview": () => jsonResponse({ success: true, data: accountOverview() }),
      "/api/ai/smart-analysis/stream": () =>
        sseResponse([{ type: "done", data: analysisData([decision({ coin: "BTC", action: "HOLD" })]) }]),
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    await screen.findByTestId("decision-card");
    await user.click(screen.getByTestId("execute-decisions"));
    expect(await screen.findByText("No trades to execute (all HOLD)")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes("execute"))).toBe(false);
  });

  it("sends an analysis without the decision memory once it is switched off, and keeps the choice", async () => {
    const calls = stubServer({
      "/api/account/overview": () => jsonResponse({ success: true, data: accountOverview() }),
      "/api/ai/smart-analysis/stream": () =>
        sseResponse([{ type: "done", data: analysisData([decision({ coin: "BTC", action: "HOLD" })]) }]),
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    const memory = screen.getByRole("checkbox", { name: "Decision memory" });
    expect(memory).toBeChecked();
    // The built-in analyst reads no memory, and the hint says so.
    expect(screen.getByText(/does not read it/)).toBeInTheDocument();
    await user.click(memory);
    expect(memory).not.toBeChecked();
    await user.click(screen.getByTestId("start-analysis"));
    await screen.findByTestId("decision-card");
    expect(calls.find((call) => call.url === "/api/ai/smart-analysis/stream")?.body).toMatchObject({
      memory: false,
    });
    expect(JSON.parse(localStorage.getItem("trading_panel") ?? "{}")).toMatchObject({
      state: { memory: false },
    });
  });

  it("asks for a wallet before analysing", async () => {
    const calls = stubServer({});
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />);
    await user.click(screen.getByTestId("start-analysis"));
    expect(screen.getByText("Please connect wallet first")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows a failed analysis translated, with a hint", async () => {
    stubServer({
      "/api/account/overview": () => jsonResponse({ success: true, data: accountOverview() }),
      "/api/ai/smart-analysis/stream": () =>
        jsonResponse(
          { success: false, errorCode: "ANALYSIS_FAILED", error: "boom", details: "market data stale" },
          502,
        ),
    });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<TradingTab />, { connected: true });
    await user.click(screen.getByTestId("start-analysis"));
    await waitFor(() => expect(screen.getByText("The analysis failed")).toBeInTheDocument());
    expect(screen.getByText("Analysis failed: market data stale")).toBeInTheDocument();
    expect(screen.getByTestId("start-analysis")).toBeEnabled();
  });
});
