import {
  analysisSchema,
  buildDecisionMemory,
  type DecisionMemory,
  type Position,
  type RememberedDecision,
  stopOnExchangeOf,
} from "@app/core";
import type { StoredAnalysis } from "../db/analysis-store.ts";
import type { AccountService } from "../services/account-service.ts";

/** Stored analyses read back for the memory: enough for the last few decisions of 25 coins. */
const MEMORY_ANALYSES = 30;
/** Fills read back: Hyperliquid's `userFills` answers at most 2,000. */
const MEMORY_FILLS = 2_000;

/** Where a wallet's earlier analyses are read from (the analyses table). */
export interface AnalysisHistory {
  recent(address: string, limit: number): Promise<readonly StoredAnalysis[]>;
}

/** The decisions of stored analyses, each at the time it was stored; rows that no longer parse are skipped. */
export function rememberedDecisions(rows: readonly StoredAnalysis[]): RememberedDecision[] {
  return rows.flatMap((row) => {
    const parsed = analysisSchema.safeParse(row.decisions);
    if (!parsed.success) return [];
    return parsed.data.trading_decisions.map((decision) => ({
      time: row.createdAt,
      coin: decision.coin,
      action: decision.action,
      reasoning: decision.reasoning,
      stopLoss: decision.stop_loss,
      takeProfit: decision.take_profit,
    }));
  });
}

/**
 * The decision memory of an analysis from this wallet's stored analyses and the exchange's fills and
 * resting orders, read in parallel; `positions` are the ones the analysis read.
 */
export async function readDecisionMemory(options: {
  readonly history: AnalysisHistory;
  readonly accounts: AccountService;
  readonly address: `0x${string}`;
  readonly coins: readonly string[];
  readonly positions: readonly Position[];
  readonly now: number;
  readonly signal?: AbortSignal | undefined;
}): Promise<DecisionMemory> {
  const { accounts, address, signal } = options;
  const [rows, fills, orders] = await Promise.all([
    options.history.recent(address, MEMORY_ANALYSES),
    accounts.fills(address, MEMORY_FILLS, signal),
    accounts.openOrders(address, signal),
  ]);
  const positions = options.positions.map((position) => {
    const size = position.side === "LONG" ? position.size : -position.size;
    const shape = { coin: position.coin, size, markPrice: position.currentPrice };
    return { ...shape, stopOnExchange: stopOnExchangeOf(shape, orders) };
  });
  return buildDecisionMemory({
    decisions: rememberedDecisions(rows),
    fills,
    positions,
    coins: options.coins,
    now: options.now,
  });
}
