import { type CoinSymbol, DEFAULT_APP_SETTINGS, runErrorText, translate } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { accountOverview, analysisData, decision, executeResponse } from "../../../test/fixtures.ts";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import { type AutoTradingRunCalls, runAutoTrading } from "./run-auto-trading.ts";

const input = {
  address: TEST_ADDRESS,
  config: {
    ...DEFAULT_APP_SETTINGS.autoTradingConfig,
    selectedAI: "local" as const,
    selectedCoins: ["BTC", "SOL"] satisfies CoinSymbol[],
  },
  language: "en" as const,
  customPrompt: "Only trend trades",
  tradeAmount: "500",
  at: 1_760_000_000_000,
};

function calls(patch: Partial<AutoTradingRunCalls> = {}) {
  const answers = {
    analyse: vi.fn<AutoTradingRunCalls["analyse"]>(async () =>
      analysisData([
        decision({ coin: "BTC", action: "BUY", quantity: 0.05, entry_price: 97_000, leverage: 10 }),
        decision({ coin: "SOL", action: "BUY", quantity: 3, entry_price: 150, leverage: 10 }),
      ]),
    ),
    positions: vi.fn<AutoTradingRunCalls["positions"]>(async () => []),
    execute: vi.fn<AutoTradingRunCalls["execute"]>(async () => executeResponse()),
  };
  if (patch.analyse) answers.analyse.mockImplementation(patch.analyse);
  if (patch.positions) answers.positions.mockImplementation(patch.positions);
  if (patch.execute) answers.execute.mockImplementation(patch.execute);
  return answers;
}

describe("runAutoTrading", () => {
  it("analyses with the auto-trading configuration, executes the non-HOLD decisions and records the run", async () => {
    const run = calls();
    const record = await runAutoTrading(input, run);
    expect(run.analyse).toHaveBeenCalledWith(
      expect.objectContaining({
        model: "local",
        coins: ["BTC", "SOL"],
        customPrompt: "Only trend trades",
        initialBalance: 500,
        riskPreference: "balanced",
        userAddress: TEST_ADDRESS,
      }),
    );
    const sent = run.execute.mock.calls[0]?.[0];
    expect(sent?.orders.map((order) => order.coin)).toEqual(["BTC", "SOL"]);
    expect(sent?.userAddress).toBe(TEST_ADDRESS);
    // The fixture's SOL order is rejected: the run is failed and says why.
    expect(record).toMatchObject({
      timestamp: input.at,
      status: "failed",
      model: "local",
      summary: "Favour small longs.",
      error: "SOL: Insufficient margin",
      execution: { executed: 1, failed: 1, total: 2 },
      // The fixture's analysis, by the built-in analyst, cost nothing.
      costUsd: 0,
    });
    expect(record.decisions.map((d) => `${d.coin} ${d.action}`)).toEqual(["BTC BUY", "SOL BUY"]);
    // The memory is on unless the configuration switched it off.
    expect(run.analyse.mock.calls[0]?.[0]).not.toHaveProperty("memory");
  });

  it("sends no decision memory when the configuration switched it off", async () => {
    const run = calls();
    await runAutoTrading({ ...input, config: { ...input.config, memory: false } }, run);
    expect(run.analyse).toHaveBeenCalledWith(expect.objectContaining({ memory: false }));
  });

  it("executes nothing when every decision is HOLD and records a success", async () => {
    const run = calls({ analyse: async () => analysisData([decision({ coin: "BTC", action: "HOLD" })]) });
    const record = await runAutoTrading(input, run);
    expect(run.execute).not.toHaveBeenCalled();
    expect(record).toMatchObject({ status: "success", execution: { executed: 0, total: 0 } });
  });

  it("closes against the current position: CLOSE of a long sends a reduce-only sell", async () => {
    const run = calls({
      analyse: async () => analysisData([decision({ coin: "BTC", action: "CLOSE" })]),
      positions: async () => accountOverview().positions,
    });
    await runAutoTrading(input, run);
    expect(run.execute.mock.calls[0]?.[0].orders).toEqual([
      expect.objectContaining({ coin: "BTC", side: "SELL", reduceOnly: true }),
    ]);
  });

  it("records a failed analysis with its message in the user's language, executing nothing", async () => {
    const refused = new ApiError(clientErrorBody("SIGN_IN_FAILED", "Wallet sign-in failed"), 401);
    const run = calls({ analyse: async () => Promise.reject(refused) });
    const english = await runAutoTrading(input, run);
    expect(english).toMatchObject({
      status: "failed",
      decisions: [],
      error: "Wallet sign-in failed. Please sign the message again",
    });
    const chinese = await runAutoTrading({ ...input, language: "zh" }, run);
    expect(chinese.error).toBe("钱包签名登录失败，请重新签名");
    // The answer kept, so the English record reads in Chinese once the reader switches.
    expect(english.failure).toEqual({ kind: "answer", body: refused.body });
    expect(runErrorText(english, (message) => translate(message, "zh"), "zh")).toBe(
      "钱包签名登录失败，请重新签名",
    );
    expect(run.execute).not.toHaveBeenCalled();
  });

  it("keeps the analysis of a run whose execution threw", async () => {
    const run = calls({ execute: async () => Promise.reject(new TypeError("Failed to fetch")) });
    const record = await runAutoTrading(input, run);
    expect(record.status).toBe("failed");
    expect(record.summary).toBe("Favour small longs.");
    expect(record.error).toMatch(/Failed to fetch/);
  });
});
