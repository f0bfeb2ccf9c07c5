import type { ModelRecord } from "../api/community.ts";

/** A stored analysis: when, and with which model. */
export interface RecordAnalysis {
  readonly createdAt: number;
  readonly model: string;
}

/** A completed execution: when, and which coins it filled. */
export interface RecordExecution {
  readonly createdAt: number;
  readonly filledCoins: readonly string[];
}

/** A fill of the account as the exchange reports it. */
export interface RecordFill {
  readonly coin: string;
  readonly time: number;
  /** "Open Long", "Close Short", … */
  readonly direction: string;
  readonly closedPnl: number;
  readonly orderId: number;
}

/** The last item at or before `time` of a list sorted by time. */
function lastAtOrBefore<T>(sorted: readonly T[], time: number, timeOf: (item: T) => number): T | undefined {
  let found: T | undefined;
  for (const item of sorted) {
    if (timeOf(item) > time) break;
    found = item;
  }
  return found;
}

/**
 * An address's record per model. The app stores which model made each analysis, not which analysis an
 * execution carried out, so an execution counts for the model of the latest analysis before it (the trading
 * panel and the auto-trading loop execute the analysis they just made); a closing order counts for the model
 * of the latest execution before it that filled the same coin, and wins when its realised P&L is positive.
 * Closes by stop loss or take profit count too: they come from the exchange's fills, not from executions.
 */
export function modelRecords(
  analyses: readonly RecordAnalysis[],
  executions: readonly RecordExecution[],
  fills: readonly RecordFill[],
): ModelRecord[] {
  const byTime = <T extends { createdAt: number }>(items: readonly T[]) =>
    [...items].sort((a, b) => a.createdAt - b.createdAt);
  const records = new Map<string, ModelRecord>();
  const recordOf = (model: string) => {
    let record = records.get(model);
    if (!record) {
      record = { model, analyses: 0, executions: 0, closedTrades: 0, wins: 0, winRate: null, realizedPnl: 0 };
      records.set(model, record);
    }
    return record;
  };
  const sortedAnalyses = byTime(analyses);
  for (const analysis of sortedAnalyses) recordOf(analysis.model).analyses += 1;

  const attributed = byTime(executions).flatMap((execution) => {
    const analysis = lastAtOrBefore(sortedAnalyses, execution.createdAt, (item) => item.createdAt);
    if (!analysis) return [];
    recordOf(analysis.model).executions += 1;
    return [{ ...execution, model: analysis.model }];
  });

  // One closing order is one trade, however many fills it took.
  const closes = new Map<number, { coin: string; time: number; pnl: number }>();
  for (const fill of fills) {
    if (!fill.direction.startsWith("Close")) continue;
    const close = closes.get(fill.orderId) ?? { coin: fill.coin, time: fill.time, pnl: 0 };
    close.time = Math.min(close.time, fill.time);
    close.pnl += fill.closedPnl;
    closes.set(fill.orderId, close);
  }
  for (const close of closes.values()) {
    const opener = lastAtOrBefore(
      attributed.filter((execution) => execution.filledCoins.includes(close.coin)),
      close.time,
      (item) => item.createdAt,
    );
    if (!opener) continue;
    const record = recordOf(opener.model);
    record.closedTrades += 1;
    if (close.pnl > 0) record.wins += 1;
    record.realizedPnl += close.pnl;
  }
  return [...records.values()]
    .map((record) => ({
      ...record,
      realizedPnl: Math.round(record.realizedPnl * 100) / 100,
      winRate: record.closedTrades > 0 ? record.wins / record.closedTrades : null,
    }))
    .sort((a, b) => b.analyses - a.analyses || a.model.localeCompare(b.model));
}
