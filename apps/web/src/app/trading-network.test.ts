import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";
import { loadTradingNetwork, useTradingNetwork } from "./trading-network.ts";

describe("the trading network", () => {
  it("is what the server's config says, asked once", async () => {
    const fetch = vi.fn(async () => jsonResponse({ success: true, data: { network: "local" } }));
    vi.stubGlobal("fetch", fetch);
    loadTradingNetwork();
    loadTradingNetwork();
    await waitFor(() => expect(useTradingNetwork.getState().network).toBe("local"));
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    useTradingNetwork.setState({ network: null });
  });
});
