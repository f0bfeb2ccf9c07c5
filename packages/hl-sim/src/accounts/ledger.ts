import { mulDivRound } from "../numbers/decimal.ts";

/**
 * Position arithmetic in exact integers: sizes in size units, prices in price units, money in
 * micro-USDC (size units × price units = micro-USDC, see numbers/decimal). Pure functions, so the
 * accounting invariants can be property-tested on their own.
 */

/** A one-way perp position: signed size and the cost basis of that size. */
export interface PositionState {
  /** Signed size in size units; negative is short. */
  readonly szi: number;
  /** Cost basis of |szi| in micro-USDC: Σ size × price of the opening trades still held. */
  readonly entryNtl: number;
}

/** The flat position. */
export const FLAT: PositionState = { szi: 0, entryNtl: 0 };

/** Hyperliquid's base-tier perp taker fee, 0.045 %, as a fraction 45 / 100 000. */
export const TAKER_FEE_PER_100K = 45;

/** Hyperliquid's base-tier perp maker fee, 0.015 %, as a fraction 15 / 100 000. */
export const MAKER_FEE_PER_100K = 15;

/** Fee in micro-USDC of a taker fill of `notional` micro-USDC (rounded to the micro). */
export function takerFee(notional: number): number {
  return mulDivRound(notional, TAKER_FEE_PER_100K, 100_000);
}

/** Fee in micro-USDC of a maker fill (a resting order that was hit) of `notional` micro-USDC. */
export function makerFee(notional: number): number {
  return mulDivRound(notional, MAKER_FEE_PER_100K, 100_000);
}

/** The outcome of one fill on a position. */
export interface TradeOutcome {
  readonly position: PositionState;
  /** Realised P&L of the closed part, before fees, in micro-USDC. */
  readonly closedPnl: number;
  /** Size × price in micro-USDC. */
  readonly notional: number;
  /** Hyperliquid's fill direction ("Open Long", "Close Short", "Long > Short", …). */
  readonly dir: string;
}

/**
 * Applies a fill of `sz` size units at `px` price units. Opening grows the cost basis (so the entry
 * price is the size-weighted average); closing releases a proportional part of it (so the entry
 * price is unchanged) and realises `side × (exit value − released basis)`; a fill larger than the
 * position flips it, opening the remainder at `px`.
 */
export function applyTrade(position: PositionState, isBuy: boolean, sz: number, px: number): TradeOutcome {
  const notional = sz * px;
  const side = isBuy ? 1 : -1;
  const dir = direction(position.szi, isBuy, sz);
  const held = Math.abs(position.szi);
  if (position.szi === 0 || Math.sign(position.szi) === side) {
    return {
      position: { szi: position.szi + side * sz, entryNtl: position.entryNtl + notional },
      closedPnl: 0,
      notional,
      dir,
    };
  }
  const closed = Math.min(sz, held);
  const released = closed === held ? position.entryNtl : mulDivRound(position.entryNtl, closed, held);
  const closedPnl = -side * (closed * px - released);
  const remainder = sz - closed;
  const next: PositionState =
    remainder > 0
      ? { szi: side * remainder, entryNtl: remainder * px }
      : { szi: position.szi + side * closed, entryNtl: position.entryNtl - released };
  return { position: next, closedPnl, notional, dir };
}

/** Unrealised P&L of a position at `mark` price units, in micro-USDC. */
export function unrealizedPnl(position: PositionState, mark: number): number {
  return position.szi * mark - Math.sign(position.szi) * position.entryNtl;
}

/** Hyperliquid's `dir` of a fill given the position before it. */
export function direction(startSzi: number, isBuy: boolean, sz: number): string {
  if (startSzi === 0) return isBuy ? "Open Long" : "Open Short";
  if (startSzi > 0) {
    if (isBuy) return "Open Long";
    return sz > startSzi ? "Long > Short" : "Close Long";
  }
  if (!isBuy) return "Open Short";
  return sz > -startSzi ? "Short > Long" : "Close Short";
}
