import type { ManagedExit } from "../api/exits.ts";
import { type ExitMarket, type ExitState, nextStop, type StopMove, withMark } from "./next-stop.ts";

/** The managed stop's order as the exchange lists it (`frontendOpenOrders`). */
export interface StandingStop {
  readonly triggerPx: string;
  readonly sz: string;
}

/** What an exit manager should do about one managed stop after a look at the exchange. */
export type ExitReview =
  /** The position is gone: the stop was hit, or the position was closed otherwise. */
  | { readonly kind: "closed" }
  /** The position is open but its stop is not on the exchange (cancelled or filled by hand): report, never recreate. */
  | { readonly kind: "missing" }
  /** Nothing to send; the best mark may have changed (to store). */
  | { readonly kind: "hold"; readonly state: ExitState }
  /** Move the stop (the move is allowed now by the rate limit). */
  | {
      readonly kind: "move";
      readonly state: ExitState;
      readonly move: StopMove;
      readonly stop: StandingStop;
    };

/** What the exchange says now of the position and the stop of one managed exit. */
export interface ExitSighting {
  /** The position's signed size (0 or absent: no position). */
  readonly szi: number;
  /** The stop with the exit's cloid among the open orders, if it is there. */
  readonly stop: StandingStop | undefined;
  readonly market: ExitMarket;
  readonly now: number;
}

/** The fields of a managed stop a review reads. */
export type ReviewedExit = Pick<
  ManagedExit,
  "side" | "policy" | "entryPrice" | "initialStop" | "extreme" | "lastMoveAt"
>;

/**
 * Decides about one managed stop, purely: a closed or flipped position ends the management, a missing stop is
 * reported, else the policy's next stop is computed against the stop on the exchange (the source of truth)
 * and sent no sooner than `minMoveIntervalMs` after the last move. The server's exit manager and the
 * browser's (agent wallet) both decide here.
 */
export function reviewExit(exit: ReviewedExit, seen: ExitSighting, minMoveIntervalMs: number): ExitReview {
  const long = exit.side === "LONG";
  if (seen.szi === 0 || seen.szi > 0 !== long) return { kind: "closed" };
  if (!seen.stop) return { kind: "missing" };
  const state = withMark(
    {
      side: exit.side,
      entryPrice: exit.entryPrice,
      initialStop: exit.initialStop,
      stop: Number(seen.stop.triggerPx),
      extreme: exit.extreme,
    },
    seen.market.price,
  );
  const move = nextStop(exit.policy, state, seen.market);
  const rested = exit.lastMoveAt === null || seen.now - exit.lastMoveAt >= minMoveIntervalMs;
  return move && rested ? { kind: "move", state, move, stop: seen.stop } : { kind: "hold", state };
}
