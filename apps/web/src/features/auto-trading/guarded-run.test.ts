import { DEFAULT_APP_SETTINGS, type RiskCheck } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import { analysisData, decision, executeResponse } from "../../../test/fixtures.ts";
import { TEST_ADDRESS } from "../../../test/wallet.ts";
import { ApiError, clientErrorBody } from "../../api/api-error.ts";
import { type GuardCalls, guardedRun } from "./guarded-run.ts";
import type { AutoTradingRunCalls } from "./run-auto-trading.ts";

const input = {
  address: TEST_ADDRESS,
  config: { ...DEFAULT_APP_SETTINGS.autoTradingConfig, selectedAI: "local" as const },
  language: "en" as const,
  customPrompt: "",
  tradeAmount: "100",
  at: 1_760_000_000_000,
};
const trip = { reason: "daily-loss" as const, at: input.at, equity: 940, measured: 60, limit: 50 };

function calls(verdict: RiskCheck | Error) {
  return {
    analyse: vi.fn<AutoTradingRunCalls["analyse"]>(async () =>
      analysisData([
        decision({ coin: "BTC", action: "BUY", quantity: 0.01, entry_price: 97_000, leverage: 10 }),
      ]),
    ),
    positions: vi.fn<AutoTradingRunCalls["positions"]>(async () => []),
    execute: vi.fn<AutoTradingRunCalls["execute"]>(async () => executeResponse()),
    check: vi.fn<GuardCalls["check"]>(async () => {
      if (verdict instanceof Error) throw verdict;
      return verdict;
    }),
    tripped: vi.fn<GuardCalls["tripped"]>(async () => {}),
  };
}

describe("guardedRun", () => {
  it("runs as before when the governor allows it", async () => {
    const run = calls({ allowed: true, trip: null, newTrip: false, closePositions: false });
    await guardedRun(input, run);
    expect(run.check).toHaveBeenCalledWith(TEST_ADDRESS);
    expect(run.analyse).toHaveBeenCalledTimes(1);
    expect(run.tripped).not.toHaveBeenCalled();
  });

  it("stops the loop on a trip before any analysis or order, and says which limit tripped", async () => {
    const run = calls({ allowed: false, trip, newTrip: true, closePositions: true });
    const record = await guardedRun(input, run);
    expect(run.tripped).toHaveBeenCalledWith(trip, true);
    expect(run.analyse).not.toHaveBeenCalled();
    expect(run.execute).not.toHaveBeenCalled();
    expect(record).toMatchObject({
      status: "failed",
      error:
        "Risk breaker tripped: the account lost 60.00 USDC today, at or over the daily limit of 50.00 USDC. Auto-trading stopped until you re-arm it.",
    });
  });

  it("fails the run, sending nothing, when the governor cannot be asked", async () => {
    const run = calls(new ApiError(clientErrorBody("NETWORK_ERROR", "offline"), null));
    const record = await guardedRun(input, run);
    expect(record.status).toBe("failed");
    expect(run.analyse).not.toHaveBeenCalled();
    expect(run.execute).not.toHaveBeenCalled();
  });

  it("says so when closing the positions after a trip failed", async () => {
    const run = calls({ allowed: false, trip, newTrip: true, closePositions: true });
    run.tripped.mockRejectedValue(new ApiError(clientErrorBody("EXCHANGE_ERROR", "refused"), 502));
    const record = await guardedRun(input, run);
    expect(record.error).toMatch(/^Risk breaker tripped: .* The exchange/);
  });
});
