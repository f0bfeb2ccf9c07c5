import type { z } from "zod";
import type { fillSchema } from "../api/account.ts";

/** One fill of an account, as `GET /api/account/fills` answers it. */
export type AccountFill = z.infer<typeof fillSchema>;

/** One closing order of a position, its fills taken together (product rules §2 "Closed trades"). */
export interface ClosedTrade {
  coin: string;
  /** The side of the position that was closed. */
  positionSide: "LONG" | "SHORT";
  /** Size closed, in the coin's units. */
  size: number;
  /** Size-weighted average price of the closing fills. */
  price: number;
  /** The exchange's realised P&L of the closing fills, before fees, in USDC. */
  realisedPnl: number;
  /** Fees paid by the closing fills, in USDC. */
  fee: number;
  /** Realised P&L after the closing fees. */
  netPnl: number;
  /** The last closing fill's time, in ms since the epoch. */
  time: number;
  orderId: number;
}

// Hyperliquid's fill directions: "Open Long", "Close Short", "Long > Short" (a flip closes one side first).
function closedSideOf(fill: AccountFill): ClosedTrade["positionSide"] | null {
  if (fill.direction === "Close Long" || fill.direction === "Long > Short") return "LONG";
  if (fill.direction === "Close Short" || fill.direction === "Short > Long") return "SHORT";
  // A direction this list does not know, with realised P&L: a sell closed a long, a buy a short.
  if (fill.closedPnl !== 0) return fill.side === "SELL" ? "LONG" : "SHORT";
  return null;
}

/**
 * The closed trades of a list of fills, newest first: the fills that closed (part of) a position, grouped by
 * the order that closed it, with realised P&L, fees and net P&L. Opening fills are left out.
 */
export function closedTradesOf(fills: readonly AccountFill[]): ClosedTrade[] {
  const byOrder = new Map<number, ClosedTrade & { notional: number }>();
  for (const fill of fills) {
    const side = closedSideOf(fill);
    if (side === null) continue;
    const known = byOrder.get(fill.orderId);
    if (known) {
      known.size += fill.size;
      known.notional += fill.size * fill.price;
      known.price = known.notional / known.size;
      known.realisedPnl += fill.closedPnl;
      known.fee += fill.fee;
      known.netPnl = known.realisedPnl - known.fee;
      known.time = Math.max(known.time, fill.time);
      continue;
    }
    byOrder.set(fill.orderId, {
      coin: fill.coin,
      positionSide: side,
      size: fill.size,
      price: fill.price,
      notional: fill.size * fill.price,
      realisedPnl: fill.closedPnl,
      fee: fill.fee,
      netPnl: fill.closedPnl - fill.fee,
      time: fill.time,
      orderId: fill.orderId,
    });
  }
  return [...byOrder.values()]
    .map(({ notional: _notional, ...trade }) => trade)
    .sort((a, b) => b.time - a.time || b.orderId - a.orderId);
}

/** What a close realised: the exchange's P&L before fees, the fees, and what is left after them (USDC). */
export interface RealisedResult {
  realisedPnl: number;
  fee: number;
  netPnl: number;
}

/**
 * The realised result of a coin's closes that appear in `after` and not in `before` (the fills read before the
 * close was sent): by order id rather than by time, as the exchange's clock need not match the browser's.
 * Null when the exchange does not list the close yet.
 */
export function realisedOfNewCloses(
  before: readonly AccountFill[],
  after: readonly AccountFill[],
  coin: string,
): RealisedResult | null {
  const known = new Set(before.map((fill) => fill.orderId));
  const trades = closedTradesOf(after.filter((fill) => fill.coin === coin && !known.has(fill.orderId)));
  if (trades.length === 0) return null;
  const realisedPnl = trades.reduce((sum, trade) => sum + trade.realisedPnl, 0);
  const fee = trades.reduce((sum, trade) => sum + trade.fee, 0);
  return { realisedPnl, fee, netPnl: realisedPnl - fee };
}

/** One page of a list: its rows, the page shown (clamped to the pages there are) and how many pages there are. */
export function pageOf<T>(
  rows: readonly T[],
  page: number,
  pageSize: number,
): { rows: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  return { rows: rows.slice((shown - 1) * pageSize, shown * pageSize), page: shown, pages };
}
