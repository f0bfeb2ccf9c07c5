import {
  type AnalysisProgress,
  applyGuardrails,
  type GuardrailContext,
  type TradingDecision,
} from "@app/core";
import { describe, expect, it } from "vitest";
import { progressReporter } from "./analysis-progress.ts";

const COINS = ["BTC", "ETH", "SOL", "DOGE", "AVAX", "LINK", "ARB"];
const context: GuardrailContext = {
  coins: COINS,
  riskPreference: "balanced",
  markets: new Map(COINS.map((coin) => [coin, { price: 100, maxLeverage: 20, szDecimals: 2 }])),
  positions: new Map(),
  // Enough margin for three positions of 100 USDC, not for seven.
  availableCash: 300,
  tradeAmount: 100,
  language: "en",
};

const buy = (coin: string): TradingDecision => ({
  coin,
  action: "BUY",
  confidence: 0.7,
  reasoning: "Trend up.",
  quantity: 10,
  entry_price: 100,
  leverage: 10,
  stop_loss: 98,
  take_profit: 104,
  risk_reward_ratio: 2,
});

describe("progressReporter", () => {
  it("shows each decision past the per-decision rules and leaves the rules across coins to the whole reply", () => {
    const events: AnalysisProgress[] = [];
    const reporter = progressReporter((event) => events.push(event), context);
    for (const coin of COINS) reporter.onPart({ type: "decision", value: buy(coin) });
    const shown = events.flatMap((event) => (event.type === "decision" ? [event.decision] : []));
    // Alone, each of the seven is a sound 100-USDC long.
    expect(shown.map((decision) => [decision.coin, decision.action, decision.quantity])).toEqual(
      COINS.map((coin) => [coin, "BUY", 10]),
    );
    // Together, the margin runs out after three and the seventh would be one position too many.
    const whole = applyGuardrails(
      { strategy_overview: "", comprehensive_analysis: "", trading_decisions: COINS.map(buy) },
      context,
    ).map((result) => result.decision.action);
    expect(whole.filter((action) => action === "BUY")).toHaveLength(3);
  });

  it("corrects a decision by the per-decision rules before it is shown", () => {
    const events: AnalysisProgress[] = [];
    const reporter = progressReporter((event) => events.push(event), context);
    reporter.onPart({ type: "decision", value: { ...buy("BTC"), stop_loss: 101 } });
    reporter.onPart({ type: "decision", value: { ...buy("ETH"), leverage: "10", confidence: "80" } });
    expect(events).toMatchObject([
      { type: "decision", decision: { coin: "BTC", action: "HOLD", quantity: null } },
      { type: "decision", decision: { coin: "ETH", action: "BUY", leverage: 10, confidence: 0.8 } },
    ]);
  });

  it("shows nothing for a coin not asked about, a second decision for a coin, or one it cannot read", () => {
    const events: AnalysisProgress[] = [];
    const reporter = progressReporter((event) => events.push(event), context);
    reporter.onPart({ type: "decision", value: buy("PEPE") });
    reporter.onPart({ type: "decision", value: buy("BTC") });
    reporter.onPart({ type: "decision", value: { ...buy("BTC"), action: "SELL" } });
    reporter.onPart({ type: "decision", value: { coin: "ETH", action: "MAYBE" } });
    expect(events.map((event) => event.type === "decision" && event.decision.coin)).toEqual(["BTC"]);
  });

  it("reports a whole analysis (the built-in analyst's) as texts, then decisions", () => {
    const events: AnalysisProgress[] = [];
    progressReporter((event) => events.push(event), context).reportAnalysis({
      strategy_overview: "Overview.",
      comprehensive_analysis: "Details.",
      trading_decisions: [buy("BTC"), buy("ETH")],
    });
    expect(events.map((event) => (event.type === "decision" ? event.decision.coin : event.type))).toEqual([
      "text",
      "text",
      "BTC",
      "ETH",
    ]);
  });
});
