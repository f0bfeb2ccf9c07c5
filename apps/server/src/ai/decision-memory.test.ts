import type { Position, TradingDecision } from "@app/core";
import { describe, expect, it } from "vitest";
import { toPromptPositions } from "./analysis-inputs.ts";
import { DecisionMemory } from "./decision-memory.ts";
import { OpenInterestHistory } from "./open-interest-history.ts";

const decision = (coin: string, action: TradingDecision["action"]): TradingDecision => ({
  coin,
  action,
  confidence: 0.7,
  reasoning: `${coin} plan: exit at 110.`,
  quantity: 1,
  entry_price: 100,
  leverage: 10,
  stop_loss: 95,
  take_profit: 110,
  risk_reward_ratio: 2,
});

const position: Position = {
  coin: "SOL",
  side: "LONG",
  entryPrice: 100,
  currentPrice: 104,
  leverage: 10,
  marginMode: "cross",
  size: 1,
  unrealizedPnl: 4,
  returnPercent: 40,
  liquidationPrice: 91,
  marginUsed: 10,
  positionValue: 104,
};

describe("DecisionMemory", () => {
  it("gives an open position the plan the model made for it, whatever the address's case", () => {
    const memory = new DecisionMemory();
    memory.remember("0xAbC", [decision("SOL", "BUY"), decision("ETH", "HOLD")], 1_000);
    const [prompt] = toPromptPositions([position], "0xabc", memory);
    expect(prompt?.previous).toEqual({
      action: "BUY",
      stopLoss: 95,
      takeProfit: 110,
      reasoning: "SOL plan: exit at 110.",
      time: 1_000,
    });
    expect(prompt).toMatchObject({ size: 1, markPrice: 104, liquidationPrice: 91 });
  });

  it("keeps a plan through HOLDs and forgets it after a CLOSE", () => {
    const memory = new DecisionMemory();
    memory.remember("0xabc", [decision("SOL", "SELL")], 1_000);
    memory.remember("0xabc", [decision("SOL", "HOLD")], 2_000);
    expect(memory.recall("0xabc", "SOL")?.action).toBe("SELL");
    memory.remember("0xabc", [decision("SOL", "CLOSE")], 3_000);
    expect(memory.recall("0xabc", "SOL")).toBeUndefined();
  });
});

describe("OpenInterestHistory", () => {
  it("measures the change since the oldest reading of the day, once a minute has passed", () => {
    const history = new OpenInterestHistory();
    expect(history.record("BTC", 0, 1_000).percent).toBeNull();
    expect(history.record("BTC", 30_000, 1_010).percent).toBeNull();
    expect(history.record("BTC", 3_600_000, 1_100)).toEqual({ percent: 10, windowMinutes: 60 });
    // Readings older than a day drop out of the window.
    expect(history.record("BTC", 25 * 3_600_000, 1_210)).toEqual({ percent: 10, windowMinutes: 1440 });
  });
});
