import type { OrderResult, ProtectiveOrderResult } from "@app/core";
import { lotSize, onWrongSide, TRIGGER_SLIPPAGE, tickPrice } from "@app/core/trading/order-planner";
import { runOrderAction } from "./exchange-statuses.ts";
import { type ProtectionKind, type StoredPlanOrder, triggerOf } from "./plan.ts";
import { signingOptions, type TradingTarget } from "./target.ts";
import type { WireOrder } from "./wire.ts";

/**
 * A stop loss or take profit for a position opened by `side`: a reduce-only market trigger order on the
 * opposite side, whose limit is TRIGGER_SLIPPAGE past the trigger in the direction of the fill. Null when
 * a price or the size would round to 0 (the planner refuses such orders before they are sent).
 */
export function protectiveWire(
  kind: ProtectionKind,
  plan: StoredPlanOrder,
  size: number,
  cloid: `0x${string}`,
): WireOrder | null {
  const trigger = triggerOf(plan, kind);
  if (!trigger) return null;
  const closeIsBuy = plan.side === "SELL";
  const limit = tickPrice(
    Number(trigger) * (closeIsBuy ? 1 + TRIGGER_SLIPPAGE : 1 - TRIGGER_SLIPPAGE),
    plan.szDecimals,
  );
  const lot = lotSize(size, plan.szDecimals);
  if (!limit || !lot) return null;
  return {
    a: plan.assetIndex,
    b: closeIsBuy,
    p: limit,
    s: lot,
    r: true,
    t: { trigger: { isMarket: true, triggerPx: trigger, tpsl: kind === "stop_loss" ? "sl" : "tp" } },
    c: cloid,
  };
}

/** Why a trigger would fire at once against the fill (wrong side of the fill price), or null. */
export function wrongSideOfFill(
  kind: ProtectionKind,
  plan: StoredPlanOrder,
  fillPrice: number,
): string | null {
  const trigger = Number(triggerOf(plan, kind));
  const long = plan.side === "BUY";
  if (!onWrongSide(kind, long, trigger, fillPrice)) return null;
  const label = kind === "stop_loss" ? "Stop loss" : "Take profit";
  return `${label} ${trigger} is on the wrong side of the fill price ${fillPrice} for a ${long ? "long" : "short"}.`;
}

/** Whether an order filled without every stop and target it asked for standing on the exchange. */
export function isUnprotected(result: OrderResult): boolean {
  return result.filled !== null && result.protectiveOrders.some((order) => !order.success);
}

/** One filled order whose missing stop and target are to be placed. */
export interface ProtectionRequest {
  readonly plan: StoredPlanOrder;
  readonly result: OrderResult;
  /** Which kinds to place; the others are left as the result says. */
  readonly kinds: readonly ProtectionKind[];
  /** Size of each trigger: what filled (never more: reduce-only caps it at the position anyway). */
  readonly size: number;
}

/**
 * Places stops and targets in one action and writes each outcome into its order's result, replacing a
 * previous outcome of the same kind; `unprotected` says afterwards whether any asked-for one is missing.
 * Never throws for an exchange answer: a refusal or a failure to reach the exchange is recorded.
 */
export async function placeProtection(
  requests: readonly ProtectionRequest[],
  target: TradingTarget,
  cloidOf: (index: number, kind: ProtectionKind) => `0x${string}`,
): Promise<void> {
  const wires: WireOrder[] = [];
  const owners: ProtectiveOrderResult[] = [];
  for (const request of requests) {
    for (const kind of request.kinds) {
      const trigger = triggerOf(request.plan, kind);
      if (!trigger) continue;
      const outcome = recordOf(request.result, kind, Number(trigger));
      const fill = request.result.filled?.avgPx ?? 0;
      const wrongSide = wrongSideOfFill(kind, request.plan, fill);
      const wire = wrongSide
        ? null
        : protectiveWire(kind, request.plan, request.size, cloidOf(request.plan.index, kind));
      if (!wire) {
        Object.assign(outcome, {
          success: false,
          error: wrongSide ?? `The ${kind === "stop_loss" ? "stop loss" : "take profit"} rounds to 0.`,
        });
        continue;
      }
      wires.push(wire);
      owners.push(outcome);
    }
  }
  if (wires.length > 0) {
    const outcome = await runOrderAction(() =>
      target.client.order({ orders: wires, grouping: "na" }, signingOptions(target)),
    );
    owners.forEach((owner, position) => {
      if (!outcome.ok) {
        Object.assign(owner, { success: false, error: outcome.error });
        return;
      }
      const status = outcome.statuses[position];
      if (status?.kind === "rejected") Object.assign(owner, { success: false, error: status.error });
      else if (status) Object.assign(owner, { success: true, error: null });
      else Object.assign(owner, { success: false, error: "The exchange did not answer for this order." });
    });
  }
  for (const request of requests) request.result.unprotected = isUnprotected(request.result);
}

/** The result entry of one kind of protection, created when the order has none yet. */
function recordOf(result: OrderResult, kind: ProtectionKind, triggerPrice: number): ProtectiveOrderResult {
  const existing = result.protectiveOrders.find((order) => order.kind === kind);
  if (existing) return existing;
  const created: ProtectiveOrderResult = { kind, triggerPrice, success: false, error: null };
  result.protectiveOrders.push(created);
  return created;
}
