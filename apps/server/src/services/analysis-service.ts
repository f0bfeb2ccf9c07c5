import {
  AppError,
  type CoinSymbol,
  LOCAL_MODEL_ID,
  normalizeDataSources,
  type SmartAnalysisData,
  type SmartAnalysisRequest,
} from "@app/core";
import { runLocalAnalyst } from "../ai/local-analyst.ts";
import type { AnalystCoinInput, AnalystInput } from "../ai/local-analyst-types.ts";
import { describeAnalystInput } from "../ai/what-ai-sees.ts";
import type { MarketData } from "../exchange/market-data.ts";
import { toPosition } from "./account-mapper.ts";
import type { AccountService } from "./account-service.ts";

/** 15-minute candles the analyst reads: one day. */
const INTRADAY_CANDLES = 96;
/** 4-hour candles the analyst reads: two weeks, enough for EMA50. */
const CONTEXT_CANDLES = 90;
/** Trade amount when the request names none (spec §7: the trade amount or 100). */
const DEFAULT_TRADE_AMOUNT = 100;

/** A HOLD for a coin the exchange does not list, so the card says why there is no analysis. */
function unlistedDecision(coin: CoinSymbol, language: "en" | "zh") {
  const reasoning =
    language === "zh"
      ? `${coin} 未在此交易所上市，没有可分析的数据。`
      : `${coin} is not listed on this exchange: no data to analyse.`;
  return {
    coin,
    action: "HOLD" as const,
    confidence: 0,
    reasoning,
    quantity: null,
    entry_price: null,
    leverage: null,
    stop_loss: null,
    take_profit: null,
    risk_reward_ratio: null,
  };
}

/** Runs analyses: market snapshot and account in parallel, then the analyst, timed. */
export class AnalysisService {
  readonly #marketData: MarketData;
  readonly #accounts: AccountService;
  readonly #now: () => number;

  constructor(marketData: MarketData, accounts: AccountService, now: () => number = Date.now) {
    this.#marketData = marketData;
    this.#accounts = accounts;
    this.#now = now;
  }

  /** Analyses the requested coins for the user's account and returns decisions with what the analyst saw. */
  async analyze(request: SmartAnalysisRequest): Promise<SmartAnalysisData> {
    if (request.model !== LOCAL_MODEL_ID) {
      throw new AppError("MODEL_UNAVAILABLE", {
        details: `"${request.model}" needs its AI provider, which this version does not have yet`,
      });
    }
    const started = performance.now();
    const [snapshot, state] = await Promise.all([
      this.#marketData.snapshot(),
      this.#accounts.state(request.userAddress),
    ]);
    const listed = request.coins.filter((coin) => snapshot.markets.has(coin));
    const coins = await Promise.all(listed.map((coin) => this.#coinInput(coin, snapshot.markets)));
    const positions = state.assetPositions.map(toPosition);
    const input: AnalystInput = {
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
    const analysis = runLocalAnalyst(input);
    for (const coin of request.coins.filter((symbol) => !snapshot.markets.has(symbol))) {
      analysis.trading_decisions.push(unlistedDecision(coin, request.language));
    }
    return {
      analysis,
      metadata: {
        model: LOCAL_MODEL_ID,
        provider: "built-in",
        inputTokens: 0,
        outputTokens: 0,
        estimatedCostUsd: 0,
        latencyMs: Math.round((performance.now() - started) * 100) / 100,
        marketDataTime: snapshot.time,
        coins: listed,
        riskPreference: request.riskPreference,
      },
      prompts: { userPrompt: describeAnalystInput(input, request.customPrompt, this.#now()) },
    };
  }

  async #coinInput(coin: CoinSymbol, markets: ReadonlyMap<CoinSymbol, AnalystCoinInput["market"]>) {
    const market = markets.get(coin) as AnalystCoinInput["market"];
    const [intraday, context] = await Promise.all([
      this.#marketData.candles(market.exchangeCoin, "15m", INTRADAY_CANDLES),
      this.#marketData.candles(market.exchangeCoin, "4h", CONTEXT_CANDLES),
    ]);
    return { market, intraday, context } satisfies AnalystCoinInput;
  }
}
