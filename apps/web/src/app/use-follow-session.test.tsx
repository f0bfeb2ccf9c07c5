import { NO_RISK_LIMITS } from "@app/core";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { TEST_ADDRESS } from "../../test/wallet.ts";
import { keepRunFailure, pendingRunFailures } from "../features/auto-trading/pending-run-failures.ts";
import { NotifyCard } from "../features/notify/notify-card.tsx";
import { RiskGovernorCard } from "../features/risk/risk-governor-card.tsx";
import { useNotifications } from "../notifications/notifications-store.ts";
import { useSession } from "../wallet/session-store.ts";
import { ensureSignedIn } from "../wallet/sign-in.ts";
import { useFollowSession } from "./use-follow-session.ts";

const signedOutAnswer = () =>
  jsonResponse({ success: false, errorCode: "SIGN_IN_REQUIRED", error: "Sign in first" }, 401);

/** A server whose session is signed out until the wallet's signed message reaches `/api/auth/verify`. */
function stubServer(signedIn = false) {
  let session: string | null = signedIn ? TEST_ADDRESS.toLowerCase() : null;
  const told: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === "/api/auth/session") {
        return jsonResponse({ success: true, data: { address: session, expiresAt: null } });
      }
      if (url === "/api/auth/nonce") {
        return jsonResponse({ success: true, data: { nonce: "abcdef0123456789", expiresAt: 1 } });
      }
      if (url === "/api/auth/verify") {
        session = TEST_ADDRESS.toLowerCase();
        return jsonResponse({ success: true, data: { address: session, expiresAt: 2 } });
      }
      if (url.startsWith("/api/risk")) {
        if (!session) return signedOutAnswer();
        return jsonResponse({ success: true, data: { limits: NO_RISK_LIMITS, state: null, trips: [] } });
      }
      if (url.startsWith("/api/notifications/settings")) {
        if (!session) return signedOutAnswer();
        return jsonResponse({
          success: true,
          data: { webhook: { host: "hooks.example.com" }, telegram: null, events: ["fill"], language: "en" },
        });
      }
      if (url === "/api/notifications/browser-event") {
        if (!session) return signedOutAnswer();
        told.push(JSON.parse(String(init?.body)));
        return jsonResponse({ success: true, data: { queued: true } });
      }
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return {
    told,
    /** Another tab of this browser signs the shared cookie in. */
    signInInAnotherTab: () => {
      session = TEST_ADDRESS.toLowerCase();
    },
  };
}

function Page() {
  useFollowSession();
  return (
    <>
      <RiskGovernorCard />
      <NotifyCard />
    </>
  );
}

afterEach(() => {
  useSession.setState({ address: null, signIns: 0 });
  useNotifications.getState().clear();
});

const KEPT = {
  key: "6e5d4c3b-2a19-4f8e-8d7c-6b5a4f3e2d1c",
  error: "The analysis failed: the model did not answer in time",
  // A minute before the test: kept events older than a week are no longer sent.
  at: Date.now() - 60_000,
  model: "local-analyst",
};

describe("the session followed by the whole page", () => {
  it("takes the Risk limits and Notifications cards past 'Sign in' after a sign-in made elsewhere", async () => {
    stubServer();
    await renderWithProviders(<Page />, { connected: true });
    expect(await screen.findByText("Sign in to see and set the risk limits of this wallet.")).toBeVisible();
    expect(screen.getByText("Sign in to set where this wallet's notifications go.")).toBeVisible();

    // Another part of the page (an Execute, the other tab's card) signs the session in.
    await ensureSignedIn({ address: TEST_ADDRESS, chainId: 421614, signMessage: async () => "0x01" });

    expect(await screen.findByText("hooks.example.com", { exact: false })).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText("Sign in to see and set the risk limits of this wallet.")).toBeNull();
      expect(screen.queryByText("Sign in to set where this wallet's notifications go.")).toBeNull();
    });
    expect(screen.getByTestId("risk-status")).toHaveAttribute("data-phase", "off");
  });

  it("follows a session signed in by another tab once this page asks, without a second signature", async () => {
    const server = stubServer();
    await renderWithProviders(<Page />, { connected: true });
    expect(await screen.findByText("Sign in to set where this wallet's notifications go.")).toBeVisible();
    server.signInInAnotherTab();
    const noSignature = () => Promise.reject(new Error("no signature is needed"));

    await ensureSignedIn({ address: TEST_ADDRESS, chainId: 421614, signMessage: noSignature });

    expect(await screen.findByText("hooks.example.com", { exact: false })).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByText("Sign in to see and set the risk limits of this wallet.")).toBeNull(),
    );
    // The page knows this session now: asking again changes nothing.
    const known = useSession.getState();
    await ensureSignedIn({ address: TEST_ADDRESS, chainId: 421614, signMessage: noSignature });
    expect(useSession.getState()).toEqual(known);
  });

  it("sends the failed runs kept while signed out once, after the sign-in, and the bell says so", async () => {
    const server = stubServer();
    keepRunFailure(localStorage, TEST_ADDRESS, KEPT, KEPT.at);
    await renderWithProviders(<Page />, { connected: true });
    expect(await screen.findByText("Sign in to set where this wallet's notifications go.")).toBeVisible();
    expect(server.told).toEqual([]);

    await ensureSignedIn({ address: TEST_ADDRESS, chainId: 421614, signMessage: async () => "0x01" });

    await waitFor(() => expect(pendingRunFailures(localStorage, TEST_ADDRESS)).toEqual([]));
    expect(server.told).toEqual([{ userAddress: TEST_ADDRESS.toLowerCase(), event: "run-failed", ...KEPT }]);
    await waitFor(() =>
      expect(useNotifications.getState().items.map((item) => [item.kind, item.params])).toEqual([
        ["run-failures-sent", { count: 1 }],
      ]),
    );
  });

  it("finds a session of an earlier visit when runs were kept, and sends them without a sign-in", async () => {
    const server = stubServer(true);
    keepRunFailure(localStorage, TEST_ADDRESS, KEPT, KEPT.at);
    await renderWithProviders(<Page />, { connected: true });
    await waitFor(() => expect(server.told).toHaveLength(1));
    expect(pendingRunFailures(localStorage, TEST_ADDRESS)).toEqual([]);
  });
});
