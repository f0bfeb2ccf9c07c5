/**
 * Exact decimal handling. Money is kept as integer micro-USDC (Hyperliquid settles USDC with 6
 * decimals); prices and sizes as integers scaled to their asset's allowed decimals. Because a perp
 * price has at most `6 − szDecimals` decimals and a size at most `szDecimals`, `priceUnits × sizeUnits`
 * is exactly a notional in micro-USDC, so fills, fees and P&L never accumulate float error.
 */

/** Decimals of USDC amounts (micro-USDC). */
export const USD_DECIMALS = 6;

/** 10^n as a number, for the small exponents used here. */
function pow10(n: number): number {
  return 10 ** n;
}

/**
 * Parses a plain decimal string ("123", "0.015") into an integer count of `10^-decimals` units.
 * Returns null when it has more decimals than allowed, is not a plain decimal, or is too large to be
 * exact.
 */
export function parseUnits(text: string, decimals: number): number | null {
  const match = /^([0-9]+)(?:\.([0-9]+))?$/.exec(text);
  if (!match) return null;
  const intPart = match[1] ?? "0";
  const fracPart = (match[2] ?? "").replace(/0+$/, "");
  if (fracPart.length > decimals) return null;
  const digits = `${intPart}${fracPart.padEnd(decimals, "0")}`.replace(/^0+(?=\d)/, "");
  const units = Number(digits);
  return Number.isSafeInteger(units) ? units : null;
}

/**
 * Formats integer units of `10^-decimals` the way Hyperliquid prints numbers: no trailing zeros but
 * always one decimal ("97000.0", "0.0335", "-12.5").
 */
export function formatUnits(units: number, decimals: number): string {
  const negative = units < 0;
  const digits = Math.abs(Math.round(units))
    .toString()
    .padStart(decimals + 1, "0");
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals).replace(/0+$/, "");
  const body = `${intPart}.${fracPart === "" ? "0" : fracPart}`;
  return negative && body !== "0.0" ? `-${body}` : body;
}

/** Formats micro-USDC as a USDC string ("10000.0", "4.967826"). */
export function formatUsd(micro: number): string {
  return formatUnits(micro, USD_DECIMALS);
}

/** Formats a float rounded to `decimals` places in Hyperliquid's style ("0.0000125", "3.0"). */
export function formatFloat(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return "0.0";
  const scaled = Math.round(value * pow10(decimals));
  if (Number.isSafeInteger(scaled)) return formatUnits(scaled, decimals);
  return formatUnits(Math.round(value), 0);
}

/** `a × b / c` rounded half away from zero, exact even when `a × b` exceeds 2^53. */
export function mulDivRound(a: number, b: number, c: number): number {
  const exact = a * b;
  if (Number.isSafeInteger(exact) && Number.isSafeInteger(c) && c !== 0) {
    // Within 2^53 integer arithmetic in doubles is exact: quotient, remainder, then round.
    const quotient = Math.trunc(exact / c);
    const remainder = exact - quotient * c;
    const away = 2 * Math.abs(remainder) >= Math.abs(c) ? 1 : 0;
    return quotient + away * (Math.sign(exact) * Math.sign(c) || 1);
  }
  const product = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  const sign = product < 0n !== d < 0n ? -1n : 1n;
  const absP = product < 0n ? -product : product;
  const absD = d < 0n ? -d : d;
  return Number(sign * ((absP * 2n + absD) / (absD * 2n)));
}
