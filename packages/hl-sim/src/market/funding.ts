/**
 * Hyperliquid's funding formula (docs: "Funding"), as pure functions so it can be checked against
 * hand-computed examples:
 *   premium index P = (max(0, impact bid − oracle) − max(0, oracle − impact ask)) / oracle,
 *     sampled through the hour and averaged;
 *   8-hour rate F = P̄ + clamp(I − P̄, −0.05 %, +0.05 %), with interest I = 0.01 % per 8 h;
 *   paid hourly at F / 8, capped at 4 % per hour.
 * While |I − P̄| < 0.05 % the clamp gives F = I exactly, which is why the rate sits at 0.00125 %/h
 * most of the time.
 */

/** The interest component: 0.01 % per 8 hours. */
export const INTEREST_RATE_8H = 0.0001;
/** The clamp around the interest rate: ±0.05 % per 8 hours. */
export const PREMIUM_CLAMP_8H = 0.0005;
/** Hyperliquid caps funding at 4 % per hour. */
export const MAX_FUNDING_PER_HOUR = 0.04;
/** Notional an impact price trades: $20,000 for BTC and ETH, $6,000 for every other perp. */
export const IMPACT_NOTIONAL = { major: 20_000, other: 6_000 } as const;

/** One side of a book as plain prices and sizes (best level first). */
export interface PriceLevel {
  readonly px: number;
  readonly sz: number;
}

/**
 * The average price of trading `notional` USD into a side of the book, best level first; the whole
 * side's average when it is shallower than that, NaN for an empty side.
 */
export function impactPrice(levels: readonly PriceLevel[], notional: number): number {
  let cost = 0;
  let size = 0;
  for (const level of levels) {
    const take = Math.min(level.sz, (notional - cost) / level.px);
    cost += take * level.px;
    size += take;
    if (cost >= notional) break;
  }
  return size === 0 ? Number.NaN : cost / size;
}

/** Premium index from impact prices and the oracle price. */
export function premiumIndex(impactBid: number, impactAsk: number, oracle: number): number {
  return (Math.max(0, impactBid - oracle) - Math.max(0, oracle - impactAsk)) / oracle;
}

/** Hourly funding rate from the hour's average premium index. */
export function hourlyFundingRate(averagePremium: number): number {
  const clamped = Math.max(-PREMIUM_CLAMP_8H, Math.min(PREMIUM_CLAMP_8H, INTEREST_RATE_8H - averagePremium));
  const rate = (averagePremium + clamped) / 8;
  return Math.max(-MAX_FUNDING_PER_HOUR, Math.min(MAX_FUNDING_PER_HOUR, rate));
}
