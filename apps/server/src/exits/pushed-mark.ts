import { nextStop, withMark } from "@app/core";
import type { StoredExit } from "../db/exit-store.ts";

/** A stop the manager looked at in its last pass, as it stood then, to judge a pushed mark against. */
export interface WatchedStop {
  /** The exit with the stop, best mark and last move as the pass left them. */
  readonly exit: StoredExit;
  readonly atr: number | null;
  readonly szDecimals: number;
  /** No push starts a pass for this stop before then (a move the exchange refused waits a move interval). */
  readonly quietUntil: number;
}

/**
 * Whether a pushed `mark` would move this stop now, purely: the policy's next stop from the stop and best
 * mark the last pass saw, and the move interval rested. A push that would not is left to the next poll, so a
 * busy market does not turn every tick into reads of the exchange.
 */
export function movesOnMark(
  watched: WatchedStop,
  mark: number,
  now: number,
  minMoveIntervalMs: number,
): boolean {
  const { exit } = watched;
  if (now < watched.quietUntil) return false;
  if (exit.lastMoveAt !== null && now - exit.lastMoveAt < minMoveIntervalMs) return false;
  const state = withMark(
    {
      side: exit.side,
      entryPrice: exit.entryPrice,
      initialStop: exit.initialStop,
      stop: exit.stop,
      extreme: exit.extreme,
    },
    mark,
  );
  return (
    nextStop(exit.policy, state, { price: mark, atr: watched.atr, szDecimals: watched.szDecimals }) !== null
  );
}
