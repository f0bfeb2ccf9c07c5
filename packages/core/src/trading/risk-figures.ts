/** Hyperliquid's base-tier perp taker fee (0.045 %): a market order always crosses the book. */
export const TAKER_FEE_RATE = 0.00045;

/** Prices past this are no liquidation price at all (a long at low leverage cannot be liquidated). */
const LIQUIDATION_CEILING = 1e15;

/**
 * Maintenance margin rate of a coin: half the initial margin rate at its maximum leverage,
 * 1 / (2 × maxLeverage) (Hyperliquid's first margin tier).
 */
export function maintenanceRate(maxLeverage: number): number {
  return 1 / (2 * maxLeverage);
}

/** What a cross-margin liquidation price is computed from. */
export interface CrossLiquidationInput {
  /** The price the position is valued at now (the mark, or the expected fill before a trade). */
  readonly price: number;
  /** Signed size: > 0 long, < 0 short. */
  readonly size: number;
  /** Cross account value: cash plus every position's unrealized P&L (after fees). */
  readonly accountValue: number;
  /** Maintenance margin of every cross position, this one included, valued at current prices. */
  readonly maintenanceMargin: number;
  /** This coin's maximum leverage, for its maintenance rate. */
  readonly maxLeverage: number;
}

/**
 * Cross-margin liquidation price as Hyperliquid computes it (docs "Liquidations", its ts-examples
 * LiquidationPx): price − side × marginAvailable / |size| / (1 − l × side), with marginAvailable the
 * account value above maintenance margin and l the maintenance rate; the price at which the account
 * value meets maintenance margin when only this coin's price moves. Null when there is no position or
 * the price is not positive or absurdly far.
 */
export function crossLiquidationPrice(input: CrossLiquidationInput): number | null {
  const { price, size, accountValue, maintenanceMargin, maxLeverage } = input;
  if (size === 0 || !Number.isFinite(price) || price <= 0 || maxLeverage <= 0) return null;
  const side = Math.sign(size);
  const l = maintenanceRate(maxLeverage);
  const available = accountValue - maintenanceMargin;
  const liquidation = price - (side * available) / Math.abs(size) / (1 - l * side);
  return Number.isFinite(liquidation) && liquidation > 0 && liquidation <= LIQUIDATION_CEILING
    ? liquidation
    : null;
}

/** The fee of a taker trade of `notional` USDC. */
export function takerFee(notional: number, rate: number = TAKER_FEE_RATE): number {
  return Math.abs(notional) * rate;
}

/**
 * What a position opened at `entry` loses if its stop at `stop` fills there: the price move times the
 * size, plus the taker fees of the entry and of the stop's exit. A stop on the profit side loses nothing
 * from the move (only the fees).
 */
export function lossAtStop(input: {
  readonly isBuy: boolean;
  readonly size: number;
  readonly entry: number;
  readonly stop: number;
  readonly feeRate?: number;
}): number {
  const { isBuy, size, entry, stop } = input;
  const rate = input.feeRate ?? TAKER_FEE_RATE;
  const move = Math.max(0, (isBuy ? entry - stop : stop - entry) * Math.abs(size));
  return move + takerFee(size * entry, rate) + takerFee(size * stop, rate);
}

/**
 * Risk/reward of a trade: the distance to the target over the distance to the stop, from the entry.
 * Null without both levels, or with either on the wrong side of the entry.
 */
export function riskReward(
  isBuy: boolean,
  entry: number,
  stop: number | null | undefined,
  target: number | null | undefined,
): number | null {
  if (stop == null || target == null || !(entry > 0) || !(stop > 0) || !(target > 0)) return null;
  const risk = isBuy ? entry - stop : stop - entry;
  const reward = isBuy ? target - entry : entry - target;
  if (!(risk > 0) || !(reward > 0)) return null;
  return reward / risk;
}
