import { type AssetSpec, assetById } from "../market/assets.ts";
import { maintenanceMargin, maintenanceOf } from "../market/margin-tables.ts";
import { USD_DECIMALS } from "../numbers/decimal.ts";
import { priceDecimals } from "../numbers/price-rules.ts";
import { type PositionState, unrealizedPnl } from "./ledger.ts";

/** One position valued at mark (money in micro-USDC, mark in price units). */
export interface PositionMetrics {
  readonly asset: AssetSpec;
  readonly position: PositionState;
  readonly mark: number;
  readonly leverage: number;
  /** The margin set aside for an isolated position (null: cross-margined). */
  readonly isolatedMargin: number | null;
  /** |szi| × mark. */
  readonly positionValue: number;
  readonly unrealizedPnl: number;
  /**
   * Cross: initial margin, positionValue / leverage. Isolated: the position's equity, isolated
   * margin + unrealised P&L (Hyperliquid's szi × mark + rawUsd).
   */
  readonly marginUsed: number;
  /** positionValue × the maintenance rate of its margin tier, less the tier's deduction. */
  readonly maintenanceMargin: number;
  /** The maintenance rate of the position's tier (the `l` of the liquidation price). */
  readonly maintenanceRate: number;
}

/** One of `clearinghouseState`'s summaries. */
export interface MarginSummary {
  readonly accountValue: number;
  /** Σ |szi| × mark. */
  readonly totalNtlPos: number;
  /** accountValue − Σ szi × mark: cash after paying for the positions. */
  readonly totalRawUsd: number;
  readonly totalMarginUsed: number;
}

/**
 * An account valued at mark, with the relationships of reference §3. The top-level summary fields
 * are the cross account's (what cross margin, liquidation and withdrawals look at); `total` adds
 * the isolated positions (their equity counts as account value and as margin used).
 */
export interface AccountMetrics extends MarginSummary {
  readonly total: MarginSummary;
  /** Σ maintenance margin of the cross positions. */
  readonly maintenanceMarginUsed: number;
  /** Cross account value − cross margin used, never below zero. */
  readonly withdrawable: number;
  readonly positions: readonly PositionMetrics[];
}

/** What valuing an account needs to know about each asset. */
export interface Valuation {
  leverage(asset: AssetSpec): number;
  /** Mark price in price units. */
  mark(asset: AssetSpec): number;
  /** Margin of an isolated position in micro-USDC; undefined or null when the asset is cross. */
  isolatedMargin?(asset: AssetSpec): number | null | undefined;
}

/** The parts of an account that valuing it reads. */
export interface MarginedAccount {
  leverage(asset: AssetSpec): number;
  isolatedMargin(asset: number): number | null;
}

/** The valuation of an account at the marks `mark` gives. */
export function valuationOf(account: MarginedAccount, mark: (asset: AssetSpec) => number): Valuation {
  return {
    leverage: (asset) => account.leverage(asset),
    mark,
    isolatedMargin: (asset) => account.isolatedMargin(asset.index),
  };
}

function positionMetrics(asset: AssetSpec, position: PositionState, valuation: Valuation): PositionMetrics {
  const mark = valuation.mark(asset);
  const leverage = valuation.leverage(asset);
  const isolatedMargin = valuation.isolatedMargin?.(asset) ?? null;
  const positionValue = Math.abs(position.szi) * mark;
  const pnl = unrealizedPnl(position, mark);
  const maintenance = maintenanceOf(asset, positionValue);
  return {
    asset,
    position,
    mark,
    leverage,
    isolatedMargin,
    positionValue,
    unrealizedPnl: pnl,
    marginUsed: isolatedMargin === null ? Math.round(positionValue / leverage) : isolatedMargin + pnl,
    maintenanceMargin: maintenance.margin,
    maintenanceRate: maintenance.rate,
  };
}

/**
 * Values a cash balance and positions at mark. `cash` is the whole perp balance, isolated margins
 * included: the cross balance is cash less the isolated margins.
 */
export function measureAccount(
  cash: number,
  positions: ReadonlyMap<number, PositionState>,
  valuation: Valuation,
): AccountMetrics {
  const metrics: PositionMetrics[] = [];
  let crossValue = cash;
  let totalValue = cash;
  let crossSigned = 0;
  let totalSigned = 0;
  let crossNtl = 0;
  let totalNtl = 0;
  let crossMargin = 0;
  let totalMargin = 0;
  let maintenanceMarginUsed = 0;
  for (const [id, position] of positions) {
    const asset = assetById(id);
    if (!asset || position.szi === 0) continue;
    const m = positionMetrics(asset, position, valuation);
    metrics.push(m);
    const signed = position.szi * m.mark;
    totalValue += m.unrealizedPnl;
    totalSigned += signed;
    totalNtl += m.positionValue;
    totalMargin += m.marginUsed;
    if (m.isolatedMargin !== null) {
      crossValue -= m.isolatedMargin;
      continue;
    }
    crossValue += m.unrealizedPnl;
    crossSigned += signed;
    crossNtl += m.positionValue;
    crossMargin += m.marginUsed;
    maintenanceMarginUsed += m.maintenanceMargin;
  }
  return {
    accountValue: crossValue,
    totalNtlPos: crossNtl,
    totalRawUsd: crossValue - crossSigned,
    totalMarginUsed: crossMargin,
    total: {
      accountValue: totalValue,
      totalNtlPos: totalNtl,
      totalRawUsd: totalValue - totalSigned,
      totalMarginUsed: totalMargin,
    },
    maintenanceMarginUsed,
    withdrawable: Math.max(0, crossValue - crossMargin),
    positions: metrics,
  };
}

/**
 * Whether anything in the account is below maintenance margin at these marks: the cross account
 * (cross value < cross maintenance margin) or an isolated position (its equity < its maintenance
 * margin). What `measureAccount` would say, without building it: liquidation asks this of every
 * account with a position on every request.
 */
export function belowMaintenance(
  cash: number,
  positions: ReadonlyMap<number, PositionState>,
  valuation: Valuation,
): boolean {
  let crossValue = cash;
  let crossMaintenance = 0;
  let cross = false;
  for (const [id, position] of positions) {
    const asset = assetById(id);
    if (!asset || position.szi === 0) continue;
    const mark = valuation.mark(asset);
    const pnl = unrealizedPnl(position, mark);
    const maintenance = maintenanceMargin(asset, Math.abs(position.szi) * mark);
    const isolated = valuation.isolatedMargin?.(asset) ?? null;
    if (isolated === null) {
      cross = true;
      crossValue += pnl;
      crossMaintenance += maintenance;
    } else {
      if (isolated + pnl < maintenance) return true;
      crossValue -= isolated;
    }
  }
  return cross && crossValue < crossMaintenance;
}

/**
 * Liquidation price of one position (reference §4.5): the mark at which the margin backing it
 * would meet maintenance margin if only this position's price moved. The margin available is the
 * cross account's above cross maintenance margin, or for an isolated position its own equity
 * above its own maintenance margin. Null when the price is not positive or absurdly far (a long
 * with low leverage can never be liquidated).
 */
export function liquidationPrice(account: AccountMetrics, m: PositionMetrics): number | null {
  const side = Math.sign(m.position.szi);
  const size = Math.abs(m.position.szi) / 10 ** m.asset.szDecimals;
  const markPx = m.mark / 10 ** priceDecimals(m.asset.szDecimals);
  const available =
    m.isolatedMargin === null
      ? account.accountValue - account.maintenanceMarginUsed
      : m.marginUsed - m.maintenanceMargin;
  const marginAvailable = available / 10 ** USD_DECIMALS;
  const l = m.maintenanceRate;
  const price = markPx - (side * marginAvailable) / size / (1 - l * side);
  return price > 0 && price <= 1e15 ? price : null;
}

/** Return on the position's initial margin at entry: uPnL / (entry notional / leverage). */
export function returnOnEquity(m: PositionMetrics): number {
  return m.position.entryNtl === 0 ? 0 : (m.unrealizedPnl * m.leverage) / m.position.entryNtl;
}

/** The positions of an isolated account below their own maintenance margin. */
export function underwaterIsolated(account: AccountMetrics): PositionMetrics[] {
  return account.positions.filter((m) => m.isolatedMargin !== null && m.marginUsed < m.maintenanceMargin);
}
