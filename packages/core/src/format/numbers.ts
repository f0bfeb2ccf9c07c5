/** Profit, loss or neither, as the interface colours a P&L value. */
export type PnlTone = "profit" | "loss" | "flat";

// Chinese and English share these separators, so one locale serves both languages.
const LOCALE = "en-US";

/**
 * A formatter made on first use: the first Intl object a page makes loads the browser's locale data (about 15 ms
 * on a phone), and the landing page formats no number, so that cost stays out of its first script evaluation.
 */
function lazyFormat(options: Intl.NumberFormatOptions): { format: (value: number) => string } {
  let formatter: Intl.NumberFormat | undefined;
  return {
    format: (value) => {
      formatter ??= new Intl.NumberFormat(LOCALE, options);
      return formatter.format(value);
    },
  };
}

const twoDecimals = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToFourDecimals = lazyFormat({ minimumFractionDigits: 2, maximumFractionDigits: 4 });
const fourSignificant = lazyFormat({ maximumSignificantDigits: 4 });
const upToSixDecimals = lazyFormat({ maximumFractionDigits: 6 });

/** Shown in place of a number that is not one. */
export const NOT_A_NUMBER = "—";

/** A USDC amount: 2 decimals with thousands separators, no unit ("1,234.50"). */
export function formatUsdc(value: number): string {
  return Number.isFinite(value) ? twoDecimals.format(value) : NOT_A_NUMBER;
}

// Sign and colour must agree with the shown cents: 0.004 shows as 0.00 and is flat, not green.
function toCents(value: number): number {
  return Number(value.toFixed(2));
}

/** A P&L amount with a leading "+" for profit and "-" for loss ("+1,234.50", "-3.20", "0.00"). */
export function formatSignedPnl(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const cents = toCents(value);
  const sign = cents > 0 ? "+" : cents < 0 ? "-" : "";
  return `${sign}${twoDecimals.format(Math.abs(cents))}`;
}

/** Whether a P&L value shows as profit (green), loss (red) or flat, judged on the shown cents. */
export function pnlTone(value: number): PnlTone {
  if (!Number.isFinite(value)) return "flat";
  const cents = toCents(value);
  return cents > 0 ? "profit" : cents < 0 ? "loss" : "flat";
}

/** A percentage given in percent (12.5 → "12.50%"); `signed` adds "+" to gains, as P&L percentages show. */
export function formatPercent(value: number, options: { signed?: boolean; decimals?: number } = {}): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const decimals = options.decimals ?? 2;
  const rounded = Number(value.toFixed(decimals));
  const sign = options.signed && rounded > 0 ? "+" : "";
  return `${sign}${rounded.toFixed(decimals)}%`;
}

/**
 * A price for people (not the exchange's wire form, which is the SDK's `formatPrice(value, szDecimals)`),
 * with as many decimals as its size needs: "97,123.45" for BTC, "2.3456" for XRP and
 * "0.00001234" for a meme coin, whose price would read 0.00 with two decimals.
 */
export function formatDisplayPrice(value: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  const size = Math.abs(value);
  if (size === 0) return twoDecimals.format(0);
  if (size >= 100) return twoDecimals.format(value);
  if (size >= 1) return upToFourDecimals.format(value);
  return fourSignificant.format(value);
}

/** A size for people, in the coin's units without float noise ("0.0123", "1,250"); not the wire form. */
export function formatDisplaySize(value: number): string {
  return Number.isFinite(value) ? upToSixDecimals.format(value) : NOT_A_NUMBER;
}
