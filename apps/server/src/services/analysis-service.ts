import {
  type Analysis,
  type AnalysisModelId,
  type AnalysisProgress,
  type AnalysisPrompt,
  AppError,
  analysisCostUsd,
  applyGuardrails,
  buildAnalysisPromptParts,
  type CoinSymbol,
  type DataSourceSelection,
  type DecisionMemory,
  holdDecision,
  type Language,
  LOCAL_MODEL_ID,
  normalizeDataSources,
  promptText,
  type RemoteModelId,
  type RiskPreference,
  type SmartAnalysisData,
  type SmartAnalysisRequest,
  type TradingDecision,
  translate,
} from "@app/core";
import { guardrailContext, toPromptCoin, toPromptPositions } from "../ai/analysis-inputs.ts";
import { progressReporter } from "../ai/analysis-progress.ts";
import { type ConnectionTestResult, testProviderConnection } from "../ai/connection-test.ts";
import type { ProviderBaseUrls } from "../ai/language-model.ts";
import { runLocalAnalyst } from "../ai/local-analyst.ts";
import type { AnalystCoinInput, AnalystInput } from "../ai/local-analyst-types.ts";
import { type AnalysisHistory, readDecisionMemory } from "../ai/memory-inputs.ts";
import { OpenInterestHistory } from "../ai/open-interest-history.ts";
import { type ModelIdOverrides, type RequestHeaders, resolveProvider } from "../ai/provider-keys.ts";
import { runRemoteAnalysis } from "../ai/remote-analysis.ts";
import { describeAnalystInput } from "../ai/what-ai-sees.ts";
import type { MarketData, MarketSnapshot } from "../exchange/market-data.ts";
import { toPosition } from "./account-mapper.ts";
import type { AccountService } from "./account-service.ts";

/** 15-minute candles the analyst reads: one day. */
const INTRADAY_CANDLES = 96;
/** 4-hour candles the analyst reads: two weeks, enough for EMA50. */
const CONTEXT_CANDLES = 90;
/** Trade amount when the request names none (product rules §7: the trade amount or 100). */
const DEFAULT_TRADE_AMOUNT = 100;

/** How the engine reaches model providers. */
export interface AiSettings {
  /** Base URLs replacing providers' defaults. */
  readonly baseUrls: ProviderBaseUrls;
  /** Budget of one model call, repair included, in ms. */
  readonly timeoutMs: number;
  /** Provider model ids replacing the built-in ones. */
  readonly models?: ModelIdOverrides;
}

/** Providers' own URLs and a minute per analysis: reasoning models take tens of seconds. */
export const DEFAULT_AI_SETTINGS: AiSettings = { baseUrls: {}, timeoutMs: 60_000 };

/** The request context of an analysis: the key headers of product rules §7 and the client's abort signal. */
export interface AnalyzeOptions {
  readonly headers?: RequestHeaders;
  readonly signal?: AbortSignal;
  /**
   * Told the analysis's progress as it comes: the pending coins, the texts as they are written and each
   * decision once complete and past the per-decision guardrails. A model's reply is then streamed.
   */
  readonly onProgress?: (event: AnalysisProgress) => void;
}

/** What a prompt is built for. */
export interface PromptRequest {
  readonly userAddress: `0x${string}`;
  readonly coins: readonly CoinSymbol[];
  readonly dataSources: Partial<DataSourceSelection>;
  readonly customPrompt: string;
  readonly initialBalance?: number | undefined;
  readonly riskPreference: RiskPreference;
  readonly language: Language;
  /** Send the decision memory with the prompt (default on). */
  readonly memory?: boolean | undefined;
}

/** A HOLD for a coin the exchange does not list, so the card says why there is no analysis. */
function unlistedDecision(coin: CoinSymbol, language: Language): TradingDecision {
  return holdDecision(coin, 0, translate({ key: "analysis.unlisted", params: { coin } }, language));
}

interface Inputs {
  readonly snapshot: MarketSnapshot;
  readonly listed: CoinSymbol[];
  readonly analyst: AnalystInput;
  readonly positions: ReturnType<typeof toPosition>[];
}

/** Told each analysis's model and outcome (metrics). */
export type AnalysisObserver = (
  model: string,
  outcome:
    | { ok: true; seconds: number; inputTokens: number; outputTokens: number }
    | { ok: false; code: string },
) => void;

/** Runs analyses: market snapshot and account in parallel, then the analyst or the user's model, then the guardrails. */
export class AnalysisService {
  readonly #marketData: MarketData;
  readonly #accounts: AccountService;
  readonly #now: () => number;
  readonly #ai: AiSettings;
  readonly #openInterest = new OpenInterestHistory();
  readonly #observe: AnalysisObserver | undefined;
  /** Where the decision memory reads this wallet's earlier analyses; without it the memory is left out. */
  readonly #history: AnalysisHistory | undefined;

  constructor(
    marketData: MarketData,
    accounts: AccountService,
    now: () => number = Date.now,
    ai: AiSettings = DEFAULT_AI_SETTINGS,
    observe?: AnalysisObserver,
    history?: AnalysisHistory,
  ) {
    this.#marketData = marketData;
    this.#accounts = accounts;
    this.#now = now;
    this.#ai = ai;
    this.#observe = observe;
    this.#history = history;
  }

  /** Checks the request's key for `model` against its provider with a one-word call. */
  testConnection(
    model: AnalysisModelId | undefined,
    options: AnalyzeOptions = {},
  ): Promise<ConnectionTestResult> {
    return testProviderConnection({
      model,
      headers: options.headers ?? {},
      baseUrls: this.#ai.baseUrls,
      ...(this.#ai.models ? { modelIds: this.#ai.models } : {}),
      timeoutMs: this.#ai.timeoutMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
  }

  /** Analyses the requested coins for the user's account; every decision has passed the guardrails. */
  async analyze(request: SmartAnalysisRequest, options: AnalyzeOptions = {}): Promise<SmartAnalysisData> {
    if (!this.#observe) return this.#analyze(request, options);
    try {
      const data = await this.#analyze(request, options);
      const { latencyMs, inputTokens, outputTokens } = data.metadata;
      this.#observe(request.model, { ok: true, seconds: latencyMs / 1000, inputTokens, outputTokens });
      return data;
    } catch (error) {
      this.#observe(request.model, {
        ok: false,
        code: error instanceof AppError ? error.code : "INTERNAL_ERROR",
      });
      throw error;
    }
  }

  async #analyze(request: SmartAnalysisRequest, options: AnalyzeOptions): Promise<SmartAnalysisData> {
    const started = performance.now();
    const local = request.model === LOCAL_MODEL_ID;
    // Keys are checked before any market read, so a missing key fails fast.
    const target = local
      ? undefined
      : resolveProvider(request.model as RemoteModelId, options.headers ?? {}, this.#ai.models);
    const inputs = await this.#inputs(request, options.signal);
    const context = guardrailContext({
      coins: inputs.listed,
      markets: inputs.snapshot.markets,
      positions: inputs.positions,
      availableCash: inputs.analyst.availableCash,
      tradeAmount: inputs.analyst.tradeAmount,
      riskPreference: request.riskPreference,
      language: request.language,
    });
    const emit = options.onProgress;
    const progress = emit ? progressReporter(emit, context) : undefined;
    if (emit) {
      emit({
        type: "start",
        coins: [...request.coins],
        model: target ? target.modelId : LOCAL_MODEL_ID,
        provider: target ? target.provider : "built-in",
      });
      for (const coin of request.coins.filter((symbol) => !inputs.snapshot.markets.has(symbol)))
        emit({ type: "decision", decision: unlistedDecision(coin, request.language) });
    }
    let analysis: Analysis;
    let userPrompt: string;
    let usage = { inputTokens: 0, cachedInputTokens: 0, outputTokens: 0 };
    let reportedCostUsd: number | undefined;
    if (!target) {
      analysis = runLocalAnalyst(inputs.analyst);
      progress?.reportAnalysis(analysis);
      userPrompt = describeAnalystInput(inputs.analyst, request.customPrompt, this.#now());
    } else if (inputs.listed.length === 0) {
      // Nothing the exchange lists was asked for: no data, so no model call to pay for.
      analysis = { strategy_overview: "", comprehensive_analysis: "", trading_decisions: [] };
      userPrompt = "";
    } else {
      const prompt = this.#prompt(request, inputs, await this.#memory(request, inputs, options.signal));
      userPrompt = promptText(prompt);
      const result = await runRemoteAnalysis({
        target,
        baseUrls: this.#ai.baseUrls,
        prompt,
        timeoutMs: this.#ai.timeoutMs,
        signal: options.signal,
        onPart: progress?.onPart,
      });
      analysis = result.analysis;
      usage = {
        inputTokens: result.inputTokens,
        cachedInputTokens: result.cachedInputTokens,
        outputTokens: result.outputTokens,
      };
      reportedCostUsd = result.reportedCostUsd;
    }
    const guarded = applyGuardrails(analysis, context).map((result) => result.decision);
    for (const coin of request.coins.filter((symbol) => !inputs.snapshot.markets.has(symbol)))
      guarded.push(unlistedDecision(coin, request.language));
    return {
      analysis: { ...analysis, trading_decisions: guarded },
      metadata: {
        model: target ? target.modelId : LOCAL_MODEL_ID,
        provider: target ? target.provider : "built-in",
        inputTokens: usage.inputTokens,
        cachedInputTokens: usage.cachedInputTokens,
        outputTokens: usage.outputTokens,
        // The built-in analyst costs nothing; a model without a known price is unpriced (null), never free.
        costUsd: target ? analysisCostUsd(target.modelId, usage, reportedCostUsd) : 0,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        marketDataTime: inputs.snapshot.time,
        coins: inputs.listed,
        riskPreference: request.riskPreference,
      },
      prompts: { userPrompt },
    };
  }

  /** The prompt a model would be sent for this request now (`GET /api/account/ai-prompt`). */
  async preview(
    request: PromptRequest,
    signal?: AbortSignal,
  ): Promise<{ userPrompt: string; marketDataTime: number }> {
    const inputs = await this.#inputs(request, signal);
    const memory = await this.#memory(request, inputs, signal);
    return {
      userPrompt: promptText(this.#prompt(request, inputs, memory)),
      marketDataTime: inputs.snapshot.time,
    };
  }

  /** The decision memory for a prompt, unless the request switched it off or nothing stores analyses. */
  async #memory(
    request: PromptRequest,
    inputs: Inputs,
    signal?: AbortSignal,
  ): Promise<DecisionMemory | undefined> {
    if (request.memory === false || !this.#history) return undefined;
    return readDecisionMemory({
      history: this.#history,
      accounts: this.#accounts,
      address: request.userAddress,
      coins: inputs.listed,
      positions: inputs.positions,
      // The server's clock, as the analyses were stored by it (the market data may be a moment older).
      now: this.#now(),
      signal,
    });
  }

  #prompt(request: PromptRequest, inputs: Inputs, memory: DecisionMemory | undefined): AnalysisPrompt {
    const time = inputs.snapshot.time;
    return buildAnalysisPromptParts(
      {
        language: request.language,
        time,
        coins: inputs.analyst.coins.map((coin) => toPromptCoin(coin, this.#openInterest, time)),
        positions: toPromptPositions(inputs.positions),
        accountValue: inputs.analyst.accountValue,
        availableCash: inputs.analyst.availableCash,
        tradeAmount: inputs.analyst.tradeAmount,
        riskPreference: request.riskPreference,
        dataSources: inputs.analyst.dataSources,
        userIdeas: request.customPrompt,
        memory,
      },
      translate,
    );
  }

  async #inputs(request: PromptRequest, signal?: AbortSignal): Promise<Inputs> {
    const [snapshot, state] = await Promise.all([
      this.#marketData.snapshot(),
      this.#accounts.state(request.userAddress, signal),
    ]);
    const listed = request.coins.filter((coin) => snapshot.markets.has(coin));
    const coins = await Promise.all(listed.map((coin) => this.#coinInput(coin, snapshot.markets)));
    const positions = state.assetPositions.map(toPosition);
    const analyst: AnalystInput = {
      coins,
      positions: positions.map((position) => ({
        coin: position.coin,
        size: position.side === "LONG" ? position.size : -position.size,
        entryPrice: position.entryPrice,
        unrealizedPnl: position.unrealizedPnl,
      })),
      accountValue: Number(state.marginSummary.accountValue),
      availableCash: Number(state.withdrawable),
      tradeAmount: request.initialBalance ?? DEFAULT_TRADE_AMOUNT,
      riskPreference: request.riskPreference,
      dataSources: normalizeDataSources(request.dataSources),
      language: request.language,
    };
    return { snapshot, listed, analyst, positions };
  }

  async #coinInput(coin: CoinSymbol, markets: MarketSnapshot["markets"]): Promise<AnalystCoinInput> {
    const market = markets.get(coin);
    if (!market) throw new AppError("UNKNOWN_COIN", { details: coin });
    const [intraday, context] = await Promise.all([
      this.#marketData.candles(market.exchangeCoin, "15m", INTRADAY_CANDLES),
      this.#marketData.candles(market.exchangeCoin, "4h", CONTEXT_CANDLES),
    ]);
    return { market, intraday, context };
  }
}
