import {
  type AppSettings,
  type AutoTradingRecord,
  allHoldResult,
  analysisInitialBalance,
  type ExecuteResponse,
  type Language,
  type Position,
  planExecution,
  positionRefsOf,
  primaryModel,
  runRecordOf,
  runResultOf,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
} from "@app/core";
import { errorFailure, errorText } from "../../api/error-text.ts";
import type { ServerModeExecution } from "../../api/execution.ts";

/** What one run asks for: whose account, the auto-trading configuration and the panel's prompt and amount. */
export interface AutoTradingRunInput {
  address: string;
  config: AppSettings["autoTradingConfig"];
  language: Language;
  customPrompt: string;
  /** The trade amount as typed in the trading panel; an invalid one sizes as 100 USDC. */
  tradeAmount: string;
  /** When the run started, in ms since the epoch. */
  at: number;
}

/** The calls a run makes, injected so a test can answer them. */
export interface AutoTradingRunCalls {
  analyse: (request: SmartAnalysisRequestInput) => Promise<SmartAnalysisData>;
  positions: (address: string) => Promise<Position[]>;
  /** Executes with the live agent, or in server mode after signing in when the session is not yet signed in. */
  execute: (execution: ServerModeExecution) => Promise<ExecuteResponse>;
}

/** A failure as a run's record keeps it: its text now, and its codes to word it again in another language. */
function failed(error: unknown, language: Language) {
  const failure = errorFailure(error);
  return { error: errorText(error, language), ...(failure ? { failure } : {}) };
}

/**
 * One auto-trading run (product rules §4): a smart analysis with the auto-trading configuration, then the
 * non-HOLD decisions executed against the current positions, then the run's history record. It never throws:
 * a failed analysis or execution becomes a failed record with its message in the user's language.
 */
export async function runAutoTrading(
  input: AutoTradingRunInput,
  calls: AutoTradingRunCalls,
): Promise<AutoTradingRecord> {
  const { address, config, language, at } = input;
  const model = primaryModel(config.selectedAI);
  let data: SmartAnalysisData;
  try {
    data = await calls.analyse({
      model,
      coins: config.selectedCoins,
      dataSources: config.dataSources,
      customPrompt: input.customPrompt,
      userAddress: address,
      initialBalance: analysisInitialBalance(input.tradeAmount),
      riskPreference: config.riskPreference,
      language,
      ...(config.memory === false ? { memory: false } : {}),
    });
  } catch (error) {
    return runRecordOf({ at, model, ...failed(error, language) });
  }
  const analysis = data.analysis;
  const shownModel = data.metadata.model || model;
  const costUsd = data.metadata.costUsd;
  try {
    const positions = await calls.positions(address);
    const plan = planExecution(analysis.trading_decisions, { positions: positionRefsOf(positions) });
    if (plan.kind === "all-hold" || plan.orders.length === 0) {
      return runRecordOf({ at, model: shownModel, analysis, execution: allHoldResult(), costUsd });
    }
    const response = await calls.execute({
      orders: plan.orders,
      userAddress: address,
      idempotencyKey: crypto.randomUUID(),
    });
    return runRecordOf({
      at,
      model: shownModel,
      analysis,
      execution: runResultOf(response.data.results),
      costUsd,
    });
  } catch (error) {
    return runRecordOf({ at, model: shownModel, analysis, ...failed(error, language), costUsd });
  }
}
