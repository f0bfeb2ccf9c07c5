import {
  applyGuardrails,
  type CoinSymbol,
  type DataSourceSelection,
  type GuardrailContext,
  LEVERAGE_BANDS,
  planExecution,
  type ReplayOrder,
  type ReplayResult,
  type ReplayView,
  type RiskPreference,
  runReplay,
} from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import { runLocalAnalyst } from "../ai/local-analyst.ts";
import type { MarketData } from "../exchange/market-data.ts";
import { type CoinHistory, loadReplayHistory } from "./replay-history.ts";
import { analystInputAt, type ReplaySettings } from "./replay-inputs.ts";

const HOUR = 3_600_000;

/** A replay to run: the live analysis's settings, a money amount, a step and a stretch of history. */
export interface ReplayRequest {
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
}

/** A finished replay: the simulator's result and how many decisions each action got. */
export interface ReplayOutcome extends ReplayResult {
  readonly steps: number;
  readonly decisions: {
    readonly buy: number;
    readonly sell: number;
    readonly close: number;
    readonly hold: number;
  };
}

/** Progress and cancellation of a running replay. */
export interface ReplayRunOptions {
  readonly signal?: AbortSignal;
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

  constructor(info: InfoClient, marketData: MarketData) {
    this.#info = info;
    this.#marketData = marketData;
  }

  /** Runs `request` to the end (or until cancelled) and returns its curve, trades and metrics. */
  async run(request: ReplayRequest, options: ReplayRunOptions = {}): Promise<ReplayOutcome> {
    const snapshot = await this.#marketData.snapshot();
    const histories = await loadReplayHistory(
      this.#info,
      snapshot.markets,
      request.coins,
      { start: request.start, end: request.end },
      options.signal,
    );
    return replayLocalAnalyst(histories, request, options);
  }
}

/** The replay loop itself, on history already loaded (what the benchmark times). */
export async function replayLocalAnalyst(
  histories: ReadonlyMap<CoinSymbol, CoinHistory>,
  request: ReplayRequest,
  options: ReplayRunOptions = {},
): Promise<ReplayOutcome> {
  const settings: ReplaySettings = request;
  const decisions = { buy: 0, sell: 0, close: 0, hold: 0 };
  let steps = 0;
  const funding = new Map([...histories].map(([coin, history]) => [coin, history.funding] as const));
  const result = await runReplay({
    initialBalance: request.initialBalance,
    candles: new Map([...histories].map(([coin, history]) => [coin, history.hourly])),
    start: request.start,
    end: request.end,
    stepMs: request.stepHours * HOUR,
    fundingRate: (coin, time) => {
      let rate = 0;
      for (const record of funding.get(coin as CoinSymbol) ?? []) {
        if (record.time > time) break;
        rate = record.rate;
      }
      return rate;
    },
    decide: async (view) => {
      steps += 1;
      const { input, markets } = analystInputAt(view, histories, settings);
      const analysis = runLocalAnalyst(input);
      const guarded = applyGuardrails(
        analysis,
        guardrailContextAt(view, markets, settings, input.availableCash),
      ).map((item) => item.decision);
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
    ...(options.signal ? { signal: options.signal } : {}),
  });
  return { ...result, steps, decisions };
}
