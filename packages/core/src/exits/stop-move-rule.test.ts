import { describe, expect, it } from "vitest";
import { MIN_STOP_MOVE_INTERVAL_MS, stopMoveRefusal } from "./stop-move-rule.ts";

// ETH near 3,000 with 4 size decimals: a tick is 0.1; 5 bps of a 2,850 stop is 1.425.
const long = {
  side: "LONG" as const,
  from: 2850,
  mark: 3000,
  szDecimals: 4,
  lastMoveAt: null,
  now: 1_000_000,
};

describe("stopMoveRefusal: a browser's proposed stop move against the exit managers' rules", () => {
  it("allows a long's stop up by a tick and 5 bps at least, on the tick grid and under the mark", () => {
    expect(stopMoveRefusal({ ...long, to: "2851.5" })).toBeNull();
    expect(stopMoveRefusal({ ...long, to: "2999.9" })).toBeNull();
  });

  it("refuses a long's stop moved down, by less than 5 bps, off the tick grid or at the mark", () => {
    expect(stopMoveRefusal({ ...long, to: "2849.9" })).toBe("notTowardProfit");
    expect(stopMoveRefusal({ ...long, to: "2850" })).toBe("notTowardProfit");
    // 1.4 < 1.425 (5 bps of 2,850).
    expect(stopMoveRefusal({ ...long, to: "2851.4" })).toBe("tooSmall");
    expect(stopMoveRefusal({ ...long, to: "2900.05" })).toBe("offTick");
    expect(stopMoveRefusal({ ...long, to: "3000" })).toBe("pastMark");
  });

  it("mirrors the rules for a short: down only, above the mark", () => {
    const short = { ...long, side: "SHORT" as const, from: 3150, mark: 3000 };
    expect(stopMoveRefusal({ ...short, to: "3148.4" })).toBeNull();
    expect(stopMoveRefusal({ ...short, to: "3150.1" })).toBe("notTowardProfit");
    // 1.5 < 1.575 (5 bps of 3,150).
    expect(stopMoveRefusal({ ...short, to: "3148.5" })).toBe("tooSmall");
    expect(stopMoveRefusal({ ...short, to: "2999.9" })).toBe("pastMark");
  });

  it("refuses a move sooner than 10 s after the last one, and allows it at 10 s", () => {
    const moved = { ...long, to: "2900", lastMoveAt: long.now - MIN_STOP_MOVE_INTERVAL_MS + 1 };
    expect(stopMoveRefusal(moved)).toBe("tooSoon");
    expect(stopMoveRefusal({ ...moved, lastMoveAt: long.now - MIN_STOP_MOVE_INTERVAL_MS })).toBeNull();
  });
});
