import { describe, expect, it } from "vitest";
import type { TradingDecision } from "./decision.ts";
import { DECISION_FRESHNESS, decisionFreshness } from "./freshness.ts";

const decision = (
  coin: string,
  action: TradingDecision["action"],
  entry: number | null,
): TradingDecision => ({
  coin,
  action,
  confidence: 0.7,
  reasoning: "",
  quantity: 1,
  entry_price: entry,
  leverage: 10,
  stop_loss: null,
  take_profit: null,
  risk_reward_ratio: null,
});

describe("decisionFreshness", () => {
  const decisions = [
    decision("SOL", "BUY", 100),
    decision("BTC", "HOLD", 90_000),
    decision("ETH", "SELL", 2000),
  ];

  it("is fresh within the age and price limits", () => {
    const fresh = decisionFreshness(decisions, 1_000, 1_000 + DECISION_FRESHNESS.maxAgeMs, {
      SOL: 100.4,
      ETH: 2000,
    });
    expect(fresh.tooOld).toBe(false);
    expect(fresh.movedTooFar).toBe(false);
    expect(fresh.largest?.coin).toBe("SOL");
    expect(fresh.largest?.percent).toBeCloseTo(0.4, 10);
  });

  it("warns past the age limit and past the price move, HOLD coins left out", () => {
    // 75 s old (the case); ETH 2000 → 1980 is −1 %; BTC's move does not count, it is a HOLD.
    const stale = decisionFreshness(decisions, 0, 75_000, { SOL: 100, ETH: 1980, BTC: 50_000 });
    expect(stale.ageMs).toBe(75_000);
    expect(stale.tooOld).toBe(true);
    expect(stale.movedTooFar).toBe(true);
    expect(stale.largest).toMatchObject({ coin: "ETH", from: 2000, to: 1980 });
    expect(stale.largest?.percent).toBeCloseTo(-1, 10);
    expect(stale.moves.map((move) => move.coin)).toEqual(["SOL", "ETH"]);
  });
});
