import { createHash } from "node:crypto";
import {
  type Analysis,
  AppError,
  applyGuardrails,
  type CoinSymbol,
  type DataSourceSelection,
  type ExitPolicy,
  type GuardrailContext,
  LEVERAGE_BANDS,
  LOCAL_MODEL_ID,
  type Message,
  planExecution,
  type RememberedDecision,
  type RemoteModelId,
  type ReplayBudget,
  type ReplayCheckpoint,
  type ReplayOrder,
  type ReplayResult,
  type ReplayView,
  type RiskLimits,
  type RiskPreference,
  runReplay,
  STOP_REPLAY,
} from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ProviderBaseUrls } from "../ai/language-model.ts";
import { runLocalAnalyst } from "../ai/local-analyst.ts";
import type { ProviderTarget } from "../ai/provider-keys.ts";
import type { MarketData } from "../exchange/market-data.ts";
import { type CoinHistory, loadReplayHistory } from "./replay-history.ts";
import { analystInputAt, type ReplaySettings } from "./replay-inputs.ts";
import { type CachedReply, noUsage, ReplayModel, type ReplayStep, type ReplayUsage } from "./replay-model.ts";

const HOUR = 3_600_000;

/** A replay to run: the live analysis's settings, a money amount, a step and a stretch of history. */
export interface ReplayRequest {
  /** Whose replay: model replies are cached per address. */
  readonly userAddress: string;
  /** The local analyst, or the user's model (then `budget` is required). */
  readonly model?: string;
  /** The user's own prompt text, as in the live analysis. */
  readonly customPrompt?: string;
  readonly budget?: ReplayBudget | undefined;
  readonly coins: readonly CoinSymbol[];
  readonly dataSources: DataSourceSelection;
  readonly riskPreference: RiskPreference;
  /** Margin per new position, as in the trading panel. */
  readonly tradeAmount: number;
  /** The paper account's value at the start. */
  readonly initialBalance: number;
  readonly language: "en" | "zh";
  /** First decision and end of the run, ms; whole hours. */
  readonly start: number;
  readonly end: number;
  readonly stepHours: number;
  /** How stops move after entry (default fixed), as the live exit manager moves them. */
  readonly exitPolicy?: ExitPolicy | undefined;
  /** The auto-trading risk governor's limits the run obeys, as the live loops do (default none). */
  readonly riskLimits?: RiskLimits | null | undefined;
}

/** A finished replay: the simulator's result, how many decisions each action got and what the model cost. */
export interface ReplayOutcome extends ReplayResult, ReplayUsage {
  readonly steps: number;
  /** Why the run ended early (its budget), when it did. */
  readonly stopMessage?: Message | undefined;
  readonly decisions: {
    readonly buy: number;
    readonly sell: number;
    readonly close: number;
    readonly hold: number;
  };
}

/** Where a replay stood after a completed step: the simulator's checkpoint and what the run counted. */
export interface ReplayRunCheckpoint {
  readonly sim: ReplayCheckpoint;
  readonly steps: number;
  readonly decisions: ReplayOutcome["decisions"];
  readonly usage: ReplayUsage;
  /** The model's earlier decisions, recalled in later prompts as in the live analysis; absent in older checkpoints. */
  readonly memory?: readonly RememberedDecision[] | undefined;
}

/** Progress, checkpoints and cancellation of a running replay. */
export interface ReplayRunOptions {
  /** Continue from this checkpoint of the same request instead of from the start. */
  readonly resume?: ReplayRunCheckpoint | undefined;
  /** Called after every step with its checkpoint, built only if asked for. */
  onCheckpoint?(checkpoint: () => ReplayRunCheckpoint): void;
  readonly signal?: AbortSignal;
  /** The user's provider, model id and key, held in memory for this run only; required for a remote model. */
  readonly target?: ProviderTarget | undefined;
  onProgress?(done: number, total: number): void;
}

function guardrailContextAt(
  view: ReplayView,
  markets: ReturnType<typeof analystInputAt>["markets"],
  settings: ReplaySettings,
  availableCash: number,
): GuardrailContext {
  return {
    coins: [...markets.keys()],
    riskPreference: settings.riskPreference,
    markets: new Map(
      [...markets].map(([coin, market]) => [
        coin,
        { price: market.midPrice, maxLeverage: market.maxLeverage, szDecimals: market.szDecimals },
      ]),
    ),
    positions: new Map(
      view.positions.map((position) => [
        position.coin,
        position.side === "LONG" ? position.size : -position.size,
      ]),
    ),
    availableCash,
    tradeAmount: settings.tradeAmount,
    language: settings.language,
  };
}

/**
 * Replays the built-in local analyst on the exchange's own history: at every step it reads exactly
 * what the live analysis would have read then, and its decisions pass the same guardrails and order
 * rules as live trading before the simulator fills them.
 */
export class ReplayService {
  readonly #info: InfoClient;
  readonly #marketData: MarketData;
  readonly #ai: ReplayAiSettings;

  constructor(info: InfoClient, marketData: MarketData, ai: ReplayAiSettings = NO_REMOTE_AI) {
    this.#info = info;
    this.#marketData = marketData;
    this.#ai = ai;
  }

  /** Runs `request` to the end (or until cancelled or out of budget) and returns its curve, trades and metrics. */
  async run(request: ReplayRequest, options: ReplayRunOptions = {}): Promise<ReplayOutcome> {
    const model = this.#model(request, options);
    const snapshot = await this.#marketData.snapshot();
    const histories = await loadReplayHistory(
      this.#info,
      snapshot.markets,
      request.coins,
      { start: request.start, end: request.end },
      options.signal,
    );
    return replayAnalyst(histories, request, model, options);
  }

  #model(request: ReplayRequest, options: ReplayRunOptions): ReplayModel | undefined {
    if ((request.model ?? LOCAL_MODEL_ID) === LOCAL_MODEL_ID) return undefined;
    if (!options.target || !request.budget) {
      throw new AppError("VALIDATION_ERROR", {
        detail: { key: "errorDetail.replayNeedsKeyAndBudget" },
      });
    }
    return new ReplayModel({
      model: request.model as RemoteModelId,
      target: options.target,
      baseUrls: this.#ai.baseUrls,
      timeoutMs: this.#ai.timeoutMs,
      budget: request.budget,
      customPrompt: request.customPrompt ?? "",
      cache: {
        get: (key) => this.#ai.replies.get(request.userAddress, key),
        put: (key, reply) => this.#ai.replies.put(request.userAddress, key, reply, this.#ai.now()),
      },
      cacheKey: (prompt) =>
        replyCacheKey(options.target as ProviderTarget, request.customPrompt ?? "", prompt),
      signal: options.signal,
      spent: options.resume?.usage,
      memory: options.resume?.memory,
    });
  }
}

/** Where replies are kept per address (the database's replay_replies). */
export interface ReplyStore {
  get(address: string, key: string): Promise<CachedReply | undefined>;
  put(address: string, key: string, reply: CachedReply, now: number): Promise<void>;
}

/** How replays reach the user's model: the live analysis's provider settings and the replies' store. */
export interface ReplayAiSettings {
  readonly baseUrls: ProviderBaseUrls;
  readonly timeoutMs: number;
  readonly replies: ReplyStore;
  now(): number;
}

/** No store: every reply is paid for (the benchmark and tests of the local analyst). */
const NO_REMOTE_AI: ReplayAiSettings = {
  baseUrls: {},
  timeoutMs: 60_000,
  replies: { get: async () => undefined, put: async () => {} },
  now: Date.now,
};

/**
 * The cache key of a model's reply: the provider and model id, the user's prompt, and the digest of the
 * whole prompt the step sent (the snapshot it describes).
 */
export function replyCacheKey(target: ProviderTarget, customPrompt: string, prompt: string): string {
  const digest = (text: string) => createHash("sha256").update(text).digest("hex");
  return digest(JSON.stringify([target.provider, target.modelId, digest(customPrompt), digest(prompt)]));
}

/** The replay of the local analyst on history already loaded (what the benchmark times). */
export function replayLocalAnalyst(
  histories: ReadonlyMap<CoinSymbol, CoinHistory>,
  request: ReplayRequest,
  options: ReplayRunOptions = {},
): Promise<ReplayOutcome> {
  return replayAnalyst(histories, request, undefined, options);
}

/** The replay loop itself on history already loaded: the local analyst, or the user's model when given. */
async function replayAnalyst(
  histories: ReadonlyMap<CoinSymbol, CoinHistory>,
  request: ReplayRequest,
  model: ReplayModel | undefined,
  options: ReplayRunOptions,
): Promise<ReplayOutcome> {
  const settings: ReplaySettings = request;
  const decisions = { ...(options.resume?.decisions ?? { buy: 0, sell: 0, close: 0, hold: 0 }) };
  let steps = options.resume?.steps ?? 0;
  const total = Math.ceil((request.end - request.start) / (request.stepHours * HOUR));
  const funding = new Map([...histories].map(([coin, history]) => [coin, history.funding] as const));
  const result = await runReplay({
    initialBalance: request.initialBalance,
    candles: new Map([...histories].map(([coin, history]) => [coin, history.hourly])),
    start: request.start,
    end: request.end,
    stepMs: request.stepHours * HOUR,
    exitPolicy: request.exitPolicy,
    riskLimits: request.riskLimits,
    fundingRate: (coin, time) => {
      let rate = 0;
      for (const record of funding.get(coin as CoinSymbol) ?? []) {
        if (record.time > time) break;
        rate = record.rate;
      }
      return rate;
    },
    decide: async (view) => {
      const { input, markets } = analystInputAt(view, histories, settings);
      const step: ReplayStep = { view, input, markets, number: steps + 1, total };
      const analysis: Analysis | undefined = model ? await model.analyse(step) : runLocalAnalyst(input);
      if (!analysis) return STOP_REPLAY;
      steps += 1;
      const guarded = applyGuardrails(
        analysis,
        guardrailContextAt(view, markets, settings, input.availableCash),
      ).map((item) => item.decision);
      model?.remember(guarded, view.time);
      for (const decision of guarded) decisions[decision.action.toLowerCase() as keyof typeof decisions] += 1;
      const plan = planExecution(guarded, {
        positions: view.positions.map((position) => ({
          coin: position.coin,
          size: position.side === "LONG" ? position.size : -position.size,
        })),
      });
      if (plan.kind === "all-hold") return [];
      return plan.orders.flatMap((order): ReplayOrder[] => {
        const market = markets.get(order.coin as CoinSymbol);
        if (!market) return [];
        return [
          {
            coin: order.coin,
            side: order.side,
            size: order.quantity,
            leverage: order.leverage ?? LEVERAGE_BANDS[settings.riskPreference].min,
            maxLeverage: market.maxLeverage,
            reduceOnly: order.reduceOnly === true,
            stopLoss: order.stop_loss ?? undefined,
            takeProfit: order.take_profit ?? undefined,
          },
        ];
      });
    },
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    resume: options.resume?.sim,
    onCheckpoint: (sim) =>
      options.onCheckpoint?.(() => ({
        sim: sim(),
        steps,
        decisions: { ...decisions },
        usage: { ...(model ? model.usage : noUsage()) },
        memory: model ? model.memory() : [],
      })),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return {
    ...result,
    steps,
    decisions,
    ...(model ? model.usage : noUsage()),
    stopMessage: model?.stopMessage,
  };
}
