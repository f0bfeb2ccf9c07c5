import type { InfoClient } from "@nktkas/hyperliquid";
import type { ExitStore, StoredExit } from "../db/exit-store.ts";
import type { AssetMarket } from "../exchange/market-data.ts";
import { runOrderAction } from "../orders/exchange-statuses.ts";
import { signingOptions, type TradingTarget } from "../orders/target.ts";
import { exitEnd } from "./exit-end.ts";
import type { ExitEventBus } from "./exit-events.ts";
import type { WatchedStop } from "./pushed-mark.ts";
import { recordExitEvent } from "./record-exit-event.ts";
import type { ExitReview } from "./review-exit.ts";
import { movedStopWire } from "./stop-wire.ts";

/** What carrying out a review goes through: the store, the exchange, the event bus and the clock. */
export interface ApplyReviewDeps {
  readonly store: ExitStore;
  readonly info: InfoClient;
  readonly events: ExitEventBus;
  now(): number;
  readonly log: { warn(details: object, message: string): void };
  /** How long pushed marks leave a stop whose move was refused (the polls still look). */
  readonly minMoveIntervalMs: number;
}

/** A managed stop as it stands after a review was carried out, for the pushed marks of the next moments. */
export type StopAfter = Omit<WatchedStop, "atr" | "szDecimals">;

/**
 * Carries out the review of one server-managed stop (core's `reviewExit` decides): moves the stop by
 * `batchModify` of its cloid, records the new best mark, or closes the record with an event when the position
 * or the stop is gone. Answers the stop as it stands after, or undefined once it is no longer managed.
 */
export async function applyReview(
  deps: ApplyReviewDeps,
  exit: StoredExit,
  review: ExitReview,
  market: AssetMarket,
  target: TradingTarget,
): Promise<StopAfter | undefined> {
  const { store, now } = deps;
  switch (review.kind) {
    case "closed":
      await ended(deps, exit, target);
      return undefined;
    case "missing":
      await missing(deps, exit);
      return undefined;
    case "hold":
      if (review.state.extreme !== exit.extreme || review.state.stop !== exit.stop) {
        await store.update(
          exit.address,
          exit.coin,
          { extreme: review.state.extreme, stop: review.state.stop },
          now(),
        );
      }
      return { exit: { ...exit, extreme: review.state.extreme, stop: review.state.stop }, quietUntil: 0 };
    case "move": {
      const wire = movedStopWire({
        side: exit.side,
        assetIndex: market.assetIndex,
        szDecimals: market.szDecimals,
        triggerPx: review.move.wire,
        size: review.stop.sz,
        cloid: exit.stopCloid as `0x${string}`,
      });
      if (!wire)
        return { exit: { ...exit, extreme: review.state.extreme, stop: review.state.stop }, quietUntil: 0 };
      const outcome = await runOrderAction(() =>
        target.client.batchModify(
          { modifies: [{ oid: exit.stopCloid as `0x${string}`, order: wire }] },
          signingOptions(target),
        ),
      );
      const status = outcome.ok ? outcome.statuses[0] : undefined;
      if (!status || status.kind === "rejected") {
        const reason = outcome.ok
          ? status?.kind === "rejected"
            ? status.error
            : "no answer"
          : outcome.error;
        deps.log.warn({ address: exit.address, coin: exit.coin, reason }, "stop move refused");
        // A refusal because the stop is gone is found by the next look at the open orders and reported then.
        await store.update(exit.address, exit.coin, { extreme: review.state.extreme }, now());
        // Pushed marks do not retry it before a move interval; the polls still look.
        const quietUntil = now() + deps.minMoveIntervalMs;
        return { exit: { ...exit, extreme: review.state.extreme, stop: review.state.stop }, quietUntil };
      }
      const at = now();
      await store.update(
        exit.address,
        exit.coin,
        { extreme: review.state.extreme, stop: review.move.price, lastMoveAt: at },
        at,
      );
      await recordExitEvent(deps, exit, {
        kind: "stopMoved",
        from: review.state.stop,
        to: review.move.price,
        reason: review.move.reason,
      });
      return {
        exit: { ...exit, extreme: review.state.extreme, stop: review.move.price, lastMoveAt: at },
        quietUntil: 0,
      };
    }
  }
}

/** The position is gone: a stop hit or a take profit hit as the exchange tells it, else closed otherwise. */
async function ended(deps: ApplyReviewDeps, exit: StoredExit, target: TradingTarget): Promise<void> {
  const end = await exitEnd(deps.info, target.account, exit);
  await deps.store.update(exit.address, exit.coin, { status: "closed" }, deps.now());
  await recordExitEvent(deps, exit, { kind: end.kind, from: exit.stop, to: end.target, reason: null });
}

/** The stop vanished while the position stays open: reported, and left alone (never recreated blindly). */
async function missing(deps: ApplyReviewDeps, exit: StoredExit): Promise<void> {
  await deps.store.update(exit.address, exit.coin, { status: "missing" }, deps.now());
  await recordExitEvent(deps, exit, { kind: "stopMissing", from: exit.stop, to: null, reason: null });
}
