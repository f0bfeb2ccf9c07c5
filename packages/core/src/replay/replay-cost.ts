import type { DataSourceSelection } from "../catalog/data-sources.ts";
import type { RiskPreference } from "../catalog/risk.ts";
import type { Language, MessageTranslator } from "../i18n/message.ts";
import type { Candle } from "../indicators/candle.ts";
import { buildAnalysisPrompt } from "../prompt/build-prompt.ts";
import { type DecisionMemory, MEMORY_DECISIONS_PER_COIN } from "../prompt/decision-memory.ts";
import type { PromptCoin, PromptPosition } from "../prompt/prompt-input.ts";

/**
 * What a model writes back per step: the overview and the analysis, then one decision with its
 * reasoning per coin. Measured answers of the providers run 80–150 tokens a decision; the high side is used.
 */
export const REPLAY_OUTPUT_TOKENS = { base: 400, perCoin: 150 } as const;

const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/g;

/**
 * Tokens of a text as providers' tokenizers count it, on the high side: a CJK character is about one
 * token, other text about four characters a token (numbers split finer, so three and a half are used).
 */
export function approxTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return Math.ceil(cjk + (text.length - cjk) / 3.5);
}

/** The output tokens a step of `coins` coins is expected to cost. */
export function expectedOutputTokens(coins: number): number {
  return REPLAY_OUTPUT_TOKENS.base + REPLAY_OUTPUT_TOKENS.perCoin * coins;
}

/** What a replay step's prompt is made of, for its estimate. */
export interface ReplayStepShape {
  readonly coins: readonly string[];
  readonly dataSources: DataSourceSelection;
  readonly riskPreference: RiskPreference;
  readonly language: Language;
  readonly customPrompt: string;
}

const HOUR = 3_600_000;

/** Candles of a typical price with five significant digits, as a prompt would quote them. */
function sampleCandles(count: number, intervalMs: number): Candle[] {
  return Array.from({ length: count }, (_, index) => {
    const close = 12_345.6 + ((index * 37) % 97) * 1.7;
    return {
      time: index * intervalMs,
      open: close - 3.1,
      high: close + 12.7,
      low: close - 15.3,
      close,
      volume: 1234.5 + index,
    };
  });
}

/**
 * The prompt and output tokens of one replay step (`translate` as for {@link buildAnalysisPrompt}): the live analysis's own prompt template, filled with
 * market data of typical length for every coin, half the six allowed positions open, and a full memory.
 */
export function estimateStepTokens(
  shape: ReplayStepShape,
  translate: MessageTranslator,
): { input: number; output: number } {
  const intraday = sampleCandles(96, HOUR / 4);
  const context = sampleCandles(90, 4 * HOUR);
  const coins: PromptCoin[] = shape.coins.map((coin) => ({
    coin,
    price: 12_345.6,
    change24hPercent: -1.23,
    maxLeverage: 20,
    intraday,
    context,
    fundingRate: 0.0000125,
    premium: 0.00021,
    openInterestUsd: 0,
    openInterestChangePercent: null,
    openInterestWindowMinutes: 0,
  }));
  const positions: PromptPosition[] = shape.coins.slice(0, 3).map((coin) => ({
    coin,
    size: 0.0123,
    entryPrice: 12_300.5,
    markPrice: 12_345.6,
    leverage: 10,
    unrealizedPnl: 12.34,
    liquidationPrice: 11_234.5,
  }));
  // A full memory: the open positions' plans and each coin's last decisions, at the length it is capped to.
  const memory: DecisionMemory = {
    plans: positions.map((position) => ({
      coin: position.coin,
      side: "LONG",
      time: 0,
      reason: "x".repeat(60),
      invalidation: "x".repeat(40),
      stopLoss: 12_001.5,
      takeProfit: 12_901.5,
      stopOnExchange: 12_001.5,
    })),
    recent: shape.coins.flatMap((coin) =>
      Array.from({ length: MEMORY_DECISIONS_PER_COIN }, (_, index) => ({
        time: index,
        coin,
        action: "BUY" as const,
        outcome: { kind: "closed" as const, pnlPercent: -1.23, r: -0.45 },
      })),
    ),
  };
  const prompt = buildAnalysisPrompt(
    {
      language: shape.language,
      time: 0,
      coins,
      positions,
      accountValue: 10_000,
      availableCash: 8_000,
      tradeAmount: 500,
      riskPreference: shape.riskPreference,
      dataSources: shape.dataSources,
      userIdeas: shape.customPrompt,
      memory,
    },
    translate,
  );
  return { input: approxTokens(prompt), output: expectedOutputTokens(shape.coins.length) };
}

/** The estimate of a whole replay, shown before it starts. */
export interface ReplayCostEstimate {
  readonly steps: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly totalTokens: number;
  readonly costUsd: number;
}

/** Dollars of `tokens` at the model's price per 1,000 tokens (the model table's price). */
export function tokensCostUsd(tokens: number, usdPer1kTokens: number): number {
  return (tokens / 1000) * usdPer1kTokens;
}

/** Steps × the step's prompt and output tokens × the model's price. */
export function estimateReplayCost(
  steps: number,
  perStep: { readonly input: number; readonly output: number },
  usdPer1kTokens: number,
): ReplayCostEstimate {
  const inputTokens = steps * perStep.input;
  const outputTokens = steps * perStep.output;
  const totalTokens = inputTokens + outputTokens;
  return {
    steps,
    inputTokens,
    outputTokens,
    totalTokens,
    costUsd: tokensCostUsd(totalTokens, usdPer1kTokens),
  };
}

/** Steps of a replay from `start` to `end` every `stepHours`. */
export function replayStepCount(start: number, end: number, stepHours: number): number {
  return Math.max(0, Math.ceil((end - start) / (stepHours * HOUR)));
}

/** What a run has spent on its model so far. */
export interface ReplaySpend {
  readonly tokens: number;
  readonly usd: number;
}

/**
 * Whether the next call fits the budget: what the run spent plus the call's expected tokens and dollars
 * must stay within both limits; a run stops before a call that would exceed either.
 */
export function callFitsBudget(
  spent: ReplaySpend,
  next: { readonly tokens: number; readonly usd: number },
  budget: { readonly maxTokens: number; readonly maxUsd: number },
): boolean {
  return spent.tokens + next.tokens <= budget.maxTokens && spent.usd + next.usd <= budget.maxUsd + 1e-12;
}
