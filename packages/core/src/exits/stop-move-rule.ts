import { MIN_STOP_MOVE_BPS } from "./next-stop.ts";
import { priceTick, roundToTick } from "./price-tick.ts";

/** The least time between two moves of one stop, by either exit manager: a fast market never floods the exchange. */
export const MIN_STOP_MOVE_INTERVAL_MS = 10_000;

/** Why a proposed move of a stop breaks the exit managers' rules (see {@link stopMoveRefusal}). */
export type StopMoveRefusal = "offTick" | "notTowardProfit" | "tooSmall" | "pastMark" | "tooSoon";

/**
 * Checks a move of a `side` position's stop from `from` to the wire price `to`, as proposed by a browser's
 * exit manager, against the rules the server's manager keeps ({@link nextStop}): on the tick grid, toward
 * profit only, at least one tick and {@link MIN_STOP_MOVE_BPS}, on its side of the mark, and no sooner than
 * {@link MIN_STOP_MOVE_INTERVAL_MS} after the last move. Null when the move is allowed.
 */
export function stopMoveRefusal(move: {
  readonly side: "LONG" | "SHORT";
  readonly from: number;
  readonly to: string;
  readonly mark: number;
  readonly szDecimals: number;
  readonly lastMoveAt: number | null;
  readonly now: number;
}): StopMoveRefusal | null {
  const long = move.side === "LONG";
  const price = Number(move.to);
  if (roundToTick(price, move.szDecimals, long ? "down" : "up") !== move.to) return "offTick";
  const gain = long ? price - move.from : move.from - price;
  if (!(gain > 0)) return "notTowardProfit";
  const minimum = Math.max(priceTick(move.from, move.szDecimals), (move.from * MIN_STOP_MOVE_BPS) / 10_000);
  // The same hair of tolerance as nextStop: tick arithmetic in binary floats.
  if (gain < minimum - 1e-9 * move.from) return "tooSmall";
  if (long ? price >= move.mark : price <= move.mark) return "pastMark";
  if (move.lastMoveAt !== null && move.now - move.lastMoveAt < MIN_STOP_MOVE_INTERVAL_MS) return "tooSoon";
  return null;
}
