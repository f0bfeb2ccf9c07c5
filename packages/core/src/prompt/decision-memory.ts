import { translate } from "../i18n/translate.ts";
import type { DecisionAction } from "../trading/decision-actions.ts";
import { type Episode, type EpisodeFill, episodesOf, type MemoryFill } from "./fill-episodes.ts";

export type { MemoryFill } from "./fill-episodes.ts";

/** A decision an earlier analysis of this wallet gave (after the guardrails), as stored with it. */
export interface RememberedDecision {
  /** When the analysis was made, ms since the epoch. */
  readonly time: number;
  readonly coin: string;
  readonly action: DecisionAction;
  readonly reasoning: string;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
}

/** An open position as the exchange shows it now. */
export interface MemoryPosition {
  readonly coin: string;
  /** Signed size: > 0 long, < 0 short. */
  readonly size: number;
  readonly markPrice: number;
  /** Trigger price of the stop loss resting on the exchange for it; null when there is none. */
  readonly stopOnExchange: number | null;
}

/** What the memory is built from: stored decisions, the exchange's fills and positions, all before `now`. */
export interface MemoryInput {
  readonly decisions: readonly RememberedDecision[];
  readonly fills: readonly MemoryFill[];
  readonly positions: readonly MemoryPosition[];
  /** The coins of this analysis: their decisions are recalled. */
  readonly coins: readonly string[];
  readonly now: number;
}

/** What came of a decision, read from the fills. */
export type DecisionOutcome =
  | { readonly kind: "not-executed" }
  | {
      readonly kind: "open" | "closed";
      /** Price move in the position's favour from its average entry to its average exit (or the mark), in %. */
      readonly pnlPercent: number | null;
      /** That move in units of the planned risk (entry to the decision's stop); null without a stop. */
      readonly r: number | null;
    };

/** One remembered decision with its outcome. */
export interface RecalledDecision {
  readonly time: number;
  readonly coin: string;
  readonly action: DecisionAction;
  readonly outcome: DecisionOutcome;
}

/** The plan an open position was opened with. */
export interface PositionPlan {
  readonly coin: string;
  readonly side: "LONG" | "SHORT";
  /** When the decision that opened it was made. */
  readonly time: number;
  /** The decision's reason, on one line, without its invalidation. */
  readonly reason: string;
  /** What the decision said would prove it wrong, when it said so. */
  readonly invalidation: string | null;
  readonly stopLoss: number | null;
  readonly takeProfit: number | null;
  readonly stopOnExchange: number | null;
}

/** The decision memory of one analysis: plans of open positions and recent decisions per coin, oldest first. */
export interface DecisionMemory {
  readonly plans: readonly PositionPlan[];
  readonly recent: readonly RecalledDecision[];
}

/** Decisions recalled per coin at most (the latest ones). */
export const MEMORY_DECISIONS_PER_COIN = 3;

// "…; invalid if 4h closes below 95k" / "…。失效：跌破 95k". The prompt asks for this ending.
const INVALIDATION = /(?:\binvalid(?:ated|ation)?(?:\s+(?:if|when))?\s*[:：]?|失效(?:条件)?\s*[:：]?)\s*/i;
/** The guardrails' notes appended to a reasoning ("Guardrail: Leverage set to 10x …"): not the model's plan. */
const GUARDRAIL_NOTES = new RegExp(
  `\\s*(?:${(["en", "zh"] as const).map((language) => translate({ key: "guardrail.label" }, language)).join("|")}).*$`,
  "u",
);

/** A decision's reasoning split into its reason and the invalidation it named, each on one line. */
export function splitReasoning(reasoning: string): { reason: string; invalidation: string | null } {
  const line = reasoning.replace(/\s+/g, " ").replace(GUARDRAIL_NOTES, "").trim();
  const match = INVALIDATION.exec(line);
  if (!match || match.index === 0)
    return { reason: line.replace(/[\s;；,，.。]+$/u, ""), invalidation: null };
  const reason = line
    .slice(0, match.index)
    .replace(/[\s;；,，.。]+$/u, "")
    .trim();
  const invalidation = line
    .slice(match.index + match[0].length)
    .replace(/[\s.。]+$/u, "")
    .trim();
  return { reason, invalidation: invalidation || null };
}

const direction = (action: DecisionAction) => (action === "BUY" ? 1 : action === "SELL" ? -1 : 0);

/** The outcome of an episode for a decision: closed at its average exit, or open at the mark. */
function outcomeOf(episode: Episode, stop: number | null, mark: number | undefined): DecisionOutcome {
  const exit = episode.closedAt !== null ? episode.exitPrice : (mark ?? null);
  const entry = episode.entryPrice;
  const kind = episode.closedAt !== null ? "closed" : "open";
  if (entry === null || exit === null) return { kind, pnlPercent: null, r: null };
  const move = episode.direction * (exit - entry);
  const risk = stop === null ? 0 : Math.abs(entry - stop);
  return { kind, pnlPercent: (move / entry) * 100, r: risk > 0 ? move / risk : null };
}

/**
 * The decision memory of an analysis, built only from what was stored and what the exchange filled (never
 * invented): a decision counts as executed when a fill of its kind (opening or adding on its side for BUY and
 * SELL, reducing for CLOSE) falls between it and the next analysis of its coin; its outcome is the position
 * those fills belong to, closed or open. Each open position gets the plan of the decision that opened it.
 */
export function buildDecisionMemory(input: MemoryInput): DecisionMemory {
  const marks = new Map(input.positions.map((position) => [position.coin, position.markPrice]));
  const byCoin = new Map<string, RememberedDecision[]>();
  for (const decision of [...input.decisions].sort((a, b) => a.time - b.time)) {
    if (decision.time > input.now) continue;
    const list = byCoin.get(decision.coin) ?? [];
    list.push(decision);
    byCoin.set(decision.coin, list);
  }
  const { fills, open } = episodesOf(
    input.fills.filter((fill) => fill.time <= input.now),
    input.positions,
  );
  const fillsOf = (coin: string) => fills.filter((fill) => fill.coin === coin);
  /** The fill of a decision's kind within its window, if any. */
  const executedBy = (decision: RememberedDecision, end: number): EpisodeFill | undefined =>
    fillsOf(decision.coin).find((fill) => {
      if (fill.time < decision.time || fill.time >= end) return false;
      if (decision.action === "CLOSE") return fill.reduces;
      return !fill.reduces && fill.episode.direction === direction(decision.action);
    });

  const recent: RecalledDecision[] = [];
  const plans: PositionPlan[] = [];
  for (const [coin, decisions] of byCoin) {
    const windows = decisions.map((decision, index) => ({
      decision,
      end: decisions[index + 1]?.time ?? Number.POSITIVE_INFINITY,
    }));
    if (input.coins.includes(coin)) {
      const acted = windows.filter(({ decision }) => decision.action !== "HOLD");
      for (const { decision, end } of acted.slice(-MEMORY_DECISIONS_PER_COIN)) {
        const fill = executedBy(decision, end);
        recent.push({
          time: decision.time,
          coin,
          action: decision.action,
          outcome: fill
            ? outcomeOf(fill.episode, decision.stopLoss, marks.get(coin))
            : { kind: "not-executed" },
        });
      }
    }
    const episode = open.get(coin);
    if (!episode) continue;
    const opener = windows.find(
      ({ decision, end }) =>
        direction(decision.action) === episode.direction &&
        episode.openedAt >= decision.time &&
        episode.openedAt < end,
    )?.decision;
    if (!opener) continue;
    const position = input.positions.find((item) => item.coin === coin);
    plans.push({
      coin,
      side: episode.direction > 0 ? "LONG" : "SHORT",
      time: opener.time,
      ...splitReasoning(opener.reasoning),
      stopLoss: opener.stopLoss,
      takeProfit: opener.takeProfit,
      stopOnExchange: position?.stopOnExchange ?? null,
    });
  }
  recent.sort((a, b) => a.time - b.time);
  plans.sort((a, b) => a.time - b.time);
  return { plans, recent };
}

/** A resting order, as much of it as finding a position's stop needs. */
export interface MemoryOrder {
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly orderType: string;
  readonly triggerPrice: number | null;
}

/**
 * The trigger price of the stop loss protecting a position: a stop trigger on the side that closes it (the
 * nearest to the mark when there are several); null when the exchange holds none.
 */
export function stopOnExchangeOf(
  position: { readonly coin: string; readonly size: number; readonly markPrice: number },
  orders: readonly MemoryOrder[],
): number | null {
  const closingSide = position.size > 0 ? "SELL" : "BUY";
  const stops = orders
    .flatMap((order) =>
      order.coin === position.coin &&
      order.side === closingSide &&
      order.triggerPrice !== null &&
      /^stop/i.test(order.orderType)
        ? [order.triggerPrice]
        : [],
    )
    .sort((a, b) => Math.abs(position.markPrice - a) - Math.abs(position.markPrice - b));
  return stops[0] ?? null;
}
