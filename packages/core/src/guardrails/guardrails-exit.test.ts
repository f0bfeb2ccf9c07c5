import { describe, expect, it } from "vitest";
import type { TradingDecision } from "../trading/decision.ts";
import { applyGuardrails, type GuardrailContext } from "./guardrails.ts";

const context = (language: "en" | "zh" = "en"): GuardrailContext => ({
  coins: ["SOL"],
  riskPreference: "balanced",
  markets: new Map([["SOL", { price: 150, maxLeverage: 20, szDecimals: 2 }]]),
  positions: new Map(),
  availableCash: 1_000,
  tradeAmount: 100,
  language,
});

const decision = (overrides: Partial<TradingDecision> = {}): TradingDecision => ({
  coin: "SOL",
  action: "BUY",
  confidence: 0.7,
  reasoning: "Trend up.",
  quantity: 10,
  entry_price: 150,
  leverage: 12,
  stop_loss: 146,
  take_profit: 160,
  risk_reward_ratio: 2.5,
  ...overrides,
});

const guard = (overrides: Partial<TradingDecision>, language: "en" | "zh" = "en") => {
  const analysis = {
    strategy_overview: "",
    comprehensive_analysis: "",
    trading_decisions: [decision(overrides)],
  };
  const [first] = applyGuardrails(analysis, context(language));
  if (!first) throw new Error("no decision");
  return first;
};

describe("applyGuardrails: a proposed exit policy", () => {
  it("keeps a valid proposal in its canonical form and leaves the order as it was", () => {
    const { decision: kept, notes } = guard({ exit_policy: { kind: "trailing", percent: 1.5 } });
    expect(notes).toEqual([]);
    expect(kept.exit_policy).toEqual({ kind: "trailing", percent: 1.5, atr: null });
    expect(kept).toMatchObject({ action: "BUY", quantity: 10, stop_loss: 146, reasoning: "Trend up." });
    expect(
      guard({ exit_policy: { kind: "break_even", percent: null, atr: null } }).decision.exit_policy,
    ).toEqual({
      kind: "breakEven",
      percent: null,
      atr: null,
    });
  });

  it("drops a distance out of bounds with a note naming the bounds, and still trades", () => {
    const { decision: guarded, notes } = guard({ exit_policy: { kind: "trailing", percent: 45, atr: null } });
    expect(notes).toEqual([{ rule: "exitPercent", params: { min: 0.2, max: 30 } }]);
    expect(guarded.exit_policy).toBeNull();
    expect(guarded).toMatchObject({ action: "BUY", quantity: 10 });
    expect(guarded.reasoning).toBe(
      "Trend up. Guardrail: Proposed exit policy ignored (its percentage must be 0.2-30); the stop stays fixed unless you choose one.",
    );
    const atr = guard({ exit_policy: { kind: "trailing", percent: null, atr: 25 } }, "zh");
    expect(atr.notes).toEqual([{ rule: "exitAtr", params: { min: 0.5, max: 10 } }]);
    expect(atr.decision.reasoning).toBe(
      "Trend up. 风控：建议的出场策略无效，已忽略（ATR 倍数须在 0.5-10 之间）；除非你另选，止损保持固定。",
    );
  });

  it("drops an unclear proposal with a note in the user's language", () => {
    const en = guard({ exit_policy: { kind: "trailing", percent: 1, atr: 2 } });
    expect(en.notes).toEqual([{ rule: "exitUnclear" }]);
    expect(en.decision.exit_policy).toBeNull();
    const zh = guard({ exit_policy: { kind: "rocket", percent: null, atr: null } }, "zh");
    expect(zh.decision.reasoning).toContain("建议的出场策略无效");
  });

  it("carries no policy on a decision without a proposal, nor on one turned into HOLD", () => {
    expect(guard({}).decision.exit_policy).toBeNull();
    const hold = guard({ stop_loss: 155, exit_policy: { kind: "trailing", percent: 1, atr: null } });
    expect(hold.decision.action).toBe("HOLD");
    expect(hold.decision.exit_policy).toBeUndefined();
  });
});
