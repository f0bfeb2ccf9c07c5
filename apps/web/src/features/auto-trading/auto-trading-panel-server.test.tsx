import { DEFAULT_APP_SETTINGS } from "@app/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { useNotifications } from "../../notifications/notifications-store.ts";
import { useSettings } from "../../settings/settings-store.ts";
import { AutoTradingPanel } from "./auto-trading-panel.tsx";
import { useAutoTradingPlace } from "./auto-trading-place-store.ts";
import { useAutoTradingHost } from "./use-auto-trading-host.ts";

function Host() {
  useAutoTradingHost();
  return <AutoTradingPanel />;
}

const address = TEST_ADDRESS.toLowerCase();
const schedule = (enabled: boolean) => ({
  address,
  enabled,
  intervalMinutes: 5,
  nextRunAt: enabled ? Date.now() + 5 * 60_000 : null,
  settings: {
    coins: ["BTC"],
    dataSources: {},
    riskPreference: "balanced",
    language: "en",
    initialBalance: 100,
  },
  updatedAt: 1,
});
const finishedRun = {
  address,
  slot: 1_000,
  status: "success",
  startedAt: 1_000,
  finishedAt: 2_000,
  attempts: 1,
  executionId: "e1",
  record: {
    timestamp: 1_000,
    status: "success",
    summary: "Server run summary",
    decisions: [{ coin: "BTC", action: "BUY", confidence: 70, reasoning: "up" }],
    model: "local",
    execution: { executed: 1, failed: 0, total: 1 },
  },
};

/** The server's configuration, with or without a wallet for server mode. */
const appConfig = (available: boolean) => ({
  network: "local",
  exchangeUrl: "http://127.0.0.1:1/hl",
  hyperliquidChain: "Testnet",
  isTestnet: true,
  chainIds: {
    default: 421614,
    testnet: 421614,
    signatureChainId: "0x66eee",
    switch: { mainnet: "0xa4b1", testnet: "0x66eee" },
  },
  serverMode: { available, account: available ? "user" : null },
  liveTrading: false,
});

/** A fake server: the schedule and runs of the signed-in address (or a sign-in refusal), and what is posted. */
function stubServer(options: { signedIn: boolean; enabled: boolean; serverMode?: boolean }) {
  const posted: unknown[] = [];
  let current = schedule(options.enabled);
  const refuse = () =>
    jsonResponse({ success: false, errorCode: "SIGN_IN_REQUIRED", error: "Sign in first" }, 401);
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith("/api/config") && options.serverMode !== undefined) {
        return jsonResponse({ success: true, data: appConfig(options.serverMode) });
      }
      if (url.startsWith("/api/auth/session")) {
        return jsonResponse({ success: true, data: { address, expiresAt: null } });
      }
      if (url.startsWith("/api/auto-trading/schedule")) {
        if (!options.signedIn) return refuse();
        if (init?.method === "POST") {
          const body = JSON.parse(String(init.body)) as { enabled: boolean };
          posted.push(body);
          current = schedule(body.enabled);
        }
        return jsonResponse({ success: true, data: { schedule: current } });
      }
      if (url.startsWith("/api/auto-trading/runs")) {
        if (!options.signedIn) return refuse();
        return jsonResponse({ success: true, data: { runs: [finishedRun] } });
      }
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return posted;
}

beforeEach(() => {
  useSettings.setState({ ...DEFAULT_APP_SETTINGS });
  useAutoTradingPlace.setState({ place: "server" });
  useNotifications.getState().clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  useAutoTradingPlace.setState({ place: "browser" });
});

describe("the auto-trading panel with the loop on the server", () => {
  it("shows the server's schedule and runs, and Stop switches the server's schedule off", async () => {
    const posted = stubServer({ signedIn: true, enabled: true });
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Host />, { connected: true });
    const record = await screen.findByTestId("auto-trading-record");
    expect(record).toHaveTextContent("Server run summary");
    expect(record).toHaveTextContent("BTC BUY");
    expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Running");
    expect(screen.getByTestId("auto-trading-next-run")).toBeInTheDocument();
    expect(screen.getByTestId("auto-trading-config")).toHaveTextContent("Local analyst");
    // Runs that were there before this look are not announced again.
    expect(useNotifications.getState().items).toEqual([]);
    expect(useSettings.getState().autoTradingEnabled).toBe(false);

    await user.click(screen.getByTestId("auto-trading-stop"));
    await waitFor(() => expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Stopped"));
    expect(posted).toEqual([
      expect.objectContaining({ userAddress: address, enabled: false, intervalMinutes: 5, coins: ["BTC"] }),
    ]);
    expect(screen.queryByTestId("auto-trading-next-run")).not.toBeInTheDocument();
  });

  it("does not offer the server when it has no wallet for server mode", async () => {
    stubServer({ signedIn: true, enabled: false, serverMode: false });
    useAutoTradingPlace.setState({ place: "browser" });
    await renderWithProviders(<Host />, { connected: true });
    await waitFor(() =>
      expect(screen.getByTestId("auto-trading-place-server")).toHaveAttribute("aria-disabled", "true"),
    );
    expect(screen.getByTestId("auto-trading-place-browser")).not.toHaveAttribute("aria-disabled");
  });

  it("signed out, says the loop's state is unknown, keeps Start disabled and offers the sign-in", async () => {
    const posted = stubServer({ signedIn: false, enabled: true });
    await renderWithProviders(<Host />, { connected: true });
    expect(await screen.findByTestId("auto-trading-signed-out")).toHaveTextContent(
      "Sign in to see and control the loop on the server.",
    );
    expect(screen.getByTestId("auto-trading-status")).toHaveTextContent("Unknown");
    expect(screen.getByTestId("auto-trading-history-unavailable")).toBeInTheDocument();
    expect(screen.getByTestId("auto-trading-start")).toBeDisabled();
    expect(screen.getByTestId("auto-trading-sign-in")).toBeEnabled();
    expect(posted).toEqual([]);
  });
});
