import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDecisionMemory, type RememberedDecision } from "../prompt/decision-memory.ts";
import { memoryText } from "../prompt/memory-lines.ts";
import type { ReplayCandle, ReplayOrder } from "./replay-account.ts";
import {
  REPLAY_CANDLE_MS,
  type ReplayCheckpoint,
  type ReplayOptions,
  type ReplayView,
  runReplay,
  STOP_REPLAY,
} from "./run-replay.ts";

const HOUR = REPLAY_CANDLE_MS;

function series(prices: readonly (readonly [number, number, number, number])[]): ReplayCandle[] {
  return prices.map(([open, high, low, close], index) => ({ time: index * HOUR, open, high, low, close }));
}

const long: ReplayOrder = {
  coin: "ETH",
  side: "BUY",
  size: 1,
  leverage: 10,
  maxLeverage: 25,
  reduceOnly: false,
  stopLoss: 90,
  takeProfit: 110,
};

describe("runReplay", () => {
  it("ends before a step whose decision stops it: the position closes at the last close, results so far kept", async () => {
    const candles = new Map([
      [
        "ETH",
        series([
          [100, 101, 99, 100],
          [100, 103, 99, 102],
          [102, 104, 101, 103],
          [103, 120, 103, 119],
        ]),
      ],
    ]);
    const seen: number[] = [];
    const result = await runReplay({
      initialBalance: 1_000,
      candles,
      start: 0,
      end: 4 * HOUR,
      stepMs: HOUR,
      fundingRate: () => 0,
      decide: async (view) => {
        seen.push(view.time);
        if (view.time === 2 * HOUR) return STOP_REPLAY;
        return view.time === 0 ? [{ ...long, takeProfit: 200 }] : [];
      },
    });
    expect(seen).toEqual([0, HOUR, 2 * HOUR]);
    expect(result.stoppedAt).toBe(2 * HOUR);
    // Entry at 100 on the second candle's open (fee 0.045); closed at the second candle's close 102 (fee 0.0459).
    expect(result.trades).toMatchObject([
      { reason: "end", entryPrice: 100, exitPrice: 102, closedAt: 2 * HOUR },
    ]);
    expect(result.trades[0]?.pnl).toBeCloseTo(2 - 0.045 - 0.0459, 9);
    expect(result.equity.map((point) => point.time)).toEqual([0, HOUR, 2 * HOUR]);
    expect(result.equity[2]?.equity).toBeCloseTo(1_000 + 2 - 0.045 - 0.0459, 9);
    // Buy and hold over the window the run covered (0 to 2 h): bought at 100, sold at the close 102 of the
    // candle opening at 1 h, the 0.045 % taker fee both ways.
    expect(result.benchmark?.coins).toEqual([
      { coin: "ETH", startPrice: 100, endPrice: 102, priceReturn: expect.closeTo(0.02, 12) },
    ]);
    expect(result.benchmark?.profitRate).toBeCloseTo(0.99955 * 1.02 * 0.99955 - 1, 12);
  });

  it("fills at the next candle's open, takes the target on a later candle and reports the run", async () => {
    const candles = new Map([
      [
        "ETH",
        series([
          [100, 101, 99, 100],
          [100, 105, 99, 104],
          [104, 112, 103, 111],
          [111, 112, 108, 109],
        ]),
      ],
    ]);
    const result = await runReplay({
      initialBalance: 1_000,
      candles,
      start: 0,
      end: 4 * HOUR,
      stepMs: 2 * HOUR,
      fundingRate: () => 0,
      decide: async (view) => (view.time === 0 ? [long] : []),
    });
    // Entry at 100 (fee 0.045), target 110 on the third candle (fee 0.0495): 10 − 0.0945.
    expect(result.trades).toMatchObject([{ reason: "take_profit", entryPrice: 100, exitPrice: 110 }]);
    expect(result.trades[0]?.pnl).toBeCloseTo(9.9055, 9);
    expect(result.feesPaid).toBeCloseTo(0.0945, 9);
    expect(result.equity.map((point) => point.time)).toEqual([0, 2 * HOUR, 4 * HOUR]);
    expect(result.equity[2]?.equity).toBeCloseTo(1_009.9055, 9);
    expect(result.metrics.winRate).toBe(1);
    expect(result.metrics.profitRate).toBeCloseTo(0.0099055, 9);
  });

  it("charges funding every hour the position is held and closes what is open at the end", async () => {
    const flat = series(Array.from({ length: 4 }, () => [100, 100, 100, 100] as const));
    const result = await runReplay({
      initialBalance: 1_000,
      candles: new Map([["ETH", flat]]),
      start: 0,
      end: 4 * HOUR,
      stepMs: 4 * HOUR,
      fundingRate: () => 0.0001,
      decide: async (view) =>
        view.time === 0 ? [{ ...long, stopLoss: undefined, takeProfit: undefined }] : [],
    });
    // Four hours × 1 ETH × 100 × 0.01 % = 0.04 paid; fees 0.045 in and 0.045 out.
    expect(result.fundingPaid).toBeCloseTo(0.04, 12);
    expect(result.trades).toMatchObject([{ reason: "end" }]);
    expect(result.trades[0]?.pnl).toBeCloseTo(-0.13, 12);
    expect(result.equity.at(-1)?.equity).toBeCloseTo(999.87, 9);
  });

  it("records an order it cannot place with its reason and goes on", async () => {
    const candles = new Map([["ETH", series([[100, 100, 100, 100]])]]);
    const result = await runReplay({
      initialBalance: 5,
      candles,
      start: 0,
      end: HOUR,
      stepMs: HOUR,
      fundingRate: () => 0,
      decide: async () => [long, { ...long, coin: "SOL" }],
    });
    expect(result.rejections).toEqual([
      { time: 0, coin: "ETH", reason: "insufficient_margin" },
      { time: 0, coin: "SOL", reason: "no_market" },
    ]);
  });

  it("continues a cancelled run from its last checkpoint to exactly the result of an uninterrupted run", async () => {
    // A wavy market over two coins with funding: positions open, hit stops and targets, pay funding.
    const wave = (base: number, phase: number) =>
      series(
        Array.from({ length: 48 }, (_, i) => {
          const open = base * (1 + 0.03 * Math.sin((i + phase) / 3));
          const close = base * (1 + 0.03 * Math.sin((i + phase + 1) / 3));
          return [open, Math.max(open, close) * 1.01, Math.min(open, close) * 0.99, close] as const;
        }),
      );
    const candles = new Map([
      ["ETH", wave(100, 0)],
      ["SOL", wave(20, 2)],
    ]);
    // A decision that reads only the view: long after a rise, short after a fall, each with a stop and target.
    const decide: ReplayOptions["decide"] = async (view) =>
      ["ETH", "SOL"].flatMap((coin) => {
        const seen = view.candles(coin);
        const last = seen.at(-1);
        const before = seen.at(-2);
        if (!last || !before || view.positions.some((p) => p.coin === coin)) return [];
        const up = last.close > before.close;
        return [
          {
            coin,
            side: up ? ("BUY" as const) : ("SELL" as const),
            size: 100 / last.close,
            leverage: 5,
            maxLeverage: 20,
            reduceOnly: false,
            stopLoss: last.close * (up ? 0.98 : 1.02),
            takeProfit: last.close * (up ? 1.03 : 0.97),
          },
        ];
      });
    const options: ReplayOptions = {
      initialBalance: 1_000,
      candles,
      start: 2 * HOUR,
      end: 48 * HOUR,
      stepMs: 2 * HOUR,
      fundingRate: (_coin, time) => 0.00001 * Math.cos(time / HOUR),
      decide,
    };
    const whole = await runReplay(options);
    expect(whole.trades.length).toBeGreaterThan(3);

    const controller = new AbortController();
    let saved: ReplayCheckpoint | undefined;
    await expect(
      runReplay({
        ...options,
        signal: controller.signal,
        onCheckpoint: (checkpoint) => {
          saved = JSON.parse(JSON.stringify(checkpoint())) as ReplayCheckpoint;
          if (saved.step === 9) controller.abort();
        },
      }),
    ).rejects.toThrow();
    expect(saved?.step).toBe(9);
    expect(saved?.equity).toHaveLength(10);
    const seen: number[] = [];
    const resumed = await runReplay({
      ...options,
      resume: saved,
      decide: (view) => {
        seen.push(view.time);
        return decide(view);
      },
    });
    // Only the steps after the checkpoint ran again, and the run ends exactly as the uninterrupted one.
    expect(seen[0]).toBe(2 * HOUR + 9 * 2 * HOUR);
    expect(resumed).toEqual(whole);
  });

  it("stops when cancelled and refuses a step that is not whole hours", async () => {
    const controller = new AbortController();
    const candles = new Map([["ETH", series([[100, 100, 100, 100]])]]);
    const options = { initialBalance: 1, candles, start: 0, end: HOUR, fundingRate: () => 0 };
    controller.abort();
    await expect(
      runReplay({ ...options, stepMs: HOUR, decide: async () => [], signal: controller.signal }),
    ).rejects.toThrow();
    await expect(runReplay({ ...options, stepMs: 90 * 60_000, decide: async () => [] })).rejects.toThrow(
      "whole number of hours",
    );
  });

  it("never looks ahead: changing candles from step t on never changes what the decisions (and their memory) up to t saw", async () => {
    const price = fc.double({ min: 1, max: 1_000, noNaN: true });
    const candle = fc.tuple(price, price, price, price);
    await fc.assert(
      fc.asyncProperty(
        fc.array(candle, { minLength: 6, maxLength: 24 }),
        fc.array(candle, { minLength: 24, maxLength: 24 }),
        fc.integer({ min: 1, max: 5 }),
        async (history, replacement, cutStep) => {
          const steps = history.length;
          const seen = async (candles: ReplayCandle[]) => {
            const views: string[] = [];
            // What the model decided at earlier steps: the memory's decisions, as the replay model keeps them.
            const decisions: RememberedDecision[] = [];
            await runReplay({
              initialBalance: 1_000,
              candles: new Map([["ETH", candles]]),
              start: 0,
              end: steps * HOUR,
              stepMs: HOUR,
              fundingRate: () => 0,
              decide: async (view: ReplayView) => {
                const seenCandles = view.candles("ETH");
                const last = seenCandles.at(-1)?.close ?? 100;
                for (const fill of view.fills) expect(fill.time).toBeLessThan(view.time);
                const memory = buildDecisionMemory({
                  decisions,
                  fills: view.fills,
                  positions: view.positions.map((position) => ({
                    coin: position.coin,
                    size: position.side === "LONG" ? position.size : -position.size,
                    markPrice: last,
                    stopOnExchange: position.stopLoss ?? null,
                  })),
                  coins: ["ETH"],
                  now: view.time,
                });
                views.push(JSON.stringify([seenCandles, memoryText(memory, view.time, "en")]));
                // Open a long with a stop and a target when flat, close it every third step: fills, stops
                // and targets all reach the memory.
                const open = view.positions.length > 0;
                const action = open ? ((view.time / HOUR) % 3 === 0 ? "CLOSE" : "HOLD") : "BUY";
                decisions.push({
                  time: view.time,
                  coin: "ETH",
                  action,
                  reasoning: "step",
                  stopLoss: action === "BUY" ? last * 0.97 : null,
                  takeProfit: action === "BUY" ? last * 1.03 : null,
                });
                if (action === "BUY")
                  return [{ ...long, size: 0.1, stopLoss: last * 0.97, takeProfit: last * 1.03 }];
                if (action === "CLOSE") return [{ ...long, side: "SELL", size: 0.1, reduceOnly: true }];
                return [];
              },
            });
            return views;
          };
          const original = series(history);
          const cut = Math.min(cutStep, steps - 1) * HOUR;
          const changed = original.map((item, index) => {
            const other = replacement[index] as (typeof replacement)[number];
            return item.time >= cut
              ? { time: item.time, open: other[0], high: other[1], low: other[2], close: other[3] }
              : item;
          });
          const before = await seen(original);
          const after = await seen(changed);
          const upTo = cut / HOUR + 1;
          expect(after.slice(0, upTo)).toEqual(before.slice(0, upTo));
        },
      ),
      { numRuns: 100 },
    );
  });
});
