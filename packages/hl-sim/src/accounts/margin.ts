import { type AssetSpec, assetById } from "../market/assets.ts";
import { mulDivRound, USD_DECIMALS } from "../numbers/decimal.ts";
import { priceDecimals } from "../numbers/price-rules.ts";
import { type PositionState, unrealizedPnl } from "./ledger.ts";

/** One position valued at mark (money in micro-USDC, mark in price units). */
export interface PositionMetrics {
  readonly asset: AssetSpec;
  readonly position: PositionState;
  readonly mark: number;
  readonly leverage: number;
  /** |szi| × mark. */
  readonly positionValue: number;
  readonly unrealizedPnl: number;
  /** Initial margin: positionValue / leverage. */
  readonly marginUsed: number;
  /** positionValue × 1 / (2 × maxLeverage), Hyperliquid's single-tier maintenance rate. */
  readonly maintenanceMargin: number;
}

/** A cross-margin account valued at mark, with the relationships of reference §3. */
export interface AccountMetrics {
  /** cash + Σ unrealised P&L. */
  readonly accountValue: number;
  /** Σ |szi| × mark. */
  readonly totalNtlPos: number;
  /** accountValue − Σ szi × mark: cash after paying for the positions. */
  readonly totalRawUsd: number;
  readonly totalMarginUsed: number;
  readonly maintenanceMarginUsed: number;
  /** accountValue − totalMarginUsed, never below zero. */
  readonly withdrawable: number;
  readonly positions: readonly PositionMetrics[];
}

/** What valuing an account needs to know about each asset. */
export interface Valuation {
  leverage(asset: AssetSpec): number;
  /** Mark price in price units. */
  mark(asset: AssetSpec): number;
}

/** Values a cash balance and positions at mark. */
export function measureAccount(
  cash: number,
  positions: ReadonlyMap<number, PositionState>,
  valuation: Valuation,
): AccountMetrics {
  const metrics: PositionMetrics[] = [];
  for (const [id, position] of positions) {
    const asset = assetById(id);
    if (!asset || position.szi === 0) continue;
    const mark = valuation.mark(asset);
    const leverage = valuation.leverage(asset);
    const positionValue = Math.abs(position.szi) * mark;
    metrics.push({
      asset,
      position,
      mark,
      leverage,
      positionValue,
      unrealizedPnl: unrealizedPnl(position, mark),
      marginUsed: mulDivRound(positionValue, 1, leverage),
      maintenanceMargin: mulDivRound(positionValue, 1, 2 * asset.maxLeverage),
    });
  }
  let accountValue = cash;
  let signedNotional = 0;
  let totalNtlPos = 0;
  let totalMarginUsed = 0;
  let maintenanceMarginUsed = 0;
  for (const m of metrics) {
    accountValue += m.unrealizedPnl;
    signedNotional += m.position.szi * m.mark;
    totalNtlPos += m.positionValue;
    totalMarginUsed += m.marginUsed;
    maintenanceMarginUsed += m.maintenanceMargin;
  }
  return {
    accountValue,
    totalNtlPos,
    totalRawUsd: accountValue - signedNotional,
    totalMarginUsed,
    maintenanceMarginUsed,
    withdrawable: Math.max(0, accountValue - totalMarginUsed),
    positions: metrics,
  };
}

/**
 * Cross liquidation price of one position (reference §4.5): the mark at which account value would
 * meet maintenance margin if only this position's price moved. Null when it is not positive or
 * absurdly far (a long with low leverage can never be liquidated).
 */
export function liquidationPrice(account: AccountMetrics, m: PositionMetrics): number | null {
  const side = Math.sign(m.position.szi);
  const size = Math.abs(m.position.szi) / 10 ** m.asset.szDecimals;
  const markPx = m.mark / 10 ** priceDecimals(m.asset.szDecimals);
  const marginAvailable = (account.accountValue - account.maintenanceMarginUsed) / 10 ** USD_DECIMALS;
  const l = 1 / (2 * m.asset.maxLeverage);
  const price = markPx - (side * marginAvailable) / size / (1 - l * side);
  return price > 0 && price <= 1e15 ? price : null;
}

/** Return on the position's initial margin at entry: uPnL / (entry notional / leverage). */
export function returnOnEquity(m: PositionMetrics): number {
  return m.position.entryNtl === 0 ? 0 : (m.unrealizedPnl * m.leverage) / m.position.entryNtl;
}
