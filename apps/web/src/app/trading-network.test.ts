import { waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../test/fixtures.ts";

describe("the trading network", () => {
  it("is what the server's config says, asked once", async () => {
    // A fresh copy of the module: the web tests share one module graph, and the banner of a shell test run
    // earlier in the worker has asked already in the copy it loaded.
    vi.resetModules();
    const { loadTradingNetwork, useTradingNetwork } = await import("./trading-network.ts");
    const fetch = vi.fn(async () => jsonResponse({ success: true, data: { network: "local" } }));
    vi.stubGlobal("fetch", fetch);
    loadTradingNetwork();
    loadTradingNetwork();
    await waitFor(() => expect(useTradingNetwork.getState().network).toBe("local"));
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
