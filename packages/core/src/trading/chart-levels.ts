import type { OpenOrder, Position } from "../api/account.ts";
import type { Candle } from "../indicators/candle.ts";
import type { TradingDecision } from "./decision.ts";

/** Which price a horizontal line of the price chart marks. */
export type ChartLevelKind = "entry" | "stop" | "target" | "liquidation";

/** One horizontal line of the price chart. */
export interface ChartLevel {
  readonly kind: ChartLevelKind;
  readonly price: number;
}

const KIND_ORDER: readonly ChartLevelKind[] = ["entry", "stop", "target", "liquidation"];

/** Lines in one order everywhere (entry, stop, target, liquidation), so legends and summaries read alike. */
const inOrder = (levels: ChartLevel[]) =>
  levels.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));

const usable = (price: number | null | undefined): price is number =>
  typeof price === "number" && Number.isFinite(price) && price > 0;

/**
 * The lines of an open position: its entry, its liquidation price (when the exchange gives one) and the
 * resting stop and target orders of its coin that reduce it.
 */
export function positionLevels(position: Position, orders: readonly OpenOrder[]): ChartLevel[] {
  const levels: ChartLevel[] = [];
  if (usable(position.entryPrice)) levels.push({ kind: "entry", price: position.entryPrice });
  for (const order of orders) {
    if (order.coin !== position.coin || !order.reduceOnly) continue;
    const price = order.triggerPrice ?? order.limitPrice;
    if (!usable(price)) continue;
    const type = order.orderType.toLowerCase();
    if (type.startsWith("stop")) levels.push({ kind: "stop", price });
    else if (type.startsWith("take profit")) levels.push({ kind: "target", price });
  }
  if (usable(position.liquidationPrice))
    levels.push({ kind: "liquidation", price: position.liquidationPrice });
  return inOrder(levels);
}

/**
 * The lines of a decision: the planned entry (the decision's price, else the open position's entry), its stop
 * and target, and the open position's liquidation price.
 */
export function decisionLevels(decision: TradingDecision, position: Position | undefined): ChartLevel[] {
  const levels: ChartLevel[] = [];
  const entry = position?.entryPrice ?? decision.entry_price;
  if (usable(entry)) levels.push({ kind: "entry", price: entry });
  if (usable(decision.stop_loss)) levels.push({ kind: "stop", price: decision.stop_loss });
  if (usable(decision.take_profit)) levels.push({ kind: "target", price: decision.take_profit });
  const liquidation = position?.liquidationPrice;
  if (usable(liquidation)) levels.push({ kind: "liquidation", price: liquidation });
  return levels;
}

/** What a candle chart shows, for its text alternative. */
export interface CandleSummary {
  readonly from: number;
  readonly to: number;
  readonly open: number;
  readonly close: number;
  readonly high: number;
  readonly low: number;
  /** Close against the first open, in percent. */
  readonly changePercent: number;
  readonly count: number;
}

/** The span, first open, last close, extremes and change of candles (oldest first); null without candles. */
export function summarizeCandles(candles: readonly Candle[]): CandleSummary | null {
  const first = candles[0];
  const last = candles.at(-1);
  if (!first || !last) return null;
  let high = first.high;
  let low = first.low;
  for (const candle of candles) {
    if (candle.high > high) high = candle.high;
    if (candle.low < low) low = candle.low;
  }
  return {
    from: first.time,
    to: last.time,
    open: first.open,
    close: last.close,
    high,
    low,
    changePercent: first.open > 0 ? ((last.close - first.open) / first.open) * 100 : 0,
    count: candles.length,
  };
}
