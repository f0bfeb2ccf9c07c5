import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountOverview, jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { DashboardTab } from "./dashboard-tab.tsx";

// jsdom has no canvas for lightweight-charts; the chart itself is checked in Chromium (e2e).
vi.mock("../equity/equity-canvas.tsx", () => ({ EquityCanvas: () => <div data-testid="equity-canvas" /> }));

const fill = (fields: Record<string, unknown>) => ({
  coin: "BTC",
  price: 97_000,
  size: 0.12,
  cloid: null,
  ...fields,
});

interface Call {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** A fake server whose close answer the test decides; the overview loses the position once closed. */
function stubServer(closeAnswer: () => Promise<Response>) {
  const calls: Call[] = [];
  let closed = false;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      calls.push({
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      });
      if (url.startsWith("/api/account/overview")) {
        const overview = accountOverview();
        return jsonResponse({ success: true, data: closed ? { ...overview, positions: [] } : overview });
      }
      if (url.startsWith("/api/account/fills")) {
        const open = fill({
          orderId: 1,
          direction: "Open Long",
          side: "BUY",
          closedPnl: 0,
          fee: 4.1,
          time: 1_000,
        });
        const close = fill({
          orderId: 2,
          direction: "Close Long",
          side: "SELL",
          closedPnl: 60,
          fee: 5.2,
          time: 2_000,
        });
        return jsonResponse({
          success: true,
          data: { address: TEST_ADDRESS, fills: closed ? [close, open] : [open] },
        });
      }
      if (url.startsWith("/api/auth/session")) {
        return jsonResponse({
          success: true,
          data: { address: TEST_ADDRESS.toLowerCase(), expiresAt: null },
        });
      }
      if (url.startsWith("/api/account/close-position")) {
        const answer = await closeAnswer();
        if (answer.ok) closed = true;
        return answer;
      }
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return calls;
}

// The server's close answer as its route schema (core's closePositionResponseSchema) now requires it.
const closedAnswer = () =>
  jsonResponse({
    success: true,
    message: "Closed 0.12 BTC",
    summary: { key: "close.summary", params: { size: 0.12, coin: "BTC", account: TEST_ADDRESS, count: 1 } },
    data: {
      account: TEST_ADDRESS,
      results: [
        {
          coin: "BTC",
          side: "SELL",
          success: true,
          rejected: false,
          filled: { avgPx: 97_000, totalSz: 0.12 },
          resting: null,
          error: null,
        },
      ],
      success: 1,
      rejected: 0,
      failed: 0,
      cancelled: 1,
      replayed: false,
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("closing a position from the dashboard", () => {
  it("asks with the position's figures, shows Closing... with both buttons off, then the row is gone", async () => {
    let release: () => void = () => {};
    const calls = stubServer(
      () =>
        new Promise((resolve) => {
          release = () => resolve(closedAnswer());
        }),
    );
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<DashboardTab />, { connected: true });

    const row = await screen.findByTestId("position-row");
    await user.click(within(row).getByTestId("close-position"));
    const dialog = await screen.findByTestId("close-position-dialog");
    expect(dialog).toHaveTextContent("BTC");
    expect(dialog).toHaveTextContent("Long");
    expect(dialog).toHaveTextContent("96,412.5");

    await user.click(screen.getByTestId("confirm-close"));
    expect(await screen.findByRole("button", { name: "Closing..." })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();

    // The close request leaves after the sign-in check: answer it once it has been asked.
    await waitFor(() => expect(calls.some((call) => call.url === "/api/account/close-position")).toBe(true));
    release();
    await waitFor(() => expect(screen.queryByTestId("close-position-dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByTestId("position-row")).not.toBeInTheDocument());
    const close = calls.find((call) => call.url === "/api/account/close-position");
    expect(close?.body).toEqual({ coin: "BTC", address: TEST_ADDRESS });
    expect(close?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);
    // The close's own fill (not the opening one) gives the realised P&L after its fee.
    expect(await screen.findByTestId("position-closed-notice")).toHaveTextContent(
      "BTC position closed: realised +54.80 USDC after 5.20 USDC fees",
    );
    await user.click(screen.getByTestId("history-view-closed"));
    const trade = await screen.findByTestId("closed-trade-row");
    expect(within(trade).getByTestId("closed-trade-net")).toHaveTextContent("+54.80");
    expect(screen.getByTestId("closed-totals")).toHaveTextContent(
      "After fees +54.80 USDC, fees 5.20 USDC, over 1 close",
    );
  });

  it("keeps the dialog open with the server's error when the close fails, and retries with the same key", async () => {
    let fail = true;
    const calls = stubServer(async () =>
      fail
        ? jsonResponse(
            { success: false, errorCode: "EXCHANGE_ERROR", error: "Exchange error", details: "no liquidity" },
            502,
          )
        : closedAnswer(),
    );
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<DashboardTab />, { connected: true });

    await user.click(within(await screen.findByTestId("position-row")).getByTestId("close-position"));
    await user.click(await screen.findByTestId("confirm-close"));
    const dialog = await screen.findByTestId("close-position-dialog");
    await waitFor(() => expect(dialog).toHaveTextContent("no liquidity"));
    expect(screen.getByTestId("confirm-close")).toBeEnabled();

    fail = false;
    await user.click(screen.getByTestId("confirm-close"));
    await waitFor(() => expect(screen.queryByTestId("close-position-dialog")).not.toBeInTheDocument());
    const keys = calls
      .filter((call) => call.url === "/api/account/close-position")
      .map((call) => call.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
