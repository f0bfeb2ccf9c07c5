import { describe, expect, it } from "vitest";
import { averageTrueRange } from "../exits/average-true-range.ts";
import { ReplayAccount, type ReplayCandle, type ReplayOrder } from "./replay-account.ts";

const buy: ReplayOrder = {
  coin: "SOL",
  side: "BUY",
  size: 10,
  leverage: 5,
  maxLeverage: 20,
  reduceOnly: false,
  stopLoss: 95,
  takeProfit: undefined,
};
const candle = (time: number, open: number, high: number, low: number, close: number): ReplayCandle => ({
  time,
  open,
  high,
  low,
  close,
});
const HOUR = 3_600_000;
// Up to 104, back to 102, then down through 101.92.
const path = [
  candle(HOUR, 100, 104, 99, 103),
  candle(2 * HOUR, 103, 103.5, 102, 102.5),
  candle(3 * HOUR, 102.5, 102.6, 101, 101.5),
];

function replay(account: ReplayAccount) {
  account.execute(buy, 100, 0);
  return path.flatMap((item) => account.applyCandle("SOL", item));
}

describe("the replay applies the live exit policies", () => {
  it("trails a long's stop 2 % under its best high and closes it there; a fixed stop stays", () => {
    const trailing = new ReplayAccount(10_000, { exitPolicy: { kind: "trailing", percent: 2 } });
    // After the first candle: 104 × 0.98 = 101.92 (under its close 103); the second leaves it; the third hits it.
    expect(replay(trailing)).toEqual([expect.objectContaining({ reason: "stop_loss", exitPrice: 101.92 })]);
    const fixed = new ReplayAccount(10_000);
    expect(replay(fixed)).toEqual([]);
    expect(fixed.positions()[0]?.stopLoss).toBe(95);
  });

  it("moves a long's stop to entry plus the round-trip fees once it is up by its initial risk", () => {
    const account = new ReplayAccount(10_000, { exitPolicy: { kind: "breakEven" } });
    account.execute(buy, 100, 0);
    // Up 4 of a risk of 5: nothing yet.
    account.applyCandle("SOL", candle(HOUR, 100, 104, 99, 103));
    expect(account.positions()[0]?.stopLoss).toBe(95);
    // Closes up 5 (the mark the manager reads): 100 × 1.0009 = 100.09.
    account.applyCandle("SOL", candle(2 * HOUR, 103, 105.5, 102, 105));
    expect(account.positions()[0]?.stopLoss).toBe(100.09);
    // Kept through a checkpoint.
    const restored = ReplayAccount.restore(account.state(), { exitPolicy: { kind: "breakEven" } });
    expect(restored.positions()[0]).toMatchObject({ stopLoss: 100.09, initialStop: 95, extreme: 105.5 });
  });

  it("reads Wilder's ATR of the candles before an hour", () => {
    // Every candle 2 wide around a flat close: the true range is 2 each hour.
    const flat = Array.from({ length: 30 }, (_, index) => candle(index * HOUR, 100, 101, 99, 100));
    expect(averageTrueRange(flat, 30 * HOUR)).toBeCloseTo(2, 12);
    expect(averageTrueRange(flat, 10 * HOUR)).toBeNull();
  });
});
