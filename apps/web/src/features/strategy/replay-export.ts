import { REPLAY_CSV_COLUMNS, type ReplayCsvLabels, type ReplayRunResult, replayTradesCsv } from "@app/core";
import type { TFunction } from "i18next";

/** The export's words in the interface language. */
export function csvLabels(t: TFunction): ReplayCsvLabels {
  return {
    columns: Object.fromEntries(
      REPLAY_CSV_COLUMNS.map((column) => [column, t(`replay.csvColumns.${column}`)]),
    ) as ReplayCsvLabels["columns"],
    side: (side) => (side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short")),
    reason: (reason) => t(`replay.reasons.${reason}`),
  };
}

/**
 * Saves a replay's trades as a CSV file through the browser's download. A byte-order mark leads, so a
 * spreadsheet opens the Chinese headers as UTF-8.
 */
export function downloadTradesCsv(result: ReplayRunResult, labels: ReplayCsvLabels, fileName: string): void {
  const blob = new Blob(["\uFEFF", replayTradesCsv(result.trades, labels)], {
    type: "text/csv;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
