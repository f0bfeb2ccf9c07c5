import { describe, expect, it } from "vitest";
import {
  REPLAY_TAKER_FEE_RATE,
  ReplayAccount,
  type ReplayCandle,
  type ReplayOrder,
} from "./replay-account.ts";

const buyBtc: ReplayOrder = {
  coin: "BTC",
  side: "BUY",
  size: 0.1,
  leverage: 10,
  maxLeverage: 40,
  reduceOnly: false,
  stopLoss: 95_000,
  takeProfit: 110_000,
};

function candle(open: number, high: number, low: number, close: number, time = 3_600_000): ReplayCandle {
  return { time, open, high, low, close };
}

describe("ReplayAccount fills and fees", () => {
  it("charges Hyperliquid's 0.045 % taker fee on entry and exit", () => {
    expect(REPLAY_TAKER_FEE_RATE).toBeCloseTo(0.00045, 12);
    const account = new ReplayAccount(10_000);
    const fill = account.execute(buyBtc, 100_000, 0);
    // Notional 0.1 × 100,000 = 10,000 → fee 4.50.
    expect(fill).toMatchObject({ ok: true, price: 100_000 });
    expect(fill.ok && fill.fee).toBeCloseTo(4.5, 9);
    expect(account.cash).toBeCloseTo(9_995.5, 9);

    const close = account.execute({ ...buyBtc, side: "SELL", reduceOnly: true }, 102_000, 60_000);
    // +200 on the price, exit fee 0.1 × 102,000 × 0.00045 = 4.59 → net 200 − 4.50 − 4.59 = 190.91.
    expect(close.ok && close.closed[0]).toMatchObject({ reason: "closed", exitPrice: 102_000 });
    expect(close.ok && close.closed[0]?.pnl).toBeCloseTo(190.91, 9);
    expect(account.cash).toBeCloseTo(10_190.91, 9);
    expect(account.feesPaid).toBeCloseTo(9.09, 9);
    expect(account.positions()).toHaveLength(0);
  });

  it("refuses an order whose margin and fee exceed the free margin, and a reduce-only order without a position", () => {
    const account = new ReplayAccount(500);
    // 0.1 BTC at 10× holds 1,000 of margin: more than 500.
    expect(account.execute(buyBtc, 100_000, 0)).toEqual({ ok: false, reason: "insufficient_margin" });
    expect(account.execute({ ...buyBtc, reduceOnly: true, side: "SELL" }, 100_000, 0)).toEqual({
      ok: false,
      reason: "no_position",
    });
    expect(account.cash).toBe(500);
  });

  it("opens at most six positions; a seventh coin is refused, adding to an open one is not", () => {
    const account = new ReplayAccount(100_000);
    for (const coin of ["BTC", "ETH", "SOL", "BNB", "XRP", "DOGE"]) {
      expect(account.execute({ ...buyBtc, coin, size: 1 }, 100, 0).ok).toBe(true);
    }
    expect(account.execute({ ...buyBtc, coin: "AVAX", size: 1 }, 100, 0)).toEqual({
      ok: false,
      reason: "max_positions",
    });
    expect(account.execute({ ...buyBtc, coin: "ETH", size: 1 }, 110, 0).ok).toBe(true);
    const eth = account.positions().find((position) => position.coin === "ETH");
    expect(eth?.size).toBe(2);
    expect(eth?.entryPrice).toBeCloseTo(105, 12);
  });
});

describe("ReplayAccount stops and targets", () => {
  it("closes a long at its stop when the candle's low reaches it", () => {
    const account = new ReplayAccount(10_000, { feeRate: 0 });
    account.execute(buyBtc, 100_000, 0);
    const trades = account.applyCandle("BTC", candle(99_000, 99_500, 94_000, 96_000));
    expect(trades).toMatchObject([{ reason: "stop_loss", exitPrice: 95_000, pnl: -500 }]);
    expect(account.cash).toBe(9_500);
  });

  it("takes the stop when one candle touches both the stop and the target (the conservative rule)", () => {
    const account = new ReplayAccount(10_000, { feeRate: 0 });
    account.execute(buyBtc, 100_000, 0);
    const trades = account.applyCandle("BTC", candle(100_000, 111_000, 94_000, 105_000));
    expect(trades).toMatchObject([{ reason: "stop_loss", exitPrice: 95_000 }]);
  });

  it("fills at the open when the candle gaps through the level", () => {
    const account = new ReplayAccount(10_000, { feeRate: 0 });
    account.execute({ ...buyBtc, side: "SELL", stopLoss: 105_000, takeProfit: 90_000 }, 100_000, 0);
    // A short: the candle opens at 88,000, below its target of 90,000.
    expect(account.applyCandle("BTC", candle(88_000, 89_000, 87_000, 88_500))).toMatchObject([
      { reason: "take_profit", exitPrice: 88_000, pnl: 1_200 },
    ]);
  });

  it("leaves a position whose levels the candle does not reach", () => {
    const account = new ReplayAccount(10_000);
    account.execute(buyBtc, 100_000, 0);
    expect(account.applyCandle("BTC", candle(100_000, 109_000, 96_000, 101_000))).toEqual([]);
    expect(account.positions()).toHaveLength(1);
  });
});

describe("ReplayAccount funding and liquidation", () => {
  it("charges a long and pays a short one hour of funding at a positive rate", () => {
    const account = new ReplayAccount(10_000, { feeRate: 0 });
    account.execute(buyBtc, 100_000, 0);
    account.execute({ ...buyBtc, coin: "ETH", side: "SELL", size: 2, stopLoss: undefined }, 4_000, 0);
    // Hourly 0.00125 %: long 0.1 × 100,000 × 0.0000125 = 0.125 paid; short 2 × 4,000 × 0.0000125 = 0.1 received.
    expect(account.applyFunding("BTC", 100_000, 0.0000125)).toBeCloseTo(0.125, 12);
    expect(account.applyFunding("ETH", 4_000, 0.0000125)).toBeCloseTo(-0.1, 12);
    expect(account.fundingPaid).toBeCloseTo(0.025, 12);
    expect(account.cash).toBeCloseTo(9_999.975, 9);
    const trades = account.closeAll(
      new Map([
        ["BTC", 100_000],
        ["ETH", 4_000],
      ]),
      7_200_000,
    );
    expect(trades.find((trade) => trade.coin === "BTC")?.pnl).toBeCloseTo(-0.125, 12);
    expect(trades.find((trade) => trade.coin === "ETH")?.pnl).toBeCloseTo(0.1, 12);
  });

  it("liquidates below maintenance margin at the candle's worst price and never leaves a negative balance", () => {
    const account = new ReplayAccount(1_000, { feeRate: 0 });
    // 0.2 BTC at 20× = 20,000 notional on 1,000: maintenance at 40× max is 20,000 / 80 = 250 at entry.
    account.execute(
      { ...buyBtc, size: 0.2, leverage: 20, stopLoss: undefined, takeProfit: undefined },
      100_000,
      0,
    );
    // Low 96,500: equity 1,000 − 700 = 300 ≥ maintenance 0.2 × 96,500 / 80 = 241.25 → still open.
    const mild = new Map([["BTC", candle(100_000, 100_500, 96_500, 97_000)]]);
    expect(account.applyLiquidation(mild, 3_600_000)).toEqual([]);
    // Low 96,000: equity 200 < 240 → liquidated at 96,000, loss 800, 200 left.
    const deep = new Map([["BTC", candle(97_000, 97_500, 96_000, 96_500)]]);
    expect(account.applyLiquidation(deep, 7_200_000)).toMatchObject([
      { reason: "liquidated", exitPrice: 96_000 },
    ]);
    expect(account.cash).toBeCloseTo(200, 9);

    const wiped = new ReplayAccount(1_000, { feeRate: 0 });
    wiped.execute(
      { ...buyBtc, size: 0.2, leverage: 20, stopLoss: undefined, takeProfit: undefined },
      100_000,
      0,
    );
    wiped.applyLiquidation(new Map([["BTC", candle(100_000, 100_000, 80_000, 80_000)]]), 3_600_000);
    expect(wiped.cash).toBe(0);
  });
});
