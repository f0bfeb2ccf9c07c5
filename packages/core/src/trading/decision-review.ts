import type { OrderToExecute } from "../api/execution.ts";
import type { CoreMessageKey, Message } from "../i18n/message.ts";
import type { DecisionEdit, DecisionEditField } from "../validation/trade-inputs.ts";
import type { TradingDecision } from "./decision.ts";
import type { PlanLimits, PlanMarket } from "./order-planner.ts";
import { type ExecutionPlan, type PositionRef, planExecution } from "./plan-execution.ts";
import { type OrderRisk, type RiskAccount, type RiskSummary, summarizeRisk } from "./risk-summary.ts";

/** What one decision card would do if executed now. */
export interface CardReview {
  /** The order's risk figures, when the decision makes an order. */
  readonly risk: OrderRisk | null;
  /** Why the card's order would not be sent, or null. */
  readonly refusal: Message | null;
  /** The field the refusal is about, for an inline error; null when it is about the card as a whole. */
  readonly field: DecisionEditField | null;
}

/** Every card's review, and the orders that would be sent. */
export interface DecisionReview {
  readonly plan: ExecutionPlan;
  /** The risk summary of the plan's orders; null without markets or orders. */
  readonly risk: RiskSummary | null;
  /** By decision card index; HOLD cards have none. */
  readonly cards: ReadonlyMap<number, CardReview>;
  /** The orders that pass every check, in plan order, with the card each comes from. */
  readonly ready: readonly { readonly index: number; readonly order: OrderToExecute }[];
  /** Non-HOLD decisions: orders and skipped ones. */
  readonly total: number;
}

/** What a review is computed against: the markets, the account, the agent's limit, the open positions. */
export interface ReviewContext {
  /** Null while the markets are unknown: cards are then checked by the decision rules alone. */
  readonly markets: ReadonlyMap<string, PlanMarket> | null;
  readonly account: RiskAccount;
  readonly limits?: PlanLimits;
  readonly positions: readonly PositionRef[];
}

const FIELD_OF: Readonly<Record<string, DecisionEditField>> = {
  "execution.skipped.noQuantity": "quantity",
  "execution.skipped.leverage": "leverage",
  "plan.belowLot": "quantity",
  "plan.belowMinimum": "quantity",
  "plan.agentMax": "quantity",
  "risk.margin": "quantity",
  "plan.leverage": "leverage",
  "plan.leverageBand": "leverage",
  "plan.stopSide.long": "stop_loss",
  "plan.stopSide.short": "stop_loss",
  "plan.triggerTooFar.stop_loss": "stop_loss",
  "plan.targetSide.long": "take_profit",
  "plan.targetSide.short": "take_profit",
  "plan.triggerTooFar.take_profit": "take_profit",
};

/** The edit field a refusal of the planner (or the risk summary) is about, or null for the whole card. */
export function refusalField(message: Message): DecisionEditField | null {
  return FIELD_OF[message.key] ?? null;
}

/** A skipped decision's message as an inline field error reads it. */
function asFieldMessage(message: Message): Message {
  const key: CoreMessageKey | null =
    message.key === "execution.skipped.noQuantity"
      ? "validation.decision.quantityPositive"
      : message.key === "execution.skipped.leverage"
        ? "validation.decision.leverage"
        : null;
  return key ? { key } : message;
}

/**
 * Reviews the decisions with the user's edits as Execute would send them: core's planExecution, then
 * the order planner's rules and the free margin (summarizeRisk) — the same checks the server runs — so
 * each card can show its problem inline as the user types, and Execute sends only the ready orders.
 */
export function reviewDecisions(
  decisions: readonly TradingDecision[],
  edits: Readonly<Record<number, DecisionEdit>>,
  context: ReviewContext,
): DecisionReview {
  const plan = planExecution(decisions, { positions: context.positions, edits });
  const cards = new Map<number, CardReview>();
  if (plan.kind === "all-hold") return { plan, risk: null, cards, ready: [], total: 0 };
  for (const skip of plan.skipped) {
    const refusal = asFieldMessage(skip.message);
    cards.set(skip.index, { risk: null, refusal, field: refusalField(skip.message) });
  }
  const orders: OrderToExecute[] = plan.orders.map((order) => ({
    ...order,
    reduceOnly: order.reduceOnly ?? false,
  }));
  const total = plan.orders.length + plan.skipped.length;
  if (!context.markets) {
    const ready = orders.map((order, position) => ({ index: plan.indices[position] ?? -1, order }));
    for (const { index } of ready) cards.set(index, { risk: null, refusal: null, field: null });
    return { plan, risk: null, cards, ready, total };
  }
  const risk = summarizeRisk(orders, context.markets, context.account, context.limits);
  const ready: { index: number; order: OrderToExecute }[] = [];
  for (const item of risk.orders) {
    const index = plan.indices[item.index] ?? -1;
    const order = orders[item.index];
    cards.set(index, {
      risk: item,
      refusal: item.refusal,
      field: item.refusal ? refusalField(item.refusal) : null,
    });
    if (!item.refusal && order) ready.push({ index, order });
  }
  return { plan, risk, cards, ready, total };
}

/**
 * The decision cards whose orders went through, from the orders sent (with their cards) and the
 * execution's per-order results. Results are matched by coin — an analysis has one decision per coin —
 * since refused orders may come back after the others.
 */
export function executedCards(
  sent: readonly { readonly index: number; readonly order: { readonly coin: string } }[],
  results: readonly { readonly coin: string; readonly success: boolean }[],
): number[] {
  const succeeded = new Set(results.filter((result) => result.success).map((result) => result.coin));
  return sent.filter((item) => succeeded.has(item.order.coin)).map((item) => item.index);
}
