import {
  type Analysis,
  type AnalysisPrompt,
  AppError,
  approxTokens,
  buildAnalysisPromptParts,
  buildDecisionMemory,
  type CoinSymbol,
  callFitsBudget,
  estimateCostUsd,
  expectedOutputTokens,
  type Message,
  MODEL_USD_PER_1K_TOKENS,
  promptText,
  type RememberedDecision,
  type RemoteModelId,
  type ReplayBudget,
  type ReplayView,
  type TradingDecision,
  tokensCostUsd,
  translate,
} from "@app/core";
import { toPromptCoin } from "../ai/analysis-inputs.ts";
import type { ProviderBaseUrls } from "../ai/language-model.ts";
import type { AnalystInput } from "../ai/local-analyst-types.ts";
import { OpenInterestHistory } from "../ai/open-interest-history.ts";
import type { ProviderTarget } from "../ai/provider-keys.ts";
import { type RemoteAnalysisResult, runRemoteAnalysis } from "../ai/remote-analysis.ts";
import type { AssetMarket } from "../exchange/market-data.ts";

/** One replay step as an analyst reads it. */
export interface ReplayStep {
  readonly view: ReplayView;
  readonly input: AnalystInput;
  readonly markets: ReadonlyMap<CoinSymbol, AssetMarket>;
  /** 1-based number of the step and the run's total, for the budget's message. */
  readonly number: number;
  readonly total: number;
}

/** What a run spent on its model: calls paid, replies read from the cache, tokens and dollars. */
export interface ReplayUsage {
  inputTokens: number;
  outputTokens: number;
  costUsd: number;
  modelCalls: number;
  cachedCalls: number;
}

/** An empty usage. */
export const noUsage = (): ReplayUsage => ({
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  modelCalls: 0,
  cachedCalls: 0,
});

/** A stored model reply for one prompt, with what it cost when it was paid for. */
export interface CachedReply {
  readonly analysis: Analysis;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** Where model replies are kept by their key, so a rerun on the same snapshots does not pay twice. */
export interface ReplyCache {
  get(key: string): Promise<CachedReply | undefined>;
  put(key: string, reply: CachedReply): Promise<void>;
}

/** What the user's model in a replay needs. */
export interface ReplayModelOptions {
  readonly model: RemoteModelId;
  readonly target: ProviderTarget;
  readonly baseUrls: ProviderBaseUrls;
  readonly timeoutMs: number;
  readonly budget: ReplayBudget;
  readonly customPrompt: string;
  readonly cache: ReplyCache;
  /** The key of a prompt's reply: model, the user's prompt and the snapshot's digest. */
  cacheKey(prompt: string): string;
  readonly signal?: AbortSignal | undefined;
  /** What an earlier part of the run (before a resume) spent already. */
  readonly spent?: ReplayUsage | undefined;
  /** The model's decisions at earlier steps, as remembered before a resume. */
  readonly memory?: readonly RememberedDecision[] | undefined;
}

/** Decisions a run keeps per coin for its memory: the recalled ones and the steps that bound them. */
const KEPT_DECISIONS_PER_COIN = 12;

/**
 * The user's model at each replay step: the live analysis's prompt built from the step's snapshot, the
 * reply read from the cache when this prompt was paid for before, else one call whose expected tokens
 * and dollars must fit the remaining budget. A step that would not fit ends the run with the budget's
 * message, in both languages.
 */
export class ReplayModel {
  readonly #options: ReplayModelOptions;
  readonly #openInterest = new OpenInterestHistory();
  #decisions: RememberedDecision[];
  readonly usage: ReplayUsage;
  /** Why the run stopped, once the budget stopped it. */
  stopMessage: Message | undefined;
  #largestOutput = 0;

  constructor(options: ReplayModelOptions) {
    this.#options = options;
    this.usage = { ...(options.spent ?? noUsage()) };
    this.#decisions = [...(options.memory ?? [])];
  }

  /** The decisions remembered so far (kept with a checkpoint). */
  memory(): RememberedDecision[] {
    return [...this.#decisions];
  }

  /**
   * The step's prompt, exactly as the live analysis would build it from this snapshot, with the memory of
   * the run's earlier steps only: their decisions and the fills before this step.
   */
  prompt(step: ReplayStep): AnalysisPrompt {
    const { view, input } = step;
    const mark = (position: ReplayStep["view"]["positions"][number]) =>
      step.markets.get(position.coin as CoinSymbol)?.markPrice ?? position.entryPrice;
    const memory = buildDecisionMemory({
      decisions: this.#decisions,
      fills: view.fills,
      positions: view.positions.map((position) => ({
        coin: position.coin,
        size: position.side === "LONG" ? position.size : -position.size,
        markPrice: mark(position),
        stopOnExchange: position.stopLoss ?? null,
      })),
      coins: input.coins.map((coin) => coin.market.coin),
      now: view.time,
    });
    return buildAnalysisPromptParts(
      {
        language: input.language,
        time: view.time,
        coins: input.coins.map((coin) => toPromptCoin(coin, this.#openInterest, view.time)),
        positions: view.positions.map((position) => {
          const size = position.side === "LONG" ? position.size : -position.size;
          return {
            coin: position.coin,
            size,
            entryPrice: position.entryPrice,
            markPrice: mark(position),
            leverage: position.leverage,
            unrealizedPnl: (mark(position) - position.entryPrice) * size,
            liquidationPrice: null,
          };
        }),
        accountValue: input.accountValue,
        availableCash: input.availableCash,
        tradeAmount: input.tradeAmount,
        riskPreference: input.riskPreference,
        dataSources: input.dataSources,
        userIdeas: this.#options.customPrompt,
        memory,
      },
      translate,
    );
  }

  /** The model's analysis of a step, or undefined when the budget ends the run before it. */
  async analyse(step: ReplayStep): Promise<Analysis | undefined> {
    if (step.input.coins.length === 0) {
      return { strategy_overview: "", comprehensive_analysis: "", trading_decisions: [] };
    }
    const prompt = this.prompt(step);
    const text = promptText(prompt);
    const key = this.#options.cacheKey(text);
    const cached = await this.#options.cache.get(key);
    if (cached) {
      this.usage.cachedCalls += 1;
      return cached.analysis;
    }
    const price = MODEL_USD_PER_1K_TOKENS[this.#options.model];
    const input = approxTokens(text);
    const output = Math.max(expectedOutputTokens(step.input.coins.length), this.#largestOutput);
    if (!this.#fits(input + output, price)) {
      this.#stop(step, input + output, price);
      return undefined;
    }
    let result: RemoteAnalysisResult;
    try {
      result = await runRemoteAnalysis({
        target: this.#options.target,
        baseUrls: this.#options.baseUrls,
        prompt,
        timeoutMs: this.#options.timeoutMs,
        signal: this.#options.signal,
        // The reply may use what the budget has left after the prompt, never more.
        maxOutputTokens: Math.max(1, this.#remainingTokens(price) - input),
        beforeRepair: (spent) => {
          // The unusable reply was paid for; the repair sends the prompt again with it, and must fit too.
          const repair = input + spent.output + output;
          if (!this.#fits(spent.input + spent.output + repair, price)) {
            this.#record(spent.input, spent.output);
            this.#stop(step, repair, price);
            throw new AppError("REPLAY_BUDGET_REACHED");
          }
        },
      });
    } catch (error) {
      if (error instanceof AppError && error.code === "REPLAY_BUDGET_REACHED") return undefined;
      throw error;
    }
    this.#record(result.inputTokens, result.outputTokens);
    this.#largestOutput = Math.max(this.#largestOutput, result.outputTokens);
    await this.#options.cache.put(key, result);
    return result.analysis;
  }

  /** Remembers a step's decisions after the guardrails, as the live analysis stores them. */
  remember(decisions: readonly TradingDecision[], time: number): void {
    const all = [
      ...this.#decisions,
      ...decisions.map((decision) => ({
        time,
        coin: decision.coin,
        action: decision.action,
        reasoning: decision.reasoning,
        stopLoss: decision.stop_loss,
        takeProfit: decision.take_profit,
      })),
    ];
    // Only the latest per coin: a long run's checkpoint stays small.
    const seen = new Map<string, number>();
    this.#decisions = all
      .reverse()
      .filter((decision) => {
        const count = (seen.get(decision.coin) ?? 0) + 1;
        seen.set(decision.coin, count);
        return count <= KEPT_DECISIONS_PER_COIN;
      })
      .reverse();
  }

  #remainingTokens(price: number): number {
    const { budget } = this.#options;
    const byTokens = budget.maxTokens - (this.usage.inputTokens + this.usage.outputTokens);
    const byDollars = price > 0 ? ((budget.maxUsd - this.usage.costUsd) / price) * 1000 : byTokens;
    return Math.floor(Math.min(byTokens, byDollars));
  }

  #fits(tokens: number, price: number): boolean {
    return callFitsBudget(
      { tokens: this.usage.inputTokens + this.usage.outputTokens, usd: this.usage.costUsd },
      { tokens, usd: tokensCostUsd(tokens, price) },
      this.#options.budget,
    );
  }

  /** Adds one paid model call (its repair included) to the run's usage. */
  #record(input: number, output: number): void {
    this.usage.inputTokens += input;
    this.usage.outputTokens += output;
    this.usage.costUsd = Math.max(
      0,
      estimateCostUsd(this.#options.model, this.usage.inputTokens, this.usage.outputTokens),
    );
    this.usage.modelCalls += 1;
  }

  #stop(step: ReplayStep, tokens: number, price: number): void {
    this.stopMessage = {
      key: "replay.budgetStopped",
      params: {
        tokens,
        usd: tokensCostUsd(tokens, price).toFixed(4),
        maxTokens: this.#options.budget.maxTokens,
        maxUsd: this.#options.budget.maxUsd,
        step: step.number,
        total: step.total,
      },
    };
  }
}
