import { NO_RISK_LIMITS } from "@app/core";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";
import { renderWithProviders } from "../../test/render.tsx";
import { TEST_ADDRESS } from "../../test/wallet.ts";
import { NotifyCard } from "../features/notify/notify-card.tsx";
import { RiskGovernorCard } from "../features/risk/risk-governor-card.tsx";
import { useSession } from "../wallet/session-store.ts";
import { ensureSignedIn } from "../wallet/sign-in.ts";
import { useFollowSession } from "./use-follow-session.ts";

const signedOutAnswer = () =>
  jsonResponse({ success: false, errorCode: "SIGN_IN_REQUIRED", error: "Sign in first" }, 401);

/** A server whose session is signed out until the wallet's signed message reaches `/api/auth/verify`. */
function stubServer() {
  let session: string | null = null;
  vi.stubGlobal(
    "fetch",
    vi.fn<typeof fetch>(async (input) => {
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
      return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
    }),
  );
  return {
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
});

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
});
