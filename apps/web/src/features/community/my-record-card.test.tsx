import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../test/fixtures.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { i18n } from "../../i18n/i18n.ts";
import { MyRecordCard } from "./my-record-card.tsx";

const answer = {
  success: true,
  data: {
    address: TEST_ADDRESS.toLowerCase(),
    models: [
      {
        model: "local",
        analyses: 4,
        executions: 3,
        closedTrades: 2,
        wins: 1,
        winRate: 0.5,
        realizedPnl: 12.34,
      },
      {
        model: "claude",
        analyses: 1,
        executions: 0,
        closedTrades: 0,
        wins: 0,
        winRate: null,
        realizedPnl: 0,
      },
    ],
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("your record on the Community tab", () => {
  it("asks for a wallet before reading anything", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    await renderWithProviders(<MyRecordCard />);
    expect(screen.getByText(/Connect your wallet to see your own analyses/)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the connected wallet's record per model from the server, labelled real, in English and Chinese", async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => jsonResponse(answer));
    vi.stubGlobal("fetch", fetch);
    await renderWithProviders(<MyRecordCard />, { connected: true });
    const rows = await screen.findAllByTestId("my-record-row");
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/community/my-record?address=${TEST_ADDRESS}`);
    expect(screen.getByText("Your record (real)")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Local analyst")).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent("50.0%");
    expect(rows[0]).toHaveTextContent("+12.34");
    expect(within(rows[1] as HTMLElement).getByText("Claude")).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent("—");
    await i18n.changeLanguage("zh");
    expect(await screen.findByText("你的战绩（真实）")).toBeInTheDocument();
    expect(screen.getByText("本地分析器")).toBeInTheDocument();
  });

  it("says it failed when the server cannot answer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ success: false, errorCode: "INTERNAL_ERROR", error: "boom" }, 500)),
    );
    await renderWithProviders(<MyRecordCard />, { connected: true });
    expect(await screen.findByText("Failed to load your record")).toBeInTheDocument();
  });
});
