import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { formatFloat, formatUsd } from "../numbers/decimal.ts";
import { priceDecimals, sizeUnitsToWire } from "../numbers/price-rules.ts";
import type { FundingTotals } from "./account-data.ts";
import {
  type AccountMetrics,
  liquidationPrice,
  type MarginSummary,
  type PositionMetrics,
  returnOnEquity,
} from "./margin.ts";

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
      szi: sizeUnitsToWire(m.position.szi, m.asset.szDecimals),
      leverage:
        m.isolatedMargin === null
          ? { type: "cross", value: m.leverage }
          : // rawUsd = equity − szi × mark = isolated margin − signed cost basis.
            {
              type: "isolated",
              value: m.leverage,
              rawUsd: formatUsd(m.isolatedMargin - Math.sign(m.position.szi) * m.position.entryNtl),
            },
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
 * `clearinghouseState`: `marginSummary` covers cross and isolated positions (an isolated position's
 * equity is both account value and margin used), `crossMarginSummary` the cross account alone;
 * withdrawable is cross account value − cross margin used.
 */
export function clearinghouseState(
  account: AccountMetrics,
  time: number,
  fundingOf: FundingOf,
): ClearinghouseStateResponse {
  const summary = (s: MarginSummary) => ({
    accountValue: formatUsd(s.accountValue),
    totalNtlPos: formatUsd(s.totalNtlPos),
    totalRawUsd: formatUsd(s.totalRawUsd),
    totalMarginUsed: formatUsd(s.totalMarginUsed),
  });
  return {
    marginSummary: summary(account.total),
    crossMarginSummary: summary(account),
    crossMaintenanceMarginUsed: formatUsd(account.maintenanceMarginUsed),
    withdrawable: formatUsd(account.withdrawable),
    assetPositions: account.positions.map((m) => assetPosition(account, m, fundingOf)),
    time,
  };
}
