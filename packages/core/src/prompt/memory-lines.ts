import type { Language } from "../i18n/message.ts";
import type { DecisionMemory, DecisionOutcome, PositionPlan, RecalledDecision } from "./decision-memory.ts";
import { sig } from "./market-lines.ts";

/**
 * Most tokens the memory may take in a prompt, as {@link estimateTokens} counts them (within a few % of the
 * o200k tokenizer, so about 390 of them at most for 6 coins); the oldest entries go first.
 */
export const MEMORY_MAX_TOKENS = 360;
/** Longest reason and invalidation quoted back, in characters: one line each. */
const REASON_LENGTH = 44;
const INVALIDATION_LENGTH = 40;
/** A live stop this close to the planned one (a tick's rounding) is the planned stop. */
const SAME_STOP = 0.001;

/**
 * Tokens of a text as BPE tokenizers such as o200k cut numbers and symbols: a token per CJK character, per
 * symbol, per three digits and per six letters of a word.
 */
export function estimateTokens(text: string): number {
  let tokens = 0;
  for (const [piece] of text.matchAll(/[\u3000-\u9fff\uff00-\uffef]|[A-Za-z]+|\d+|[^\sA-Za-z\d]/g))
    tokens += /^[A-Za-z]/.test(piece)
      ? Math.ceil(piece.length / 6)
      : /^\d/.test(piece)
        ? Math.ceil(piece.length / 3)
        : 1;
  return tokens;
}

/** The memory's words in one language. */
export interface MemoryWords {
  readonly heading: string;
  readonly none: string;
  readonly long: string;
  readonly short: string;
  readonly plan: string;
  readonly invalid: string;
  readonly stopNow: string;
  readonly stopLive: string;
  readonly noStop: string;
  readonly notExecuted: string;
  readonly open: string;
  readonly closed: string;
  readonly ago: string;
  readonly separator: string;
}

/** The memory's words in English and Chinese. */
export const MEMORY_WORDS: Readonly<Record<Language, MemoryWords>> = {
  en: {
    heading: "Memory (results from fills; R = move/planned risk):",
    none: "none yet",
    long: "long",
    short: "short",
    plan: "plan",
    invalid: "invalid if",
    stopNow: "live SL",
    stopLive: "(live)",
    noStop: "NO LIVE SL",
    notExecuted: "not executed",
    open: "open",
    closed: "closed",
    ago: "ago",
    separator: "; ",
  },
  zh: {
    heading: "记忆（结果来自成交；R = 涨跌/计划风险）：",
    none: "暂无",
    long: "多",
    short: "空",
    plan: "计划",
    invalid: "失效",
    stopNow: "当前止损",
    stopLive: "（已挂）",
    noStop: "无当前止损",
    notExecuted: "未执行",
    open: "持仓中",
    closed: "已平",
    ago: "前",
    separator: "；",
  },
};

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
const signed = (value: number, digits: number) => `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;

/** How long ago, in whole minutes, hours or days. */
export function ageText(time: number, now: number): string {
  const minutes = Math.max(0, Math.round((now - time) / 60_000));
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.round(minutes / 60);
  return hours < 48 ? `${hours}h` : `${Math.round(hours / 24)}d`;
}

function outcomeText(outcome: DecisionOutcome, words: MemoryWords): string {
  if (outcome.kind === "not-executed") return words.notExecuted;
  const state = outcome.kind === "open" ? words.open : words.closed;
  // R when the decision had a stop (it says more in fewer tokens), else the move in %.
  if (outcome.r !== null) return `${state} ${signed(outcome.r, 1)}R`;
  return outcome.pnlPercent === null ? state : `${state} ${signed(outcome.pnlPercent, 1)}%`;
}

function planLine(plan: PositionPlan, now: number, words: MemoryWords): string {
  const side = plan.side === "LONG" ? words.long : words.short;
  const level = (value: number | null) => (value === null ? "-" : sig(value));
  const invalid = plan.invalidation
    ? ` ${words.invalid} ${clip(plan.invalidation, INVALIDATION_LENGTH)};`
    : "";
  const live = plan.stopOnExchange;
  const planned = plan.stopLoss;
  const stop =
    live === null
      ? ` ${words.noStop}`
      : planned !== null && Math.abs(live - planned) <= planned * SAME_STOP
        ? words.stopLive
        : ` ${words.stopNow}=${sig(live)}`;
  // A reason that starts with its coin ("BTC: …") says it twice.
  const reason = plan.reason.replace(new RegExp(`^${plan.coin}\\s*[:：]\\s*`), "");
  return `${plan.coin} ${side} ${words.plan} ${ageText(plan.time, now)}: ${clip(reason, REASON_LENGTH)};${invalid} SL=${level(planned)}${stop} TP=${level(plan.takeProfit)}`;
}

function coinLine(coin: string, decisions: readonly RecalledDecision[], now: number, words: MemoryWords) {
  const items = decisions.map(
    (decision) => `${ageText(decision.time, now)} ${decision.action}→${outcomeText(decision.outcome, words)}`,
  );
  return `${coin} ${items.join(words.separator)}`;
}

function render(
  plans: readonly PositionPlan[],
  recent: readonly RecalledDecision[],
  coins: readonly string[],
  now: number,
  words: MemoryWords,
) {
  const lines = [
    ...plans.map((plan) => planLine(plan, now, words)),
    ...coins.flatMap((coin) => {
      const decisions = recent.filter((decision) => decision.coin === coin);
      return decisions.length > 0 ? [coinLine(coin, decisions, now, words)] : [];
    }),
  ];
  return `${words.heading}\n${lines.length > 0 ? lines.join("\n") : words.none}`;
}

/**
 * The memory as the prompt's last lines: the plans of open positions, then each coin's recent decisions with
 * their results. Past {@link MEMORY_MAX_TOKENS} the oldest decisions are dropped first, then the oldest plans.
 */
export function memoryText(memory: DecisionMemory, now: number, language: Language): string {
  const words = MEMORY_WORDS[language];
  // The coin decided on last comes last (recent is oldest first), so the next analysis changes only the
  // memory's end; coins keep their places as entries are dropped.
  const coins = [...new Set([...memory.recent].reverse().map((decision) => decision.coin))].reverse();
  let plans = [...memory.plans];
  let recent = [...memory.recent];
  let text = render(plans, recent, coins, now, words);
  while (estimateTokens(text) > MEMORY_MAX_TOKENS && (recent.length > 0 || plans.length > 0)) {
    if (recent.length > 0) recent = recent.slice(1);
    else plans = plans.slice(1);
    text = render(plans, recent, coins, now, words);
  }
  return text;
}
