import { describe, expect, it } from "vitest";
import { modelRecords } from "./model-record.ts";

const close = (coin: string, time: number, closedPnl: number, orderId: number) => ({
  coin,
  time,
  closedPnl,
  orderId,
  direction: "Close Long",
});

describe("an address's record per model", () => {
  it("counts analyses, gives each execution to the analysis before it and each close to the execution that opened it", () => {
    const records = modelRecords(
      [
        { createdAt: 100, model: "local" },
        { createdAt: 300, model: "claude" },
        { createdAt: 500, model: "local" },
      ],
      [
        { createdAt: 110, filledCoins: ["BTC", "ETH"] }, // after local's analysis
        { createdAt: 310, filledCoins: ["ETH"] }, // after claude's
      ],
      [
        { coin: "BTC", time: 50, direction: "Open Long", closedPnl: 0, orderId: 1 },
        close("BTC", 200, 12.5, 2), // opened by local's execution at 110
        close("ETH", 400, -4, 3), // the latest ETH execution before it is claude's (310)
        close("ETH", 401, 1.25, 3), // the same closing order, a second fill
        close("SOL", 600, 99, 4), // no execution ever filled SOL: nobody's
      ],
    );
    expect(records).toEqual([
      { model: "local", analyses: 2, executions: 1, closedTrades: 1, wins: 1, winRate: 1, realizedPnl: 12.5 },
      {
        model: "claude",
        analyses: 1,
        executions: 1,
        closedTrades: 1,
        wins: 0,
        winRate: 0,
        realizedPnl: -2.75,
      },
    ]);
  });

  it("has no win rate before a closed trade, and skips executions made before any analysis", () => {
    const records = modelRecords(
      [{ createdAt: 100, model: "qwen" }],
      [{ createdAt: 50, filledCoins: ["BTC"] }],
      [close("BTC", 60, 5, 1)],
    );
    expect(records).toEqual([
      { model: "qwen", analyses: 1, executions: 0, closedTrades: 0, wins: 0, winRate: null, realizedPnl: 0 },
    ]);
    expect(modelRecords([], [], [])).toEqual([]);
  });
});
