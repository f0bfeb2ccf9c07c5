/** Hyperliquid's perp prices: at most 5 significant figures and at most 6 − szDecimals decimals. */
const SIGNIFICANT_FIGURES = 5;
const PERP_MAX_DECIMALS = 6;

/** How many decimals a valid perp price near `price` may have (integers are always valid). */
export function priceDecimals(price: number, szDecimals: number): number {
  const integerDigits = price >= 1 ? Math.floor(Math.log10(price)) + 1 : 0;
  const bySignificance =
    price >= 1
      ? SIGNIFICANT_FIGURES - integerDigits
      : SIGNIFICANT_FIGURES - 1 - Math.floor(Math.log10(price));
  return Math.max(0, Math.min(PERP_MAX_DECIMALS - szDecimals, bySignificance));
}

/** The smallest step between two valid prices near `price` (one tick). */
export function priceTick(price: number, szDecimals: number): number {
  return 10 ** -priceDecimals(price, szDecimals);
}

/**
 * `price` on the tick grid, rounded `down` or `up` (a stop is rounded away from the mark, so it never sits
 * closer than asked), as the exchange's wire text. Null for a price that is not a positive finite number.
 */
export function roundToTick(price: number, szDecimals: number, direction: "down" | "up"): string | null {
  if (!Number.isFinite(price) || price <= 0) return null;
  const decimals = priceDecimals(price, szDecimals);
  const scale = 10 ** decimals;
  // A hair of tolerance so 1.1 × 100 = 110.00000000000001 does not round up a whole tick.
  const scaled = price * scale;
  const steps = direction === "down" ? Math.floor(scaled + 1e-9) : Math.ceil(scaled - 1e-9);
  if (steps <= 0) return null;
  const text = (steps / scale).toFixed(decimals);
  // Rounding up across a power of ten can leave one significant figure too many (9999.95 → 10000.0).
  const value = Number(text);
  return priceDecimals(value, szDecimals) < decimals
    ? roundToTick(value, szDecimals, direction)
    : trimZeros(text);
}

function trimZeros(text: string): string {
  return text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
}
