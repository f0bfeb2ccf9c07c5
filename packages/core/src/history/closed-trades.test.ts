import { describe, expect, it } from "vitest";
import { type AccountFill, closedTradesOf, pageOf, realisedOfNewCloses } from "./closed-trades.ts";

const fill = (fields: Partial<AccountFill>): AccountFill => ({
  coin: "BTC",
  side: "BUY",
  price: 100,
  size: 1,
  time: 1_000,
  direction: "Open Long",
  closedPnl: 0,
  fee: 0.05,
  orderId: 1,
  cloid: null,
  ...fields,
});

describe("closedTradesOf", () => {
  it("groups a closing order's fills, with weighted price, realised P&L, fees and net P&L; opens are left out", () => {
    const trades = closedTradesOf([
      fill({ orderId: 1 }),
      fill({
        orderId: 2,
        side: "SELL",
        direction: "Close Long",
        price: 110,
        size: 0.5,
        closedPnl: 5,
        fee: 0.02,
        time: 2_000,
      }),
      fill({
        orderId: 2,
        side: "SELL",
        direction: "Close Long",
        price: 120,
        size: 0.5,
        closedPnl: 10,
        fee: 0.03,
        time: 2_100,
      }),
    ]);
    expect(trades).toHaveLength(1);
    const [trade] = trades;
    expect(trade).toMatchObject({ coin: "BTC", positionSide: "LONG", size: 1, orderId: 2, time: 2_100 });
    expect(trade?.price).toBeCloseTo(115, 10);
    expect(trade?.realisedPnl).toBeCloseTo(15, 10);
    expect(trade?.fee).toBeCloseTo(0.05, 10);
    expect(trade?.netPnl).toBeCloseTo(14.95, 10);
  });

  it("names the closed side, newest first, and reads an unknown direction with P&L as a close", () => {
    const trades = closedTradesOf([
      fill({ orderId: 3, side: "BUY", direction: "Close Short", closedPnl: -2, time: 3_000 }),
      fill({ orderId: 4, side: "SELL", direction: "Long > Short", closedPnl: 1, time: 4_000 }),
      fill({ orderId: 5, side: "SELL", direction: "Something new", closedPnl: 3, time: 5_000 }),
      fill({ orderId: 6, side: "SELL", direction: "Open Short", closedPnl: 0, time: 6_000 }),
    ]);
    expect(trades.map((trade) => [trade.orderId, trade.positionSide])).toEqual([
      [5, "LONG"],
      [4, "LONG"],
      [3, "SHORT"],
    ]);
  });
});

describe("realisedOfNewCloses", () => {
  it("sums the coin's closes that were not there before, and says null when the exchange lists none yet", () => {
    const old = fill({
      orderId: 9,
      coin: "ETH",
      side: "SELL",
      direction: "Close Long",
      closedPnl: 100,
      fee: 1,
    });
    const after = [
      fill({
        orderId: 7,
        coin: "ETH",
        side: "SELL",
        direction: "Close Long",
        closedPnl: 4,
        fee: 0.5,
        time: 10,
      }),
      fill({
        orderId: 8,
        coin: "BTC",
        side: "SELL",
        direction: "Close Long",
        closedPnl: 9,
        fee: 1,
        time: 10,
      }),
      old,
    ];
    expect(realisedOfNewCloses([old], after, "ETH")).toEqual({ realisedPnl: 4, fee: 0.5, netPnl: 3.5 });
    expect(realisedOfNewCloses([old], after, "SOL")).toBeNull();
    expect(realisedOfNewCloses(after, after, "ETH")).toBeNull();
  });
});

describe("pageOf", () => {
  it("cuts pages and keeps the page inside the pages there are", () => {
    const rows = Array.from({ length: 23 }, (_, index) => index);
    expect(pageOf(rows, 1, 10)).toEqual({ rows: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], page: 1, pages: 3 });
    expect(pageOf(rows, 3, 10)).toEqual({ rows: [20, 21, 22], page: 3, pages: 3 });
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, pages: 1 });
  });
});
