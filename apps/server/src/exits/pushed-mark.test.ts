import { describe, expect, it } from "vitest";
import type { StoredExit } from "../db/exit-store.ts";
import { movesOnMark, type WatchedStop } from "./pushed-mark.ts";

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
