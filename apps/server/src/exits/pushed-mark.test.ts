import { describe, expect, it } from "vitest";
import type { StoredExit } from "../db/exit-store.ts";
import { movesOnMark, type WatchedStop, WatchedStops } from "./pushed-mark.ts";

const exit: StoredExit = {
  address: "0x00000000000000000000000000000000000000f6",
  coin: "ETH",
  side: "LONG",
  policy: { kind: "trailing", percent: 1 },
  manager: "server",
  status: "active",
  entryPrice: 3_000,
  initialStop: 2_850,
  stop: 2_970,
  stopCloid: `0x${"1".repeat(32)}`,
  extreme: 3_000,
  lastMoveAt: 1_000,
  updatedAt: 1_000,
};
const watched: WatchedStop = { exit, atr: null, szDecimals: 4, quietUntil: 0 };
const INTERVAL = 10_000;

describe("movesOnMark", () => {
  it("starts a pass only for a mark that trails the stop by a tick and 5 bps, once the move interval rested", () => {
    // 1 % under 3,003: 2,972.97 → 2,972.9 on ETH's 0.1 tick, 2.9 above 2,970 (5 bps of it: 1.485): moves.
    expect(movesOnMark(watched, 3_003, 20_000, INTERVAL)).toBe(true);
    // 1 % under 3,001: 2,970.99 → 2,970.9, 0.9 above the stop, under its 5 bps (1.485): left to the poll.
    expect(movesOnMark(watched, 3_001, 20_000, INTERVAL)).toBe(false);
    // A lower mark never moves a long's stop.
    expect(movesOnMark(watched, 2_990, 20_000, INTERVAL)).toBe(false);
    // Within 10 s of the last move, or while a refused move waits: no pass.
    expect(movesOnMark(watched, 3_003, 5_000, INTERVAL)).toBe(false);
    expect(movesOnMark({ ...watched, quietUntil: 30_000 }, 3_003, 20_000, INTERVAL)).toBe(false);
  });

  it("trails a short down from its lowest mark", () => {
    const short: WatchedStop = {
      ...watched,
      exit: { ...exit, side: "SHORT", initialStop: 3_150, stop: 3_030, extreme: 3_000 },
    };
    // 1 % over 2,997: 3,026.97 → 3,027 up to the tick, 3 under 3,030 (5 bps = 1.515): moves.
    expect(movesOnMark(short, 2_997, 20_000, INTERVAL)).toBe(true);
    expect(movesOnMark(short, 3_010, 20_000, INTERVAL)).toBe(false);
  });
});

describe("WatchedStops", () => {
  const account = exit.address;

  it("keeps and reports each best mark a push brings, whether or not it moves the stop", () => {
    const stops = new WatchedStops();
    stops.add(account, "ETH", watched);
    // 3,001 moves nothing (under 5 bps) and within the interval nothing moves at all: the best is kept anyway.
    expect(stops.mark("ETH", 3_001, 5_000, INTERVAL)).toEqual({
      moves: false,
      improved: [{ ...exit, extreme: 3_001 }],
    });
    // Back under it: no new best.
    expect(stops.mark("ETH", 2_999, 5_000, INTERVAL)).toEqual({ moves: false, improved: [] });
    // The next push is judged from the best kept: 1 % under 3,003 moves once the interval rested.
    expect(stops.mark("ETH", 3_003, 20_000, INTERVAL)).toEqual({
      moves: true,
      improved: [{ ...exit, extreme: 3_003 }],
    });
    expect(stops.mark("BTC", 90_000, 20_000, INTERVAL)).toEqual({ moves: false, improved: [] });
  });

  it("keeps a short's lowest mark", () => {
    const stops = new WatchedStops();
    const sold = { ...exit, side: "SHORT" as const, initialStop: 3_150, stop: 3_030 };
    stops.add(account, "ETH", { ...watched, exit: sold });
    expect(stops.mark("ETH", 3_010, 20_000, INTERVAL).improved).toEqual([]);
    expect(stops.mark("ETH", 2_999, 20_000, INTERVAL).improved).toEqual([{ ...sold, extreme: 2_999 }]);
  });

  it("asks for a pass when an order of a watched coin of the account leaves the book", () => {
    const stops = new WatchedStops();
    stops.add(account, "ETH", watched);
    expect(stops.coins()).toEqual(new Set(["ETH"]));
    expect(stops.accounts()).toEqual(new Set([account]));
    const update = (status: string, coin = "ETH") => [{ status, order: { coin } }];
    expect(stops.ordersEnded(account, update("canceled"))).toBe(true);
    expect(stops.ordersEnded(account, update("triggered"))).toBe(true);
    expect(stops.ordersEnded(account, update("filled"))).toBe(true);
    expect(stops.ordersEnded(account, update("open"))).toBe(false);
    expect(stops.ordersEnded(account, update("canceled", "SOL"))).toBe(false);
    expect(stops.ordersEnded(`0x${"9".repeat(40)}`, update("canceled"))).toBe(false);
  });
});
