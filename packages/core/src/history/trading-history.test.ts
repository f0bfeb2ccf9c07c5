import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appendTradingHistory, restoreTradingHistory, type TradingHistoryRecord } from "./trading-history.ts";

const record = (timestamp: number, status: "success" | "failed" = "success"): TradingHistoryRecord => ({
  timestamp,
  status,
  summary: `run ${timestamp}`,
  decisions: [{ coin: "BTC", action: "BUY", confidence: 0.8, reasoning: "trend" }],
  model: "claude",
});

describe("appendTradingHistory", () => {
  it("puts the newest record first and keeps the latest 5", () => {
    const history = [1, 2, 3, 4, 5, 6].reduce<TradingHistoryRecord[]>(
      (list, time) => appendTradingHistory(list, record(time)),
      [],
    );
    expect(history.map((r) => r.timestamp)).toEqual([6, 5, 4, 3, 2]);
  });

  it("never holds more than 5 records and always the one just added", () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer(), (existing, added) => {
        const history = appendTradingHistory(existing, added);
        expect(history.length).toBeLessThanOrEqual(5);
        expect(history[0]).toBe(added);
        expect(history.slice(1)).toEqual(existing.slice(0, history.length - 1));
      }),
    );
  });
});

describe("restoreTradingHistory", () => {
  it("keeps readable records with their extra fields and drops the rest", () => {
    const failed = { ...record(2, "failed"), error: "Analysis failed", rawAnalysis: "{}" };
    expect(restoreTradingHistory([record(1), { timestamp: "x" }, failed, null])).toEqual([record(1), failed]);
  });

  it("reads anything that is not a list as no history, and caps a long one at 5", () => {
    expect(restoreTradingHistory("oops")).toEqual([]);
    expect(restoreTradingHistory(Array.from({ length: 8 }, (_, i) => record(i)))).toHaveLength(5);
  });
});
