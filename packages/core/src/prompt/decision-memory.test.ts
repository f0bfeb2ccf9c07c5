import { describe, expect, it } from "vitest";
import {
  buildDecisionMemory,
  type MemoryFill,
  type RememberedDecision,
  splitReasoning,
  stopOnExchangeOf,
} from "./decision-memory.ts";
import { estimateTokens, MEMORY_MAX_TOKENS, memoryText } from "./memory-lines.ts";

const at = (hour: number, minute = 0) => Date.UTC(2026, 10, 27, hour, minute);

const decision = (
  hour: number,
  coin: string,
  action: RememberedDecision["action"],
  extra: Partial<RememberedDecision> = {},
): RememberedDecision => ({
  time: at(hour),
  coin,
  action,
  reasoning: "",
  stopLoss: null,
  takeProfit: null,
  ...extra,
});

const fill = (
  time: number,
  coin: string,
  side: MemoryFill["side"],
  size: number,
  price: number,
): MemoryFill => ({
  coin,
  side,
  size,
  price,
  time,
});

describe("buildDecisionMemory", () => {
  // BTC: bought at 10:00 in two fills (0.01 @ 97,000 and 0.01 @ 97,200: entry 97,100), stop 95,000, closed at
  // 12:00 in one fill at 99,200. By hand: move 2,100 = 2.1627 % of 97,100; risk 97,100 − 95,000 = 2,100, so +1.0 R.
  // ETH: sold 1 @ 3,200 at 13:01, stop 3,300, still open with the mark at 3,120. By hand: move 80 = 2.5 % of
  // 3,200; risk 100, so +0.8 R. SOL's BUY and BTC's CLOSE have no fill after them: not executed.
  const decisions = [
    decision(10, "BTC", "BUY", {
      stopLoss: 95_000,
      takeProfit: 100_000,
      reasoning: "Breakout above 97k holds. Invalid if 4h closes below 95.5k.",
    }),
    decision(11, "BTC", "HOLD"),
    decision(13, "ETH", "SELL", {
      stopLoss: 3_300,
      takeProfit: 2_900,
      reasoning: "Breakdown below 3250；失效：收复 3300",
    }),
    decision(14, "SOL", "BUY", { stopLoss: 180 }),
    decision(14, "BTC", "CLOSE"),
  ];
  const fills = [
    fill(at(10, 5), "BTC", "BUY", 0.01, 97_000),
    fill(at(10, 6), "BTC", "BUY", 0.01, 97_200),
    fill(at(12), "BTC", "SELL", 0.02, 99_200),
    fill(at(13, 1), "ETH", "SELL", 1, 3_200),
  ];
  const memory = buildDecisionMemory({
    decisions,
    fills,
    positions: [{ coin: "ETH", size: -1, markPrice: 3_120, stopOnExchange: 3_300 }],
    coins: ["BTC", "ETH", "SOL"],
    now: at(15),
  });

  it("gives each executed decision its P&L % and R from the fills, computed by hand", () => {
    const find = (coin: string, action: string) =>
      memory.recent.find((item) => item.coin === coin && item.action === action);
    const [btcBuy, ethSell, solBuy, btcClose] = [
      find("BTC", "BUY"),
      find("ETH", "SELL"),
      find("SOL", "BUY"),
      find("BTC", "CLOSE"),
    ];
    expect(memory.recent).toHaveLength(4);
    expect(btcBuy).toMatchObject({ coin: "BTC", action: "BUY", outcome: { kind: "closed" } });
    expect(btcBuy?.outcome.kind === "closed" && btcBuy.outcome.pnlPercent).toBeCloseTo(
      (2_100 / 97_100) * 100,
      9,
    );
    expect(btcBuy?.outcome.kind === "closed" && btcBuy.outcome.r).toBeCloseTo(1, 9);
    expect(ethSell).toMatchObject({ coin: "ETH", action: "SELL", outcome: { kind: "open" } });
    expect(ethSell?.outcome.kind === "open" && ethSell.outcome.pnlPercent).toBeCloseTo(2.5, 9);
    expect(ethSell?.outcome.kind === "open" && ethSell.outcome.r).toBeCloseTo(0.8, 9);
    expect(solBuy).toMatchObject({ coin: "SOL", outcome: { kind: "not-executed" } });
    expect(btcClose).toMatchObject({ coin: "BTC", action: "CLOSE", outcome: { kind: "not-executed" } });
    // HOLD has no outcome and is not recalled.
    expect(memory.recent.map((item) => item.action)).not.toContain("HOLD");
  });

  it("gives the open position the plan it was opened with and the stop now on the exchange", () => {
    expect(memory.plans).toEqual([
      {
        coin: "ETH",
        side: "SHORT",
        time: at(13),
        reason: "Breakdown below 3250",
        invalidation: "收复 3300",
        stopLoss: 3_300,
        takeProfit: 2_900,
        stopOnExchange: 3_300,
      },
    ]);
  });

  it("writes them compactly, in the prompt's language", () => {
    const text = memoryText(memory, at(15), "en");
    expect(text).toContain(
      "ETH short plan 2h: Breakdown below 3250; invalid if 收复 3300; SL=3300(live) TP=2900",
    );
    expect(text).toContain("BTC 5h BUY→closed +1.0R; 1h CLOSE→not executed");
    expect(text).toContain("ETH 2h SELL→open +0.8R");
    expect(text).toContain("SOL 1h BUY→not executed");
    expect(memoryText(memory, at(15), "zh")).toContain("BTC 5h BUY→已平 +1.0R；1h CLOSE→未执行");
    // Without a stop there is no R: the move in % stands for it.
    const noStop = {
      ...memory,
      recent: [{ ...memory.recent[0], outcome: { kind: "closed", pnlPercent: 2.16, r: null } }],
    };
    expect(memoryText(noStop as typeof memory, at(15), "en")).toContain("BTC 5h BUY→closed +2.2%");
    // A live stop away from the planned one is shown; none at all is flagged.
    const moved = { ...memory, plans: memory.plans.map((plan) => ({ ...plan, stopOnExchange: 3_250 })) };
    expect(memoryText(moved, at(15), "en")).toContain("SL=3300 live SL=3250 TP=2900");
    const bare = { ...memory, plans: memory.plans.map((plan) => ({ ...plan, stopOnExchange: null })) };
    expect(memoryText(bare, at(15), "en")).toContain("SL=3300 NO LIVE SL TP=2900");
  });

  it("does not count a fill after the coin's next analysis as the earlier decision's", () => {
    const late = buildDecisionMemory({
      decisions: [decision(10, "BTC", "BUY"), decision(11, "BTC", "HOLD")],
      fills: [fill(at(11, 30), "BTC", "BUY", 0.01, 97_000)],
      positions: [{ coin: "BTC", size: 0.01, markPrice: 97_500, stopOnExchange: null }],
      coins: ["BTC"],
      now: at(12),
    });
    expect(late.recent).toEqual([
      { time: at(10), coin: "BTC", action: "BUY", outcome: { kind: "not-executed" } },
    ]);
    expect(late.plans).toEqual([]);
  });

  it("reads a flip as a close and a new position, and a fill list that starts mid-position", () => {
    const flipped = buildDecisionMemory({
      decisions: [
        decision(10, "BTC", "BUY", { stopLoss: 90 }),
        decision(12, "BTC", "SELL", { stopLoss: 110 }),
      ],
      // Held 1 long from before the known fills; bought 1 more at 100 (entry unknown: the first lot is
      // older), then sold 3 at 104: 2 close the long, 1 opens a short at 104, marked at 102 now.
      fills: [fill(at(10, 1), "BTC", "BUY", 1, 100), fill(at(12, 1), "BTC", "SELL", 3, 104)],
      positions: [{ coin: "BTC", size: -1, markPrice: 102, stopOnExchange: 110 }],
      coins: ["BTC"],
      now: at(13),
    });
    expect(flipped.recent).toEqual([
      { time: at(10), coin: "BTC", action: "BUY", outcome: { kind: "closed", pnlPercent: null, r: null } },
      // Short 104 → 102: 2 / 104 in its favour; risk 110 − 104 = 6.
      {
        time: at(12),
        coin: "BTC",
        action: "SELL",
        outcome: { kind: "open", pnlPercent: (2 / 104) * 100, r: 2 / 6 },
      },
    ]);
    expect(flipped.plans.map((plan) => [plan.side, plan.stopOnExchange])).toEqual([["SHORT", 110]]);
  });

  it("never reads a decision or fill later than now", () => {
    const early = buildDecisionMemory({
      decisions: [decision(10, "BTC", "BUY"), decision(16, "BTC", "SELL")],
      fills: [fill(at(16, 1), "BTC", "SELL", 1, 100)],
      positions: [],
      coins: ["BTC"],
      now: at(15),
    });
    expect(early.recent).toEqual([
      { time: at(10), coin: "BTC", action: "BUY", outcome: { kind: "not-executed" } },
    ]);
  });
});

describe("splitReasoning", () => {
  it("finds the invalidation in either language and keeps the reason on one line", () => {
    expect(splitReasoning("Trend up,\n volume rising; invalid if 1h closes < 95k.")).toEqual({
      reason: "Trend up, volume rising",
      invalidation: "1h closes < 95k",
    });
    expect(splitReasoning("趋势向上。失效条件：跌破 95000")).toEqual({
      reason: "趋势向上",
      invalidation: "跌破 95000",
    });
    expect(splitReasoning("No marker here.")).toEqual({ reason: "No marker here", invalidation: null });
    // The guardrails' notes are not the model's plan.
    expect(
      splitReasoning("Breakout. Invalid if < 95k. Guardrail: Leverage set to 10x (allowed 10-15x)."),
    ).toEqual({
      reason: "Breakout",
      invalidation: "< 95k",
    });
    expect(splitReasoning("突破。风控：杠杆调整为 10x")).toEqual({ reason: "突破", invalidation: null });
  });
});

describe("memoryText bounds", () => {
  it("stays within its token budget for 6 coins, dropping the oldest decisions first", () => {
    const coins = ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"];
    const decisions = coins.flatMap((coin, c) =>
      Array.from({ length: 5 }, (_, i) =>
        decision(1 + i * 2 + c / 10, coin, "BUY", {
          stopLoss: 100,
          reasoning: `${coin} step ${i}: a long explanation of momentum, funding and the 4h structure. Invalid if price closes beyond the range.`,
        }),
      ),
    );
    const fills = coins.map((coin, c) => fill(at(9, 10 + c), coin, "BUY", 1, 101));
    const memory = buildDecisionMemory({
      decisions,
      fills,
      positions: coins.map((coin) => ({ coin, size: 1, markPrice: 103, stopOnExchange: 99 })),
      coins,
      now: at(12),
    });
    expect(memory.recent).toHaveLength(18);
    expect(memory.plans).toHaveLength(6);
    for (const language of ["en", "zh"] as const) {
      const text = memoryText(memory, at(12), language);
      expect(estimateTokens(text)).toBeLessThanOrEqual(MEMORY_MAX_TOKENS);
      // The newest decision stays; the oldest recalled one (BTC's at 05:00, 7h ago) went first.
      expect(text).not.toContain("7h BUY");
      // DOGE was decided on last, so its line is the memory's last, with the newest decision at its end.
      expect(text).toMatch(/\nDOGE [^\n]*3h BUY→\S+ \+2\.0R$/);
      // Every open position's plan is kept while decisions can still be dropped.
      for (const coin of coins) expect(text).toMatch(new RegExp(`^${coin} (long|多) `, "m"));
    }
  });
});

describe("stopOnExchangeOf", () => {
  it("takes the stop trigger that closes the position, nearest the mark, never its target", () => {
    const orders = [
      { coin: "BTC", side: "SELL" as const, orderType: "Take Profit Market", triggerPrice: 105 },
      { coin: "BTC", side: "SELL" as const, orderType: "Stop Market", triggerPrice: 90 },
      { coin: "BTC", side: "SELL" as const, orderType: "Stop Market", triggerPrice: 95 },
      { coin: "BTC", side: "BUY" as const, orderType: "Stop Market", triggerPrice: 110 },
      { coin: "ETH", side: "SELL" as const, orderType: "Stop Market", triggerPrice: 99 },
    ];
    expect(stopOnExchangeOf({ coin: "BTC", size: 1, markPrice: 100 }, orders)).toBe(95);
    expect(stopOnExchangeOf({ coin: "BTC", size: -1, markPrice: 100 }, orders)).toBe(110);
    expect(stopOnExchangeOf({ coin: "SOL", size: 1, markPrice: 100 }, orders)).toBeNull();
  });
});
