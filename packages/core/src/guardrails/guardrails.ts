import { findCoin, toCoinSymbol } from "../catalog/coins.ts";
import { LEVERAGE_LIMITS, PROMPT_GUIDANCE } from "../catalog/limits.ts";
import { LEVERAGE_BANDS, type RiskPreference } from "../catalog/risk.ts";
import { type ProposedExit, proposalOf, readProposedExit } from "../exits/proposed-exit.ts";
import type { Language } from "../i18n/message.ts";
import { type Analysis, holdDecision, type TradingDecision } from "../trading/decision.ts";
import { type GuardrailNote, notesText } from "./guardrail-notes.ts";

/** Hyperliquid's minimum order value, in USDC. */
export const MIN_ORDER_VALUE_USD = 10;

/** A model's entry further than this from the market price earns a note (orders fill at the market). */
const ENTRY_NOTE_DEVIATION = 0.01;

/** What the guardrails need to know about one coin's market. */
export interface GuardrailMarket {
  readonly price: number;
  readonly maxLeverage: number;
  /** Size decimals of the exchange market; quantities are rounded down to them. */
  readonly szDecimals: number;
}

/** Everything the guardrails check a decision against. */
export interface GuardrailContext {
  /** The coins the user asked about, as catalogue symbols. */
  readonly coins: readonly string[];
  readonly riskPreference: RiskPreference;
  /** Markets of the coins that are listed, by catalogue symbol. */
  readonly markets: ReadonlyMap<string, GuardrailMarket>;
  /** Open positions by catalogue symbol: signed size, > 0 long, < 0 short. */
  readonly positions: ReadonlyMap<string, number>;
  /** Cash free for new margin, in USDC. */
  readonly availableCash: number;
  /** Margin for a new position when the model gave no quantity (the trade amount). */
  readonly tradeAmount: number;
  readonly language: Language;
}

/** A decision after the guardrails, with the rules it broke. */
export interface GuardedDecision {
  readonly decision: TradingDecision;
  readonly notes: readonly GuardrailNote[];
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const floorTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 1e-9) / factor;
};
const isPositive = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value > 0;

/** The leverage range a coin allows for a risk preference: the band, capped by the coin and by 20. */
export function leverageRange(riskPreference: RiskPreference, coinMaxLeverage: number) {
  const band = LEVERAGE_BANDS[riskPreference];
  const cap = Math.max(LEVERAGE_LIMITS.min, Math.min(Math.floor(coinMaxLeverage), LEVERAGE_LIMITS.max));
  return { min: Math.min(band.min, cap), max: Math.min(band.max, cap) };
}

/** A HOLD of a coin with every number cleared. */
function holdOf(decision: Pick<TradingDecision, "coin" | "confidence" | "reasoning">): TradingDecision {
  return holdDecision(decision.coin, decision.confidence, decision.reasoning);
}

/** The reasoning with the notes appended, so the card shows why the decision changed. */
function withNotes(decision: TradingDecision, notes: readonly GuardrailNote[], language: Language) {
  if (notes.length === 0) return decision;
  const text = notesText(notes, language);
  const reasoning = decision.reasoning.trim() ? `${decision.reasoning.trim()} ${text}` : text;
  return { ...decision, reasoning };
}

interface Budget {
  openPositions: number;
  cash: number;
}

/**
 * A proposed exit policy kept when it is one the exit manager can run (core's bounds), written back in its
 * canonical form; dropped with a note otherwise: the order stays as it is, with a fixed stop until the user
 * chooses a policy on the card.
 */
function guardExit(proposal: ProposedExit | null | undefined, notes: GuardrailNote[]): ProposedExit | null {
  if (!proposal) return null;
  const read = readProposedExit(proposal);
  if ("policy" in read) return proposalOf(read.policy);
  if (read.problem === "unclear") notes.push({ rule: "exitUnclear" });
  else
    notes.push({
      rule: read.problem === "atr" ? "exitAtr" : "exitPercent",
      params: { min: read.min, max: read.max },
    });
  return null;
}

/** Checks a CLOSE: only of an open position, for its whole size. */
function guardClose(decision: TradingDecision, context: GuardrailContext, notes: GuardrailNote[]) {
  const size = context.positions.get(decision.coin) ?? 0;
  if (size === 0) {
    notes.push({ rule: "closeWithoutPosition" });
    return holdOf(decision);
  }
  const market = context.markets.get(decision.coin);
  return {
    ...holdOf(decision),
    action: "CLOSE" as const,
    quantity: Math.abs(size),
    entry_price: market ? market.price : null,
  };
}

/** Checks a BUY or SELL: direction, leverage, entry, stop, target, size, cash and slots. */
function guardOpen(
  decision: TradingDecision,
  context: GuardrailContext,
  budget: Budget,
  notes: GuardrailNote[],
): TradingDecision {
  const market = context.markets.get(decision.coin);
  if (!market || !isPositive(market.price)) {
    notes.push({ rule: "noMarket" });
    return holdOf(decision);
  }
  const long = decision.action === "BUY";
  const held = context.positions.get(decision.coin) ?? 0;
  if (held !== 0 && held > 0 !== long) {
    notes.push({ rule: "againstPosition" });
    return holdOf(decision);
  }
  if (held === 0 && budget.openPositions >= PROMPT_GUIDANCE.maxConcurrentPositions) {
    notes.push({ rule: "tooManyPositions", params: { max: PROMPT_GUIDANCE.maxConcurrentPositions } });
    return holdOf(decision);
  }

  const range = leverageRange(context.riskPreference, market.maxLeverage);
  const asked = decision.leverage;
  let leverage = asked !== null && Number.isFinite(asked) ? Math.round(asked) : range.min;
  leverage = Math.min(range.max, Math.max(range.min, leverage));
  if (asked === null || leverage !== asked)
    notes.push({ rule: "leverage", params: { ...range, value: leverage } });

  // Orders are market orders: the entry is the market price, whatever the model wrote.
  const entry = market.price;
  const askedEntry = decision.entry_price;
  if (isPositive(askedEntry) && Math.abs(askedEntry - entry) / entry > ENTRY_NOTE_DEVIATION)
    notes.push({ rule: "entry", params: { value: entry } });

  const direction = long ? 1 : -1;
  const stop = decision.stop_loss;
  const target = decision.take_profit;
  if (isPositive(stop) && (stop - entry) * direction >= 0) {
    notes.push({ rule: "stopSide" });
    return holdOf(decision);
  }
  if (isPositive(target) && (target - entry) * direction <= 0) {
    notes.push({ rule: "targetSide" });
    return holdOf(decision);
  }
  // A stop further than this loses more than the guidance's top share of the margin, near liquidation.
  const widest = (PROMPT_GUIDANCE.riskOfMargin.max * entry) / leverage;
  let stopLoss: number;
  if (!isPositive(stop)) {
    stopLoss = entry - direction * (widest / 2);
    notes.push({ rule: "stopMissing", params: { value: round(stopLoss, 8) } });
  } else if (Math.abs(entry - stop) > widest) {
    stopLoss = entry - direction * widest;
    notes.push({ rule: "stopTooFar", params: { value: round(stopLoss, 8) } });
  } else {
    stopLoss = stop;
  }
  stopLoss = round(stopLoss, 8);
  const takeProfit = isPositive(target) ? target : null;

  let quantity = decision.quantity;
  if (!isPositive(quantity)) {
    quantity = (Math.min(context.tradeAmount, budget.cash) * leverage) / entry;
    notes.push({ rule: "quantityMissing" });
  }
  const maxByCash = (budget.cash * leverage) / entry;
  if (quantity > maxByCash) {
    quantity = maxByCash;
    notes.push({ rule: "cash", params: { cash: round(budget.cash, 2) } });
  }
  quantity = floorTo(quantity, market.szDecimals);
  if (quantity * entry < MIN_ORDER_VALUE_USD) {
    notes.push({ rule: "minOrder", params: { min: MIN_ORDER_VALUE_USD } });
    return holdOf(decision);
  }

  if (held === 0) budget.openPositions += 1;
  budget.cash -= (quantity * entry) / leverage;
  return {
    ...decision,
    quantity,
    entry_price: entry,
    leverage,
    stop_loss: stopLoss,
    take_profit: takeProfit,
    risk_reward_ratio:
      takeProfit === null ? null : round(Math.abs(takeProfit - entry) / Math.abs(entry - stopLoss), 2),
    exit_policy: guardExit(decision.exit_policy, notes),
  };
}

/**
 * Applies every rule to the decisions of an analysis before they are shown or executed: one decision
 * per selected coin (others dropped, missing ones HOLD), actions and confidence in range, leverage in
 * the band, protective levels on the right sides, sizes between the minimum and the free cash, at most
 * six positions, CLOSE only of an open position, a proposed exit policy within bounds. A broken rule is corrected or turns the decision into
 * HOLD, and the reason is appended to its reasoning.
 */
export function applyGuardrails(analysis: Analysis, context: GuardrailContext): GuardedDecision[] {
  const selected = new Set(context.coins);
  const byCoin = new Map<string, TradingDecision>();
  for (const raw of analysis.trading_decisions) {
    const coin = toCoinSymbol(raw.coin);
    if (!coin || !selected.has(coin) || byCoin.has(coin)) continue;
    const confidence = Number.isFinite(raw.confidence) ? Math.min(1, Math.max(0, raw.confidence)) : 0;
    byCoin.set(coin, { ...raw, coin, confidence });
  }
  const budget: Budget = {
    openPositions: [...context.positions.values()].filter((size) => size !== 0).length,
    cash: Math.max(0, Number.isFinite(context.availableCash) ? context.availableCash : 0),
  };
  const results = new Map<string, GuardedDecision>();
  // Closes first: they free slots for new positions; then opens by confidence, so the strongest get cash.
  const ordered = [...byCoin.values()].sort((a, b) => {
    const rank = (d: TradingDecision) => (d.action === "CLOSE" ? 0 : d.action === "HOLD" ? 2 : 1);
    return rank(a) - rank(b) || b.confidence - a.confidence;
  });
  for (const decision of ordered) {
    const notes: GuardrailNote[] = [];
    let guarded: TradingDecision;
    if (decision.action === "CLOSE") {
      guarded = guardClose(decision, context, notes);
      if (guarded.action === "CLOSE") budget.openPositions -= 1;
    } else if (decision.action === "HOLD") guarded = holdOf(decision);
    else guarded = guardOpen(decision, context, budget, notes);
    results.set(decision.coin, { decision: withNotes(guarded, notes, context.language), notes });
  }
  return context.coins.map((coin) => {
    const result = results.get(coin);
    if (result) return result;
    const notes: GuardrailNote[] = [{ rule: findCoin(coin) ? "missing" : "noMarket" }];
    const empty = holdOf({ coin, confidence: 0, reasoning: "" });
    return { decision: withNotes(empty, notes, context.language), notes };
  });
}
