import {
  type AutoTradingRecord,
  type ExecutionData,
  formatDisplayPrice,
  formatDisplaySize,
  orderToExecuteSchema,
  type RiskTrip,
  type RiskTripRecord,
  tripMessage,
} from "@app/core";
import { ordersOf } from "../orders/agent-actions.ts";
import type { TradeRequest } from "../orders/record.ts";
import type { Notifier } from "./notifier.ts";

/**
 * Whether the request's order for `coin` and `side` was reduce-only (a close): a server-mode order, or an agent's
 * signed order that is not a trigger (its stops and targets are reduce-only too), its coin named by `assets`.
 */
function closes(
  request: TradeRequest,
  coin: string,
  side: string,
  assets: ReadonlyMap<number, { readonly coin: string }>,
): boolean {
  if (request.mode === "agent") {
    return request.orders.some((signed) => {
      const action = (signed as { action?: unknown }).action;
      if (typeof action !== "object" || action === null) return false;
      try {
        return ordersOf(action as Record<string, unknown>).some(
          (order) =>
            order.r &&
            "limit" in order.t &&
            (order.b ? "BUY" : "SELL") === side &&
            assets.get(order.a)?.coin === coin,
        );
      } catch {
        return false;
      }
    });
  }
  return request.orders.some((order) => {
    const parsed = orderToExecuteSchema.safeParse(order);
    return (
      parsed.success &&
      parsed.data.coin === coin &&
      parsed.data.side === side &&
      parsed.data.reduceOnly === true
    );
  });
}

/**
 * The notifications of a finished execution: each fill (a reduce-only one as a close, in server mode or signed by
 * the agent; `assets` names the coins of the agent's orders) and each position left without the stop or target it
 * asked for. Queued without waiting: the execution's answer goes first.
 */
export function notifyExecution(
  notifier: Notifier,
  request: TradeRequest,
  data: ExecutionData,
  assets: ReadonlyMap<number, { readonly coin: string }> = new Map(),
): void {
  for (const result of data.results) {
    if (result.filled) {
      const close = closes(request, result.coin, result.side, assets);
      const figures = {
        coin: result.coin,
        side: result.side,
        size: formatDisplaySize(result.filled.totalSz),
        price: formatDisplayPrice(result.filled.avgPx),
      };
      void notifier.notify(request.address, close ? "close" : "fill", {
        message: { key: close ? "notify.close" : "notify.fill", params: figures },
        data: { ...figures, account: data.account, mode: request.mode },
      });
    }
    if (result.unprotected) {
      void notifier.notify(request.address, "unprotected", {
        message: { key: "notify.unprotected", params: { coin: result.coin } },
        data: { coin: result.coin, account: data.account },
      });
    }
  }
}

/** The notification of a risk trip. */
export function notifyTrip(
  notifier: Notifier,
  address: string,
  trip: RiskTrip,
  place: RiskTripRecord["place"],
) {
  return notifier.notify(address, "breaker-tripped", {
    message: tripMessage(trip),
    data: { reason: trip.reason, measured: trip.measured, limit: trip.limit, equity: trip.equity, place },
  });
}

/** The notification of a server auto-trading run that failed (a run the governor stopped is told as a trip). */
export function notifyRunFailed(
  notifier: Notifier,
  address: string,
  record: AutoTradingRecord,
): Promise<void> {
  const error = record.error ?? "";
  return notifier.notify(address, "run-failed", {
    message: { key: "notify.run-failed", params: { error } },
    data: { error, at: record.timestamp, model: record.model },
  });
}

/** What the notifications read of an exit manager's event (its bus: exits/exit-events.ts). */
export interface ExitEventLike {
  readonly address: string;
  readonly coin: string;
  readonly kind: string;
  readonly from: number | null;
  readonly to: number | null;
}

/**
 * The notification of an exit manager's event: a stop moved, a stop or take profit hit, a stop found missing
 * (the position is left without protection). A policy set or a close the manager records is not told again (the close's
 * fill is).
 */
export function notifyExitEvent(notifier: Notifier, event: ExitEventLike): Promise<void> | undefined {
  const price = (value: number | null) => (value === null ? "" : formatDisplayPrice(value));
  const figures = { coin: event.coin, from: price(event.from), to: price(event.to) };
  if (event.kind === "stopMoved") {
    return notifier.notify(event.address, "stop-moved", {
      message: { key: "notify.stop-moved", params: figures },
      data: figures,
    });
  }
  if (event.kind === "stopHit") {
    const params = { coin: event.coin, price: figures.to || figures.from };
    return notifier.notify(event.address, "exit-hit", {
      message: { key: "notify.exit-hit.stop", params },
      data: { ...params, kind: "stop" },
    });
  }
  if (event.kind === "targetHit") {
    const params = { coin: event.coin, price: figures.to };
    return notifier.notify(event.address, "exit-hit", {
      message: { key: "notify.exit-hit.target", params },
      data: { ...params, kind: "target" },
    });
  }
  if (event.kind === "stopMissing") {
    return notifier.notify(event.address, "unprotected", {
      message: { key: "notify.unprotected", params: { coin: event.coin } },
      data: { coin: event.coin, stopMissing: true },
    });
  }
  return undefined;
}
