import { formatUnits, parseUnits } from "./decimal.ts";

/**
 * Hyperliquid's perp tick rule (reference §4.2): a price has at most 5 significant figures (integers
 * are always valid) and at most `6 − szDecimals` decimals. Prices are handled as integer "price
 * units" of `10^-(6 − szDecimals)`.
 */

const MAX_PERP_DECIMALS = 6;
const MAX_SIGNIFICANT_FIGURES = 5;

/** Decimals a perp price may carry for an asset with `szDecimals`. */
export function priceDecimals(szDecimals: number): number {
  return MAX_PERP_DECIMALS - szDecimals;
}

/** Price units of a valid order price string, or null when it breaks the tick rule. */
export function parsePrice(text: string, szDecimals: number): number | null {
  const decimals = priceDecimals(szDecimals);
  const units = parseUnits(text, decimals);
  if (units === null || units <= 0) return null;
  const scale = 10 ** decimals;
  if (units % scale === 0) return units;
  const intDigits = Math.floor(units / scale).toString();
  const fracDigits = (units % scale).toString().padStart(decimals, "0").replace(/0+$/, "");
  const significant = `${intDigits}${fracDigits}`.replace(/^0+/, "");
  return significant.length <= MAX_SIGNIFICANT_FIGURES ? units : null;
}

/** Size units of an order size string, or null when it has more than `szDecimals` decimals. */
export function parseSize(text: string, szDecimals: number): number | null {
  return parseUnits(text, szDecimals);
}

/** Decimal exponent of a positive number: 3 for 1234.5, -3 for 0.00123. */
function exponentOf(value: number): number {
  let exp = Math.floor(Math.log10(value));
  if (10 ** (exp + 1) <= value) exp += 1;
  if (10 ** exp > value) exp -= 1;
  return exp;
}

/** Tick size, in price units, of valid prices around `price`. */
export function tickUnits(price: number, szDecimals: number): number {
  const decimals = priceDecimals(szDecimals);
  if (!(price > 0)) return 1;
  // 5 significant figures → ticks of 10^(exp − 4); never finer than the decimal limit and never
  // coarser than 1, because integer prices are valid at any magnitude.
  const tickExp = Math.min(0, Math.max(exponentOf(price) - (MAX_SIGNIFICANT_FIGURES - 1), -decimals));
  return 10 ** (tickExp + decimals);
}

/** How `roundPrice` resolves a price between two valid ticks. */
export type PriceRounding = "down" | "up" | "nearest";

/** The valid price units nearest to `price` in the given direction (at least one tick). */
export function roundPrice(price: number, szDecimals: number, mode: PriceRounding): number {
  const scale = 10 ** priceDecimals(szDecimals);
  const tick = tickUnits(price, szDecimals);
  const raw = (price * scale) / tick;
  // The epsilon absorbs float noise so an exact tick is not pushed to its neighbour.
  const steps =
    mode === "up" ? Math.ceil(raw - 1e-9) : mode === "down" ? Math.floor(raw + 1e-9) : Math.round(raw);
  return Math.max(1, steps) * tick;
}

/** Price units as a number in quote currency. */
export function unitsToPrice(units: number, szDecimals: number): number {
  return units / 10 ** priceDecimals(szDecimals);
}

/** Price units in Hyperliquid's string form ("97000.0", "0.006123"). */
export function priceUnitsToWire(units: number, szDecimals: number): string {
  return formatUnits(units, priceDecimals(szDecimals));
}

/** Size units in Hyperliquid's string form ("0.0015", "120.0"). */
export function sizeUnitsToWire(units: number, szDecimals: number): string {
  return formatUnits(units, szDecimals);
}
