import type { ExecuteResponse } from "@app/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { executeResponse, jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { UnprotectedNotice } from "./unprotected-notice.tsx";

const executionId = "3f0c2a4e-8d7b-4e55-9a41-2b6f1c0d9e77";

/** BTC filled but its stop loss was refused by the exchange. */
function unprotectedResponse(): ExecuteResponse {
  const response = executeResponse();
  const [btc, sol] = response.data.results;
  if (!btc || !sol) throw new Error("fixture changed");
  return {
    ...response,
    executionId,
    mode: "server",
    data: {
      ...response.data,
      results: [
        {
          ...btc,
          unprotected: true,
          protectiveOrders: [
            { kind: "stop_loss", triggerPrice: 95_000, success: false, error: "refused" },
            { kind: "take_profit", triggerPrice: 99_000, success: true, error: null },
          ],
        },
        sol,
      ],
    },
  };
}

function Harness() {
  const execution = useTradingSession((state) => state.execution);
  return execution ? <UnprotectedNotice response={execution.response} /> : null;
}

afterEach(() => {
  vi.unstubAllGlobals();
  useTradingSession.getState().clearExecution();
});

describe("an execution that left a fill without its stop", () => {
  it("says so and places the protection through the server, then shows it placed", async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async (input, init) => {
        const url = String(input);
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (url.startsWith("/api/auth/session")) {
          return jsonResponse({
            success: true,
            data: { address: TEST_ADDRESS.toLowerCase(), expiresAt: null },
          });
        }
        if (url.startsWith("/api/account/place-protection")) {
          const placed = unprotectedResponse();
          for (const result of placed.data.results) {
            result.unprotected = false;
            for (const order of result.protectiveOrders) Object.assign(order, { success: true, error: null });
          }
          return jsonResponse(placed);
        }
        return jsonResponse({ success: false, errorCode: "NOT_FOUND", error: "nope" }, 404);
      }),
    );
    useTradingSession.getState().setExecution(unprotectedResponse(), Date.now());
    const user = userEvent.setup({ delay: null });
    await renderWithProviders(<Harness />, { connected: true });

    const notice = await screen.findByTestId("unprotected-notice");
    expect(notice).toHaveTextContent("BTC filled, but the position has no Stop loss on the exchange");
    await user.click(screen.getByTestId("place-protection"));
    expect(await screen.findByTestId("protection-placed")).toHaveTextContent(
      "Stop loss and take profit are on the exchange.",
    );
    await waitFor(() => expect(screen.queryByTestId("unprotected-notice")).not.toBeInTheDocument());
    const call = calls.find((entry) => entry.url === "/api/account/place-protection");
    expect(call?.body).toEqual({ userAddress: TEST_ADDRESS, executionId });
  });

  it("offers no button for an agent's execution (only the agent can sign its stop): it says close or protect", async () => {
    useTradingSession.getState().setExecution({ ...unprotectedResponse(), mode: "agent" }, Date.now());
    await renderWithProviders(<Harness />, { connected: true });
    expect(await screen.findByTestId("unprotected-notice")).toHaveTextContent("close the position");
    expect(screen.queryByTestId("place-protection")).not.toBeInTheDocument();
  });
});
