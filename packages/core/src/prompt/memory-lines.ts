import type { Language } from "../i18n/message.ts";
import { approxTokens } from "../replay/replay-cost.ts";
import type { DecisionMemory, DecisionOutcome, PositionPlan, RecalledDecision } from "./decision-memory.ts";
import { sig } from "./market-lines.ts";

/** Most tokens the memory may take in a prompt (about 400 for 6 coins); the oldest entries go first. */
export const MEMORY_MAX_TOKENS = 400;
/** Longest reason and invalidation quoted back, in characters: one line each. */
const REASON_LENGTH = 70;
const INVALIDATION_LENGTH = 50;

/** The memory's words in one language. */
export interface MemoryWords {
  readonly heading: string;
  readonly none: string;
  readonly long: string;
  readonly short: string;
  readonly plan: string;
  readonly invalid: string;
  readonly stopNow: string;
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
    heading: "Memory (your earlier decisions here; results from fills):",
    none: "none yet",
    long: "long",
    short: "short",
    plan: "plan",
    invalid: "invalid if",
    stopNow: "stop now",
    noStop: "NO STOP",
    notExecuted: "not executed",
    open: "open",
    closed: "closed",
    ago: "ago",
    separator: "; ",
  },
  zh: {
    heading: "记忆（你此前在此的决策；结果来自成交）：",
    none: "暂无",
    long: "多",
    short: "空",
    plan: "计划",
    invalid: "失效",
    stopNow: "当前止损",
    noStop: "无止损",
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
  const parts = [outcome.kind === "open" ? words.open : words.closed];
  if (outcome.pnlPercent !== null) parts.push(`${signed(outcome.pnlPercent, 1)}%`);
  if (outcome.r !== null) parts.push(`${signed(outcome.r, 1)}R`);
  return parts.join(" ");
}

function planLine(plan: PositionPlan, now: number, words: MemoryWords): string {
  const side = plan.side === "LONG" ? words.long : words.short;
  const level = (value: number | null) => (value === null ? "-" : sig(value));
  const invalid = plan.invalidation ? ` ${words.invalid} ${clip(plan.invalidation, INVALIDATION_LENGTH)}` : "";
  const stop = plan.stopOnExchange === null ? words.noStop : `${words.stopNow} ${sig(plan.stopOnExchange)}`;
  return `${plan.coin} ${side} ${words.plan} ${ageText(plan.time, now)}: "${clip(plan.reason, REASON_LENGTH)}"${invalid} SL=${level(plan.stopLoss)} TP=${level(plan.takeProfit)} ${stop}`;
}

function coinLine(coin: string, decisions: readonly RecalledDecision[], now: number, words: MemoryWords) {
  const items = decisions.map(
    (decision) =>
      `${ageText(decision.time, now)} ${decision.action}→${outcomeText(decision.outcome, words)}`,
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
  // Coins keep their places as entries are dropped.
  const coins = [...new Set(memory.recent.map((decision) => decision.coin))];
  let plans = [...memory.plans];
  let recent = [...memory.recent];
  let text = render(plans, recent, coins, now, words);
  while (approxTokens(text) > MEMORY_MAX_TOKENS && (recent.length > 0 || plans.length > 0)) {
    if (recent.length > 0) recent = recent.slice(1);
    else plans = plans.slice(1);
    text = render(plans, recent, coins, now, words);
  }
  return text;
}
