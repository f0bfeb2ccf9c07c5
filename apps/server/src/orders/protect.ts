import { fromExchangeCoin, type Message, type OrderResult, type ProtectiveOrderResult } from "@app/core";
import { lotSize, onWrongSide, TRIGGER_SLIPPAGE, tickPrice } from "@app/core/trading/order-planner";
import { messageFields, reasonFields, runOrderAction } from "./exchange-statuses.ts";
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
): Message | null {
  const trigger = Number(triggerOf(plan, kind));
  const long = plan.side === "BUY";
  if (!onWrongSide(kind, long, trigger, fillPrice)) return null;
  const params = { trigger, price: fillPrice };
  if (kind === "stop_loss") {
    return { key: long ? "protection.wrongSide.stopLossLong" : "protection.wrongSide.stopLossShort", params };
  }
  return {
    key: long ? "protection.wrongSide.takeProfitLong" : "protection.wrongSide.takeProfitShort",
    params,
  };
}

/** Whether an order filled without every stop and target it asked for standing on the exchange. */
export function isUnprotected(result: OrderResult): boolean {
  return result.filled !== null && result.protectiveOrders.some((order) => !order.success);
}

/**
 * What a stop or target is sized from. The one rule, for every mode (docs/order-path.md): it covers what its
 * order opened, as far as that is known when it is signed.
 * - `filled`: signed after the exchange answered the order (server mode, recovery, "place protection"): the
 *   fill, capped at the position still `open` when that is known (part of it may have been closed since).
 * - `ordered`: signed with the order, before anything is sent (agent mode): the order's size, as a
 *   `normalTpsl` child the exchange holds until the order fills.
 * Reduce-only caps it at the position in every mode.
 */
export type SizeBasis =
  | { readonly ordered: number }
  | { readonly filled: number; readonly fillPrice: number; readonly open?: number };

/** The size of a stop or target by the rule of {@link SizeBasis}. */
export function protectionSize(basis: SizeBasis): number {
  if ("ordered" in basis) return basis.ordered;
  return basis.open === undefined ? basis.filled : Math.min(basis.filled, basis.open);
}

/** One stop or target as built: its wire order, or why it cannot be sent. */
export type BuiltProtection =
  | {
      readonly kind: ProtectionKind;
      readonly triggerPrice: number;
      readonly wire: WireOrder;
      readonly error: null;
    }
  | {
      readonly kind: ProtectionKind;
      readonly triggerPrice: number;
      readonly wire: null;
      readonly error: Message;
    };

/**
 * The builder of stops and targets, used by every path that sends one (execute in server and agent mode,
 * recovery, "place protection"): for each asked-for kind the plan has a trigger for, its wire order sized by
 * {@link protectionSize}, or why not — a trigger on the wrong side of a known fill would fire at once, and a
 * size or price that rounds to 0 cannot be sent.
 */
export function buildProtection(
  plan: StoredPlanOrder,
  kinds: readonly ProtectionKind[],
  basis: SizeBasis,
  cloidOf: (kind: ProtectionKind) => `0x${string}`,
): BuiltProtection[] {
  return kinds.flatMap((kind): BuiltProtection[] => {
    const trigger = triggerOf(plan, kind);
    if (!trigger) return [];
    const triggerPrice = Number(trigger);
    const wrongSide = "fillPrice" in basis ? wrongSideOfFill(kind, plan, basis.fillPrice) : null;
    if (wrongSide) return [{ kind, triggerPrice, wire: null, error: wrongSide }];
    const wire = protectiveWire(kind, plan, protectionSize(basis), cloidOf(kind));
    if (!wire) {
      const error: Message = {
        key: kind === "stop_loss" ? "protection.roundsToZero.stopLoss" : "protection.roundsToZero.takeProfit",
      };
      return [{ kind, triggerPrice, wire: null, error }];
    }
    return [{ kind, triggerPrice, wire, error: null }];
  });
}

/** One filled order whose missing stop and target are to be placed. */
export interface ProtectionRequest {
  readonly plan: StoredPlanOrder;
  readonly result: OrderResult;
  /** Which kinds to place; the others are left as the result says. */
  readonly kinds: readonly ProtectionKind[];
  /** What each trigger is sized from: always a fill here (see {@link SizeBasis}). */
  readonly basis: Extract<SizeBasis, { filled: number }>;
}

/**
 * Places stops and targets in one action and answers each request's order result with their outcomes, by
 * the order's index in the execution: an outcome replaces a previous one of the same kind, and `unprotected`
 * says whether any asked-for one is missing. The requests' results are not changed. Never throws for an
 * exchange answer: a refusal or a failure to reach the exchange is recorded.
 */
export async function placeProtection(
  requests: readonly ProtectionRequest[],
  target: TradingTarget,
  cloidOf: (index: number, kind: ProtectionKind) => `0x${string}`,
): Promise<Map<number, OrderResult>> {
  const built = requests.map((request) =>
    buildProtection(request.plan, request.kinds, request.basis, (kind) => cloidOf(request.plan.index, kind)),
  );
  const sent = requests.flatMap((request, index) =>
    (built[index] ?? []).flatMap((item) => (item.wire ? [{ wire: item.wire, coin: request.plan.coin }] : [])),
  );
  const answers = sent.length > 0 ? await send(sent, target) : [];
  let position = 0;
  const placed = new Map<number, OrderResult>();
  for (const [index, request] of requests.entries()) {
    const outcomes = (built[index] ?? []).map((item): ProtectiveOrderResult => {
      const { kind, triggerPrice } = item;
      if (!item.wire) return { kind, triggerPrice, success: false, ...messageFields(item.error) };
      const answer = answers[position++] ?? noAnswer();
      return { kind, triggerPrice, ...answer };
    });
    placed.set(request.plan.index, withProtection(request.result, outcomes));
  }
  return placed;
}

/** How a protective order stands on the exchange, and why not when it does not. */
type Standing = Pick<ProtectiveOrderResult, "success" | "error" | "errorMessage">;

const noAnswer = (): Standing => ({ success: false, ...messageFields({ key: "order.noAnswer" }) });

/** A protective order to send, with the coin it protects. */
interface Protective {
  readonly wire: WireOrder;
  readonly coin: string;
}

/** Sends protective orders in one action and says, for each, whether it stands on the exchange. */
async function send(orders: readonly Protective[], target: TradingTarget): Promise<Standing[]> {
  const wires = orders.map((order) => order.wire);
  const outcome = await runOrderAction(() =>
    target.client.order({ orders: [...wires], grouping: "na" }, signingOptions(target)),
  );
  const said = wires.map((_, position): Standing => {
    if (!outcome.ok) return { success: false, ...reasonFields(outcome) };
    const status = outcome.statuses[position];
    if (status?.kind === "rejected") return { success: false, ...reasonFields(status) };
    return status ? { success: true, error: null } : noAnswer();
  });
  // A refusal may hide an order that stands: the same client order id placed by another instance
  // finishing this execution while this one still ran (its heartbeat stalled), which the exchange then
  // refuses as already used. The exchange says which: such an order counts as placed. (Only when the
  // exchange answered: one that cannot be reached is not asked again here.)
  return Promise.all(
    said.map(async (standing, position) => {
      const order = orders[position];
      const refused = outcome.ok && outcome.statuses[position]?.kind === "rejected";
      if (!refused || !order) return standing;
      return (await restsAlready(target, order)) ? { success: true, error: null } : standing;
    }),
  );
}

type OrderStatusAnswer =
  | { status: "unknownOid" }
  | {
      status: "order";
      order: {
        status: string;
        order: { coin: string; side: string; isTrigger: boolean; reduceOnly: boolean; triggerPx: string };
      };
    };

/**
 * Whether `order` itself rests on the exchange under its client order id: the same coin, side, trigger
 * price, reduce-only trigger. Anything else holding the id (another order a client gave it, one cancelled
 * or already fired) is not this stop, and the refusal stands.
 */
async function restsAlready(target: TradingTarget, { wire, coin }: Protective): Promise<boolean> {
  if (!("trigger" in wire.t)) return false;
  try {
    const answer = await target.client.config_.transport.request<OrderStatusAnswer>("info", {
      type: "orderStatus",
      user: target.account,
      oid: wire.c,
    });
    if (answer.status !== "order" || answer.order.status !== "open") return false;
    const found = answer.order.order;
    return (
      fromExchangeCoin(found.coin) === coin &&
      found.side === (wire.b ? "B" : "A") &&
      found.isTrigger &&
      found.reduceOnly &&
      Number(found.triggerPx) === Number(wire.t.trigger.triggerPx)
    );
  } catch {
    // Not known now: the refusal stands as the exchange gave it.
    return false;
  }
}

/**
 * `result` with the outcomes of its stops and targets: one of a kind it already lists takes that entry's
 * place (keeping its trigger price as first answered), a new kind is added after them.
 */
export function withProtection(result: OrderResult, outcomes: readonly ProtectiveOrderResult[]): OrderResult {
  const listed = result.protectiveOrders.map((order) => {
    const outcome = outcomes.find((item) => item.kind === order.kind);
    if (!outcome) return order;
    // The outcome's reason replaces the entry's, its message too (or none).
    const { kind, triggerPrice } = order;
    const { success, error, errorMessage } = outcome;
    return errorMessage
      ? { kind, triggerPrice, success, error, errorMessage }
      : { kind, triggerPrice, success, error };
  });
  const added = outcomes.filter((item) => !result.protectiveOrders.some((order) => order.kind === item.kind));
  const protectiveOrders = [...listed, ...added];
  return { ...result, protectiveOrders, unprotected: isUnprotected({ ...result, protectiveOrders }) };
}
