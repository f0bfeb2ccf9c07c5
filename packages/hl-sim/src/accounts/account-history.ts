import type { AccountSnapshot, FillRecord, FundingRecord, LedgerUpdate } from "./account-records.ts";
import type { PositionState } from "./ledger.ts";

/** A position keyed by asset, as plain data: [asset, szi, entryNtl]. */
export type PositionRow = readonly [asset: number, szi: number, entryNtl: number];

/** An account's history: what grows with every fill, funding payment and transfer. */
export interface AccountHistory {
  readonly fills: FillRecord[];
  readonly snapshots: AccountSnapshot[];
  readonly fundingRecords: FundingRecord[];
  readonly ledger: LedgerUpdate[];
}

/**
 * The history as JSON-safe data. Balance-sheet snapshots, one per change, are rows
 * `[time, cash, cumulativeVolume, netInflow, positions]` without key names.
 */
export interface HistoryData {
  readonly fills: readonly FillRecord[];
  readonly snapshots: readonly (readonly [number, number, number, number, readonly PositionRow[]])[];
  readonly fundingRecords: readonly FundingRecord[];
  readonly ledger: readonly LedgerUpdate[];
}

/**
 * A history still in the snapshot file's JSON text. A restart keeps each account's history as text
 * and parses it on first use, so start-up time does not grow with the number of fills; a compaction
 * writes untouched text back as it is.
 */
export class HistoryText {
  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }
}

/**
 * An account's history as it was at one instant (each list copied, the entries shared: they never
 * change once recorded), turned into data only when serialised. A compaction takes these for every
 * account at once, cheaply, and writes them out piece by piece while the exchange keeps trading.
 */
export class HistoryCut {
  readonly history: AccountHistory;

  constructor(history: AccountHistory) {
    this.history = {
      fills: history.fills.slice(),
      snapshots: history.snapshots.slice(),
      fundingRecords: history.fundingRecords.slice(),
      ledger: history.ledger.slice(),
    };
  }

  /** What `JSON.stringify` writes: the history as data. */
  toJSON(): HistoryData {
    return historyToData(this.history);
  }
}

/** A snapshot row of a balance-sheet snapshot. */
export function snapshotRow(s: AccountSnapshot): HistoryData["snapshots"][number] {
  return [s.time, s.cash, s.cumulativeVolume, s.netInflow, positionRows(s.positions)];
}

export const positionRows = (positions: ReadonlyMap<number, PositionState>): PositionRow[] =>
  [...positions].map(([asset, { szi, entryNtl }]) => [asset, szi, entryNtl]);

export const positionMap = (rows: readonly PositionRow[]): Map<number, PositionState> =>
  new Map(rows.map(([asset, szi, entryNtl]) => [asset, { szi, entryNtl }]));

/** The history as data. */
export function historyToData(history: AccountHistory): HistoryData {
  return {
    fills: history.fills,
    snapshots: history.snapshots.map(snapshotRow),
    fundingRecords: history.fundingRecords,
    ledger: history.ledger,
  };
}

/** The history `historyToData` (or its JSON text) described. */
export function historyFromData(data: HistoryData | HistoryText | HistoryCut): AccountHistory {
  if (data instanceof HistoryCut) return new HistoryCut(data.history).history;
  const plain = data instanceof HistoryText ? (JSON.parse(data.json) as HistoryData) : data;
  return {
    fills: [...plain.fills],
    snapshots: plain.snapshots.map(([time, cash, cumulativeVolume, netInflow, positions]) => ({
      time,
      cash,
      cumulativeVolume,
      netInflow,
      positions: positionMap(positions),
    })),
    fundingRecords: [...plain.fundingRecords],
    ledger: [...plain.ledger],
  };
}
