import type { ManagedExit, OpenOrder, Position } from "@app/core";
import { describe, expect, it } from "vitest";
import { stopViews } from "./stop-view.ts";

const position = (coin: string, side: "LONG" | "SHORT"): Position => ({
  coin,
  side,
  entryPrice: 100,
  currentPrice: 101,
  leverage: 5,
  marginMode: "cross",
  size: 1,
  unrealizedPnl: 1,
  returnPercent: 5,
  liquidationPrice: null,
  marginUsed: 20,
  positionValue: 101,
});
const order = (
  coin: string,
  orderType: string,
  triggerPrice: number | null,
  reduceOnly = true,
): OpenOrder => ({
  coin,
  side: "SELL",
  limitPrice: 90,
  size: 1,
  orderId: 1,
  timestamp: 0,
  reduceOnly,
  orderType,
  triggerPrice,
});
const exit = (coin: string, over: Partial<ManagedExit> = {}): ManagedExit => ({
  coin,
  side: "LONG",
  policy: { kind: "trailing", percent: 1 },
  manager: "server",
  status: "active",
  entryPrice: 100,
  initialStop: 95,
  stop: 97,
  stopCloid: "0x01",
  extreme: 101,
  lastMoveAt: null,
  updatedAt: 0,
  ...over,
});

describe("the positions table's stop column", () => {
  it("shows the tightest stop trigger on the exchange and whether a policy moves it", () => {
    const views = stopViews(
      [position("ETH", "LONG"), position("BTC", "SHORT"), position("SOL", "LONG")],
      [
        order("ETH", "Stop Market", 95),
        order("ETH", "Stop Market", 97),
        order("ETH", "Take Profit Market", 120),
        order("BTC", "Stop Market", 110),
        order("BTC", "Stop Market", 108),
        order("SOL", "Limit", null, false),
      ],
      [exit("ETH"), exit("SOL", { status: "missing" })],
    );
    expect(views.get("ETH")).toEqual({ price: 97, policy: { kind: "trailing", percent: 1 }, missing: false });
    expect(views.get("BTC")).toEqual({ price: 108, policy: null, missing: false });
    expect(views.get("SOL")).toEqual({ price: null, policy: null, missing: true });
  });

  it("ignores a policy of an earlier position of the other side", () => {
    const views = stopViews([position("ETH", "SHORT")], [], [exit("ETH")]);
    expect(views.get("ETH")).toEqual({ price: null, policy: null, missing: false });
  });
});
