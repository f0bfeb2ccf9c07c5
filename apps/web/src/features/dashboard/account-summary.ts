import type { AccountOverview } from "@app/core";

/** The four summary figures of the dashboard, with their shares of the account value in percent. */
export interface AccountSummary {
  balance: number;
  initialBalance: number;
  unrealizedPnl: number;
  unrealizedPercent: number;
  marginUsed: number;
  marginPercent: number;
  availableCash: number;
  availablePercent: number;
}

function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}

/** The summary cards' figures: each amount and its share of the current account value. */
export function accountSummary(overview: AccountOverview): AccountSummary {
  const { currentValue, marginUsed, availableCash, initialBalance } = overview.performance;
  const unrealizedPnl = overview.positionStats.totalUnrealizedPnl;
  return {
    balance: currentValue,
    initialBalance,
    unrealizedPnl,
    unrealizedPercent: shareOf(unrealizedPnl, currentValue),
    marginUsed,
    marginPercent: shareOf(marginUsed, currentValue),
    availableCash,
    availablePercent: shareOf(availableCash, currentValue),
  };
}
