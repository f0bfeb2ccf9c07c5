import type { AutoTradingRecord, AutoTradingSettings } from "@app/core";
import { describe, expect, it, vi } from "vitest";
import type { AutoTradingStore, ClaimedRun } from "../db/auto-trading-store.ts";
import type { ExecutionLedger } from "../orders/record.ts";
import type { AccountService } from "../services/account-service.ts";
import type { AnalysisService } from "../services/analysis-service.ts";
import { type AutoTradingDeps, AutoTradingLoop } from "./auto-trading-loop.ts";

const address = "0x1111111111111111111111111111111111111111" as const;

/** A loop whose store hands out one claimed run with `settings`, and whose analyst answers all HOLD. */
function loopWith(settings: AutoTradingSettings) {
  const run: ClaimedRun = {
    address,
    slot: 1_000,
    startedAt: 1_000,
    settings,
    attempts: 1,
    analysis: null,
    orders: null,
  };
  const finished: AutoTradingRecord[] = [];
  let handed = false;
  const store = {
    claimInterrupted: async () => [],
    claimDue: async () => {
      if (handed) return [];
      handed = true;
      return [run];
    },
    saveAnalysis: async () => {},
    renew: async () => {},
    finish: async (_address: string, _slot: number, record: AutoTradingRecord) => {
      finished.push(record);
    },
  };
  const analyze = vi.fn(async () => ({
    analysis: {
      strategy_overview: "Wait",
      trading_decisions: [{ coin: "BTC", action: "HOLD" as const, confidence: 50, reasoning: "flat" }],
    },
    metadata: { model: "local" },
  }));
  const execute = vi.fn();
  const deps: AutoTradingDeps = {
    store: store as unknown as AutoTradingStore,
    analysis: { analyze } as unknown as AnalysisService,
    accounts: { positions: async () => [] } as unknown as AccountService,
    ledger: { execute } as unknown as ExecutionLedger,
    risk: { check: async () => ({ allowed: true, trip: null, newTrip: false, closePositions: false }) },
    serverModeTarget: () => undefined,
    now: () => 2_000,
    log: { error: () => {} },
  };
  return { loop: new AutoTradingLoop(deps), analyze, execute, finished };
}

const settings: AutoTradingSettings = {
  coins: ["BTC"],
  dataSources: {},
  riskPreference: "balanced",
  language: "en",
};

describe("a server-side run sizes from the schedule's trade amount", () => {
  it("analyses with the amount the panel sent, then records the all-HOLD run without executing", async () => {
    const { loop, analyze, execute, finished } = loopWith({ ...settings, initialBalance: 750 });
    await loop.poll();
    await loop.close();
    expect(analyze).toHaveBeenCalledTimes(1);
    expect(analyze.mock.calls[0]).toEqual([
      expect.objectContaining({ initialBalance: 750, model: "local", coins: ["BTC"], userAddress: address }),
    ]);
    expect(execute).not.toHaveBeenCalled();
    expect(finished).toEqual([
      expect.objectContaining({ status: "success", timestamp: 1_000, summary: "Wait", model: "local" }),
    ]);
  });

  it("sizes as 100 USDC when the schedule carries no amount (product rules §7)", async () => {
    const { loop, analyze } = loopWith(settings);
    await loop.poll();
    await loop.close();
    expect(analyze.mock.calls[0]).toEqual([expect.objectContaining({ initialBalance: 100 })]);
  });
});
