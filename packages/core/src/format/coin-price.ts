import { priceDecimals } from "../exits/price-tick.ts";
import { NOT_A_NUMBER } from "./numbers.ts";

/** The exchange allows at most `6 - szDecimals` decimals in a perp price. */
const PERP_MAX_DECIMALS = 6;
/** Prices of one dollar and more keep cents, so tables read 10,000.00 like every other amount. */
const MIN_DECIMALS = 2;

const formatters = new Map<number, Intl.NumberFormat>();

function formatterOf(decimals: number): Intl.NumberFormat {
  let formatter = formatters.get(decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("en-US", {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, formatter);
  }
  return formatter;
}

/**
 * How many decimals every price of one coin shows: what the exchange's tick allows at the coin's current price
 * (5 significant figures, at most `6 - szDecimals` decimals), and at least 2. One count per coin, so an entry
 * of 2.3361 never sits beside a mark of 2.337.
 */
export function displayPriceDecimals(szDecimals: number, referencePrice: number): number {
  if (!Number.isFinite(referencePrice) || referencePrice <= 0)
    return Math.max(MIN_DECIMALS, PERP_MAX_DECIMALS - szDecimals);
  return Math.max(MIN_DECIMALS, priceDecimals(referencePrice, szDecimals));
}

/** A price with a fixed number of decimals and thousands separators ("2.3370", "97,123.00"). */
export function formatPriceWith(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return NOT_A_NUMBER;
  return formatterOf(Math.min(20, Math.max(0, Math.trunc(decimals)))).format(value);
}
