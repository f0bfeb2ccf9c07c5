import type { Position } from "../api/account.ts";
import type { OrderToExecuteInput } from "../api/execution.ts";
import { type CoinSymbol, toCoinSymbol } from "../catalog/coins.ts";
import type { Message } from "../i18n/message.ts";
import { type DecisionEdit, isValidLeverage } from "../validation/trade-inputs.ts";
import type { TradingDecision } from "./decision.ts";

/** An open position as the planner needs it: a catalogue symbol and a signed size (> 0 long, < 0 short). */
export interface PositionRef {
  coin: string;
  size: number;
}

/** A non-HOLD decision that did not become an order, and why. */
export interface SkippedDecision {
  /** Index of the decision card. */
  index: number;
  coin: string;
  message: Message;
}

/** How many orders each action produced, for the confirmation dialog (product rules §5). */
export interface OrderCounts {
  buy: number;
  sell: number;
  close: number;
}

/**
 * The orders a set of decisions produces. `orders` is empty when every trade was skipped; the caller
 * then shows the skipped messages instead of calling the exchange.
 */
export type ExecutionPlan =
  | {
      kind: "orders";
      orders: OrderToExecuteInput[];
      /** The decision card each order comes from (`indices[i]` for `orders[i]`). */
      indices: number[];
      counts: OrderCounts;
      skipped: SkippedDecision[];
    }
  | { kind: "all-hold"; message: Message };

/** Signed position sizes from the account overview's positions. */
export function positionRefsOf(positions: readonly Position[]): PositionRef[] {
  return positions.map(({ coin, side, size }) => ({ coin, size: side === "LONG" ? size : -size }));
}

/**
 * Turns reviewed decisions into market orders (product rules §4 "Execute"): BUY and SELL open with the edited
 * quantity, leverage, stop loss and take profit; CLOSE reduces the whole open position from the other
 * side. Decisions that would make a bad order are returned in `skipped`, never sent.
 */
export function planExecution(
  decisions: readonly TradingDecision[],
  options: { positions: readonly PositionRef[]; edits?: Readonly<Record<number, DecisionEdit>> },
): ExecutionPlan {
  const sizes = new Map<CoinSymbol, number>();
  for (const position of options.positions) {
    const symbol = toCoinSymbol(position.coin);
    if (symbol && position.size !== 0) sizes.set(symbol, position.size);
  }
  const orders: OrderToExecuteInput[] = [];
  const indices: number[] = [];
  const skipped: SkippedDecision[] = [];
  const counts: OrderCounts = { buy: 0, sell: 0, close: 0 };

  decisions.forEach((decision, index) => {
    if (decision.action === "HOLD") return;
    const planned = planOne(withEdit(decision, options.edits?.[index]), sizes);
    if ("skip" in planned) {
      skipped.push({ index, coin: decision.coin, message: planned.skip });
      return;
    }
    orders.push(planned);
    indices.push(index);
    counts[decision.action === "BUY" ? "buy" : decision.action === "SELL" ? "sell" : "close"] += 1;
  });

  if (orders.length === 0 && skipped.length === 0) {
    return { kind: "all-hold", message: { key: "execution.allHold" } };
  }
  return { kind: "orders", orders, indices, counts, skipped };
}

function withEdit(decision: TradingDecision, edit: DecisionEdit | undefined): TradingDecision {
  if (!edit) return decision;
  const pick = (field: keyof DecisionEdit) => (edit[field] !== undefined ? edit[field] : decision[field]);
  return {
    ...decision,
    quantity: pick("quantity"),
    leverage: pick("leverage"),
    stop_loss: pick("stop_loss"),
    take_profit: pick("take_profit"),
  };
}

function planOne(
  decision: TradingDecision,
  sizes: ReadonlyMap<CoinSymbol, number>,
): OrderToExecuteInput | { skip: Message } {
  const coin = toCoinSymbol(decision.coin);
  if (!coin) return { skip: { key: "execution.skipped.unknownCoin", params: { coin: decision.coin } } };

  if (decision.action === "CLOSE") {
    const size = sizes.get(coin);
    // Without a known position the decision's own quantity is closed, as a sell (product rules §4).
    const quantity = size === undefined ? decision.quantity : Math.abs(size);
    if (!isPositive(quantity)) return { skip: { key: "execution.skipped.nothingToClose", params: { coin } } };
    const side = size !== undefined && size < 0 ? "BUY" : "SELL";
    return { coin, side, quantity, limitPrice: null, reduceOnly: true };
  }

  const side = decision.action === "BUY" ? "BUY" : "SELL";
  if (!isPositive(decision.quantity)) {
    return { skip: { key: "execution.skipped.noQuantity", params: { coin, action: side } } };
  }
  const { leverage } = decision;
  if (leverage !== null && !isValidLeverage(leverage)) {
    return { skip: { key: "execution.skipped.leverage", params: { coin } } };
  }
  return {
    coin,
    side,
    quantity: decision.quantity,
    limitPrice: null,
    reduceOnly: false,
    leverage,
    // A 0 stop loss or take profit means none: the exchange takes only positive trigger prices.
    stop_loss: isPositive(decision.stop_loss) ? decision.stop_loss : null,
    take_profit: isPositive(decision.take_profit) ? decision.take_profit : null,
    risk_reward_ratio: decision.risk_reward_ratio,
  };
}

function isPositive(value: number | null | undefined): value is number {
  return value != null && Number.isFinite(value) && value > 0;
}
