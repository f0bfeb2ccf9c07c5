/** Median, p95 and p99 of a list of milliseconds, and a table printer. */
export interface Summary {
  readonly count: number;
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
  readonly mean: number;
}

/** The value at quantile q (0..1) of sorted numbers, nearest-rank. */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Summarises samples in ms. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    median: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  };
}

/** Prints rows as an aligned Markdown table, ready to paste into docs/performance.md. */
export function printTable(headers: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log(line(headers));
  console.log(`|${widths.map((width) => "-".repeat(width + 2)).join("|")}|`);
  // Short rows get empty cells, so every line has the header's columns.
  for (const row of rows) console.log(line(headers.map((_, column) => row[column] ?? "")));
}

/** Milliseconds with one decimal. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;
