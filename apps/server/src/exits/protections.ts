import type { ExecutionData } from "@app/core";
import type { Protection, ProtectionStore } from "../db/protection-store.ts";
import type { Notifier } from "../notifications/notifier.ts";
import { notifyExecution } from "../notifications/trade-events.ts";
import { ordersOf } from "../orders/agent-actions.ts";
import { deterministicCloid } from "../orders/idempotency.ts";
import type { TradeRequest } from "../orders/record.ts";

/** What a finished execution sets off, and through what. */
export interface ExecutionFinishedDeps {
  readonly notifier: Notifier;
  /** The exchange's markets by asset index: an agent's signed orders name their coin by it. */
  readonly relay: { marketsByAsset(): Promise<ReadonlyMap<number, { readonly coin: string }>> };
  readonly protections: ProtectionStore;
  now(): number;
  readonly log: { error(details: object, message: string): void };
}

/**
 * The ledger's listener of finished executions: tells each fill and close (and each position left without its
 * protection), then watches the stops and targets the execution placed for their hits, told once whether or not
 * the position gets an exit policy. Neither delays the execution's answer.
 */
export function executionFinished(deps: ExecutionFinishedDeps) {
  return (request: TradeRequest, data: ExecutionData): void => {
    const assets = request.mode === "server" ? Promise.resolve(new Map()) : deps.relay.marketsByAsset();
    void assets
      .then((byAsset) => {
        notifyExecution(deps.notifier, request, data, byAsset);
        return deps.protections.add(protectionsOf(request, data, byAsset, deps.now()));
      })
      .catch((error: unknown) => deps.log.error({ err: error }, "execution not notified"));
  };
}

/**
 * The stops and take profits a finished execution placed, by client order id, to watch until they end. Server
 * mode: each protective order that stands, under the cloid the order path gave it (the execution's key, the
 * order's index, its kind). An agent wallet: each reduce-only trigger with a cloid in the actions the tab signed
 * (`assets` names their coins); one the exchange refused is found gone at the first look and never told.
 */
export function protectionsOf(
  request: TradeRequest,
  data: ExecutionData,
  assets: ReadonlyMap<number, { readonly coin: string }>,
  placedAt: number,
): Protection[] {
  const base = { address: request.address, account: data.account, placedAt };
  if (request.mode === "server") {
    return data.results.flatMap((result, index) =>
      result.protectiveOrders
        .filter((order) => order.success)
        .map((order) => ({
          ...base,
          cloid: deterministicCloid(request.idempotencyKey, index, order.kind),
          coin: result.coin,
          kind: order.kind,
          triggerPrice: order.triggerPrice,
        })),
    );
  }
  return request.orders.flatMap((signed) => {
    const action = (signed as { action?: unknown }).action;
    if (typeof action !== "object" || action === null) return [];
    let orders: ReturnType<typeof ordersOf>;
    try {
      orders = ordersOf(action as Record<string, unknown>);
    } catch {
      return [];
    }
    return orders.flatMap((order): Protection[] => {
      const coin = assets.get(order.a)?.coin;
      if (!order.r || !("trigger" in order.t) || !order.c || !coin) return [];
      const { trigger } = order.t;
      return [
        {
          ...base,
          cloid: order.c,
          coin,
          kind: trigger.tpsl === "sl" ? "stop_loss" : "take_profit",
          triggerPrice: Number(trigger.triggerPx),
        },
      ];
    });
  });
}
