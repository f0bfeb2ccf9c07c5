import { applyGuardrails } from "@app/core";
import { describe, expect, it } from "vitest";
import { salvageAnalysis, salvageDecision } from "./lenient-analysis.ts";

const decision = (exit: unknown) => ({
  coin: "BTC",
  action: "buy",
  confidence: "0.7",
  reasoning: "Trend up.",
  quantity: 0.001,
  entry_price: 97_000,
  leverage: 12,
  stop_loss: 95_000,
  take_profit: 100_000,
  risk_reward_ratio: 1.5,
  ...(exit === undefined ? {} : { exit_policy: exit }),
});

describe("salvaging a proposed exit policy", () => {
  it("reads numbers written as text and keeps the kind as written", () => {
    expect(salvageDecision(decision({ kind: "trailing", percent: "1.5%", atr: null }))?.exit_policy).toEqual({
      kind: "trailing",
      percent: 1.5,
      atr: null,
    });
    expect(salvageDecision(decision(undefined))?.exit_policy).toBeUndefined();
    expect(salvageDecision(decision(null))?.exit_policy).toBeNull();
  });

  it("keeps a malformed proposal as one, so the guardrails drop it with a note instead of losing the reply", () => {
    const analysis = salvageAnalysis(
      JSON.stringify({
        strategy_overview: "Longs.",
        comprehensive_analysis: "",
        trading_decisions: [decision("trail it 2%")],
      }),
    );
    expect(analysis?.trading_decisions[0]?.exit_policy).toEqual({
      kind: "trail it 2%",
      percent: null,
      atr: null,
    });
    const [guarded] = applyGuardrails(
      analysis ?? { strategy_overview: "", comprehensive_analysis: "", trading_decisions: [] },
      {
        coins: ["BTC"],
        riskPreference: "balanced",
        markets: new Map([["BTC", { price: 97_000, maxLeverage: 40, szDecimals: 5 }]]),
        positions: new Map(),
        availableCash: 1_000,
        tradeAmount: 100,
        language: "en",
      },
    );
    expect(guarded?.decision).toMatchObject({ action: "BUY", exit_policy: null });
    expect(guarded?.notes).toEqual([{ rule: "exitUnclear" }]);
  });
});
