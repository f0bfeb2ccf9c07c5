import { HYPERLIQUID_FEES } from "../catalog/limits.ts";
import type { ExitPolicy } from "./exit-policy.ts";
import { priceTick, roundToTick } from "./price-tick.ts";

/** The smallest move of a stop, in basis points of its price (besides at least one tick). */
export const MIN_STOP_MOVE_BPS = 5;
/** A taker fee to open and another to close, as a fraction: what a break-even stop adds to the entry. */
export const ROUND_TRIP_FEE = (2 * HYPERLIQUID_FEES.takerPercent) / 100;

/** What the exit manager knows of one position and its stop. */
export interface ExitState {
  readonly side: "LONG" | "SHORT";
  readonly entryPrice: number;
  /** The stop when the position was first managed: the initial risk is the distance from entry to it. */
  readonly initialStop: number;
  /** The stop standing on the exchange now. */
  readonly stop: number;
  /** The best mark since the position was first managed: the highest for a long, the lowest for a short. */
  readonly extreme: number;
}

/** The market the next stop is computed against. */
export interface ExitMarket {
  /** The mark price (Hyperliquid's stops trigger on it). */
  readonly price: number;
  /** The coin's average true range, or null when unknown (an ATR trail then waits). */
  readonly atr: number | null;
  readonly szDecimals: number;
}

/** A move of the stop: its new trigger price, as a number and as the exchange's wire text, and why. */
export interface StopMove {
  readonly price: number;
  readonly wire: string;
  readonly reason: "breakEven" | "trailing";
}

/** `state` with the best price updated by a new mark. */
export function withMark(state: ExitState, price: number): ExitState {
  const extreme = state.side === "LONG" ? Math.max(state.extreme, price) : Math.min(state.extreme, price);
  return extreme === state.extreme ? state : { ...state, extreme };
}

/**
 * Where the policy wants the stop now, or null to leave it: a move is only toward profit, at least one tick
 * and {@link MIN_STOP_MOVE_BPS} from the current stop, and leaves the stop on its side of the mark (a stop
 * past the mark would fire at once). `state.extreme` must already include `market.price` (see {@link withMark}).
 */
export function nextStop(policy: ExitPolicy, state: ExitState, market: ExitMarket): StopMove | null {
  const long = state.side === "LONG";
  const target = targetOf(policy, state, market);
  if (!target) return null;
  const price = Number(target.wire);
  const gain = long ? price - state.stop : state.stop - price;
  const minimum = Math.max(
    priceTick(state.stop, market.szDecimals),
    (state.stop * MIN_STOP_MOVE_BPS) / 10_000,
  );
  // A small tolerance: tick arithmetic in binary floats may fall short of a whole tick by a hair.
  if (gain < minimum - 1e-9 * state.stop) return null;
  if (long ? price >= market.price : price <= market.price) return null;
  return { price, wire: target.wire, reason: target.reason };
}

function targetOf(
  policy: ExitPolicy,
  state: ExitState,
  market: ExitMarket,
): { wire: string; reason: StopMove["reason"] } | null {
  const long = state.side === "LONG";
  const sign = long ? 1 : -1;
  if (policy.kind === "fixed") return null;
  if (policy.kind === "breakEven") {
    const risk = sign * (state.entryPrice - state.initialStop);
    const needed = policy.percent === undefined ? risk : (state.entryPrice * policy.percent) / 100;
    if (!(needed > 0)) return null;
    const up = sign * (market.price - state.entryPrice);
    if (up < needed) return null;
    // Rounded away from the entry, so the fees are covered.
    const wire = roundToTick(
      state.entryPrice * (1 + sign * ROUND_TRIP_FEE),
      market.szDecimals,
      long ? "up" : "down",
    );
    return wire ? { wire, reason: "breakEven" } : null;
  }
  const distance =
    policy.percent !== undefined
      ? (state.extreme * policy.percent) / 100
      : market.atr !== null && policy.atr !== undefined
        ? market.atr * policy.atr
        : null;
  if (distance === null || !(distance > 0)) return null;
  // Rounded away from the mark, so the stop keeps at least the asked distance.
  const wire = roundToTick(state.extreme - sign * distance, market.szDecimals, long ? "down" : "up");
  return wire ? { wire, reason: "trailing" } : null;
}
