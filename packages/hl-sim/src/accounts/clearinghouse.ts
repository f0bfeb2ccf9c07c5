import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { formatFloat, formatUsd } from "../numbers/decimal.ts";
import { formatSize, priceDecimals } from "../numbers/price-rules.ts";
import type { FundingTotals } from "./account.ts";
import { type AccountMetrics, liquidationPrice, type PositionMetrics, returnOnEquity } from "./margin.ts";

type AssetPosition = ClearinghouseStateResponse["assetPositions"][number];

/** Funding totals of a position in micro-USDC (positive = paid), by asset id. */
export type FundingOf = (asset: number) => FundingTotals;

/** Entry price as Hyperliquid prints it: cost basis / size, to the asset's price decimals. */
export function entryPrice(m: PositionMetrics): string {
  const decimals = priceDecimals(m.asset.szDecimals);
  const average = m.position.entryNtl / Math.abs(m.position.szi) / 10 ** decimals;
  return formatFloat(average, decimals);
}

function assetPosition(account: AccountMetrics, m: PositionMetrics, fundingOf: FundingOf): AssetPosition {
  const funding = fundingOf(m.asset.index);
  const liquidation = liquidationPrice(account, m);
  return {
    type: "oneWay",
    position: {
      coin: m.asset.name,
      szi: formatSize(m.position.szi, m.asset.szDecimals),
      leverage: { type: "cross", value: m.leverage },
      entryPx: entryPrice(m),
      positionValue: formatUsd(m.positionValue),
      unrealizedPnl: formatUsd(m.unrealizedPnl),
      returnOnEquity: formatFloat(returnOnEquity(m), 8),
      liquidationPx: liquidation === null ? null : formatFloat(liquidation, 8),
      marginUsed: formatUsd(m.marginUsed),
      maxLeverage: m.asset.maxLeverage,
      cumFunding: {
        allTime: formatUsd(funding.allTime),
        sinceOpen: formatUsd(funding.sinceOpen),
        sinceChange: formatUsd(funding.sinceChange),
      },
    },
  };
}

/**
 * `clearinghouseState` of a cross-only account. Every position is cross-margined, so the cross
 * summary equals the total summary and withdrawable is cross account value − cross margin used.
 */
export function clearinghouseState(
  account: AccountMetrics,
  time: number,
  fundingOf: FundingOf,
): ClearinghouseStateResponse {
  const summary = () => ({
    accountValue: formatUsd(account.accountValue),
    totalNtlPos: formatUsd(account.totalNtlPos),
    totalRawUsd: formatUsd(account.totalRawUsd),
    totalMarginUsed: formatUsd(account.totalMarginUsed),
  });
  return {
    marginSummary: summary(),
    crossMarginSummary: summary(),
    crossMaintenanceMarginUsed: formatUsd(account.maintenanceMarginUsed),
    withdrawable: formatUsd(account.withdrawable),
    assetPositions: account.positions.map((m) => assetPosition(account, m, fundingOf)),
    time,
  };
}
