import type { ExitPolicy, ManagedExit, OpenOrder, Position } from "@app/core";

/** What the positions table shows of a position's stop: its trigger on the exchange and how it is managed. */
export interface StopView {
  /** The stop's trigger price on the exchange, or null when the position has none. */
  readonly price: number | null;
  /** The policy moving it, or null for a fixed stop. */
  readonly policy: ExitPolicy | null;
  /** A managed stop that vanished from the exchange (cancelled or filled outside the app). */
  readonly missing: boolean;
}

/** The stop of a position among the account's open orders: its reduce-only stop trigger, the tightest if several. */
export function stopOnExchange(position: Position, orders: readonly OpenOrder[]): number | null {
  const long = position.side === "LONG";
  const triggers = orders
    .filter((order) => order.coin === position.coin && order.reduceOnly && order.orderType.startsWith("Stop"))
    .flatMap((order) => (order.triggerPrice === null ? [] : [order.triggerPrice]));
  if (triggers.length === 0) return null;
  return long ? Math.max(...triggers) : Math.min(...triggers);
}

/** The stop view of every position, by coin. */
export function stopViews(
  positions: readonly Position[],
  orders: readonly OpenOrder[],
  exits: readonly ManagedExit[],
): Map<string, StopView> {
  const views = new Map<string, StopView>();
  for (const position of positions) {
    const exit = exits.find((item) => item.coin === position.coin && item.status !== "closed");
    const side = exit?.side === position.side ? exit : undefined;
    views.set(position.coin, {
      price: stopOnExchange(position, orders),
      policy: side?.status === "active" && side.policy.kind !== "fixed" ? side.policy : null,
      missing: side?.status === "missing",
    });
  }
  return views;
}
