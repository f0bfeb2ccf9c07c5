import type { ReplayTrade } from "./replay-account.ts";

/** The columns of a replay's trade export, in order. */
export const REPLAY_CSV_COLUMNS = [
  "openedAt",
  "closedAt",
  "coin",
  "side",
  "size",
  "entry",
  "exit",
  "fees",
  "funding",
  "pnl",
  "reason",
] as const;

/** One column of the trade export. */
export type ReplayCsvColumn = (typeof REPLAY_CSV_COLUMNS)[number];

/** The words of the export in the reader's language: column headers, sides and exit reasons. */
export interface ReplayCsvLabels {
  readonly columns: Readonly<Record<ReplayCsvColumn, string>>;
  side(side: ReplayTrade["side"]): string;
  reason(reason: ReplayTrade["reason"]): string;
}

/** A cell quoted as RFC 4180 asks: in double quotes, inner quotes doubled, when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

// Amounts without thousands separators or float noise, so a spreadsheet reads them as numbers.
const amount = (value: number) => String(Number(value.toFixed(6)));

/**
 * A replay's closed trades as CSV (RFC 4180, CRLF line ends, a header row): times in ISO 8601 UTC, amounts in
 * USDC as plain numbers, sides and reasons in the reader's language.
 */
export function replayTradesCsv(trades: readonly ReplayTrade[], labels: ReplayCsvLabels): string {
  const header = REPLAY_CSV_COLUMNS.map((column) => csvCell(labels.columns[column]));
  const rows = trades.map((trade) =>
    [
      new Date(trade.openedAt).toISOString(),
      new Date(trade.closedAt).toISOString(),
      trade.coin,
      labels.side(trade.side),
      amount(trade.size),
      amount(trade.entryPrice),
      amount(trade.exitPrice),
      amount(trade.fees),
      amount(trade.funding),
      amount(trade.pnl),
      labels.reason(trade.reason),
    ].map(csvCell),
  );
  return `${[header, ...rows].map((cells) => cells.join(",")).join("\r\n")}\r\n`;
}
