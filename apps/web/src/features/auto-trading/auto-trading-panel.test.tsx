import { DEFAULT_APP_SETTINGS } from "@app/core";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountOverview,
  analysisData,
  decision,
  executeResponse,
  jsonResponse,
} from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { AutoTradingPanel } from "./auto-trading-panel.tsx";
import { readSchedule, writeSchedule } from "./schedule-storage.ts";
import { useAutoTradingHost } from "./use-auto-trading-host.ts";

function Host() {
  useAutoTradingHost();
  return <AutoTradingPanel />;
}

/** A fake server: an analysis with a BTC buy, an empty account, no risk limits, a signed-in session, an execution. */
function stubServer() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      urls.push(url);
      if (url.startsWith("/api/ai/smart-analysis")) {
        const data = analysisData([
          decision({ coin: "BTC", action: "BUY", quantity: 0.05, entry_price: 97_000, leverage: 10 }),
        ]);
        return jsonResponse({ success: true, data });
      }
      if (url.startsWith("/api/account/overview")) {
        return jsonResponse({ success: true, data: accountOverview({ positions: [] }) });
      }
      // No risk limits: the governor lets every run go (features/auto-trading/guarded-run.ts).
      if (url.startsWith("/api/risk/check")) {
        return jsonResponse({
          success: true,
          data: { allowed: true, trip: null, newTrip: false, closePositions: false },
        });
      }
      if (url.startsWith("/api/auth/session")) {
        return jsonResponse({
          success: true,
          data: { address: TEST_ADDRESS.toLowerCase(), expiresAt: null },
        });
      }
      if (url.startsWith("/api/signing/execute-with-agent")) {
        const answer = executeResponse();
        return jsonResponse({
          ...answer,
          data: { ...answer.data, results: answer.data.results.slice(0, 1) },
        });
      }
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return urls;
}

const runs = (urls: string[]) => urls.filter((url) => url.startsWith("/api/ai/smart-analysis")).length;

beforeEach(() => {
  useSettings.setState({ ...DEFAULT_APP_SETTINGS });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the auto-trading panel", () => {
  it("checks the interval in the rules' order, saves a valid one at once and disables Start on an error", async () => {
    stubServer();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Host />, { connected: true });
    const input = screen.getByLabelText("Interval (minutes)");
    expect(input).toHaveValue("60");
    expect(screen.getByTestId("auto-trading-note")).toHaveTextContent("AI will analyze every 60 minutes");

    const cases: [string, string][] = [
      ["", "Please enter interval"],
      ["abc", "Please enter a valid number"],
      ["2.5", "Please enter a positive integer"],
      ["0", "Minimum interval is 1 minute"],
      ["1441", "Maximum interval is 1440 minutes (24 hours)"],
    ];
    for (const [value, message] of cases) {
      await user.clear(input);
      // Pasted whole, so no valid prefix ("1" of "1441") is typed and saved on the way.
      if (value) await user.paste(value);
      expect(screen.getByRole("alert")).toHaveTextContent(message);
      expect(screen.getByTestId("auto-trading-start")).toBeDisabled();
    }
    expect(useSettings.getState().tradingInterval).toBe(60);
    expect(screen.queryByTestId("auto-trading-note")).not.toBeInTheDocument();

    await user.clear(input);
    await user.type(input, "15");
    expect(screen.getByTestId("auto-trading-note")).toHaveTextContent("AI will analyze every 15 minutes");
    expect(useSettings.getState().tradingInterval).toBe(15);
    expect(screen.getByTestId("auto-trading-start")).toBeEnabled();

    // Another tab saves 30: the text follows.
    act(() => useSettings.setState({ tradingInterval: 30 }));
    expect(input).toHaveValue("30");
  });

  it("Start runs once at once and records it; Stop clears the next-run time and the schedule", async () => {
    const urls = stubServer();
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Host />, { connected: true });
    await user.click(screen.getByTestId("auto-trading-start"));

    const record = await screen.findByTestId("auto-trading-record");
    expect(record).toHaveAttribute("data-status", "success");
    expect(record).toHaveTextContent("BTC BUY");
    expect(record).toHaveTextContent("1 of 1 orders executed");
    expect(runs(urls)).toBe(1);
    expect(urls).toContain("/api/signing/execute-with-agent");
    expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Running");
    const next = readSchedule(TEST_ADDRESS)?.nextRunAt ?? 0;
    expect(next - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(screen.getByTestId("auto-trading-next-run")).toBeInTheDocument();
    expect(useSettings.getState()).toMatchObject({
      autoTradingEnabled: true,
      tradingHistory: [expect.anything()],
    });
    expect(useSettings.getState().autoTradingConfig.selectedAI).toBe("local");

    await user.click(screen.getByTestId("auto-trading-stop"));
    expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Stopped");
    expect(screen.queryByTestId("auto-trading-next-run")).not.toBeInTheDocument();
    expect(readSchedule(TEST_ADDRESS)).toBeNull();
    expect(useSettings.getState().autoTradingEnabled).toBe(false);
  });

  it("after a reload resumes the stored schedule without running before its time", async () => {
    const urls = stubServer();
    const nextRunAt = Date.now() + 20 * 60_000;
    writeSchedule(TEST_ADDRESS, { nextRunAt, lastRunAt: Date.now() - 40 * 60_000 });
    act(() => useSettings.setState({ autoTradingEnabled: true }));
    await renderWithProviders(<Host />, { connected: true });
    await waitFor(() => expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Running"));
    expect(screen.getByTestId("auto-trading-next-run")).toBeInTheDocument();
    expect(screen.getByTestId("auto-trading-stop")).toBeInTheDocument();
    expect(runs(urls)).toBe(0);
    expect(readSchedule(TEST_ADDRESS)?.nextRunAt).toBe(nextRunAt);
  });

  it("catches up once on a reload after the run's time has passed", async () => {
    const urls = stubServer();
    writeSchedule(TEST_ADDRESS, { nextRunAt: Date.now() - 3 * 60 * 60_000, lastRunAt: null });
    act(() => useSettings.setState({ autoTradingEnabled: true, tradingInterval: 60 }));
    await renderWithProviders(<Host />, { connected: true });
    await screen.findByTestId("auto-trading-record");
    expect(runs(urls)).toBe(1);
    expect((readSchedule(TEST_ADDRESS)?.nextRunAt ?? 0) > Date.now()).toBe(true);
  });
});
