import type { AccountOverview, MarketSpecs, Position } from "@app/core";
import { positionRefsOf } from "@app/core";
import { type DecisionReview, reviewDecisions } from "@app/core/trading/decision-review";
import type { PlanMarket } from "@app/core/trading/order-planner";
import type { RiskAccount } from "@app/core/trading/risk-summary";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { marketSpecsQueryOptions } from "../../shared/market-specs-query.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useAgentStore } from "../../wallet/agent/agent-store.ts";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";
import { useDecisionEdits } from "./use-decision-edits.ts";

export { marketSpecsQueryOptions };

/** The markets by catalogue symbol, as the order planner reads them. */
export function planMarketsOf(specs: MarketSpecs): Map<string, PlanMarket> {
  return new Map(specs.markets.map((market) => [market.coin, market]));
}

const signedSize = (position: Position) => (position.side === "LONG" ? position.size : -position.size);

/** The account as the risk summary reads it: value, free margin and cross positions. */
export function riskAccountOf(overview: AccountOverview | undefined): RiskAccount {
  if (!overview) return { accountValue: 0, available: 0, positions: [] };
  return {
    accountValue: overview.performance.currentValue,
    available: overview.performance.availableCash,
    positions: overview.positions.map((position) => ({
      coin: position.coin,
      size: signedSize(position),
      leverage: position.leverage,
      price: position.currentPrice,
    })),
  };
}

/**
 * The decisions as Execute would send them now, with the user's edits: every card's problem (core's
 * planner rules, the free margin, the live agent's maximum), its risk figures and the orders ready to go.
 * Null before an analysis. Markets unknown (still loading or unreachable) leave only the decision rules.
 */
export function useDecisionReview(): {
  review: DecisionReview | null;
  marketsReady: boolean;
  account: RiskAccount;
} {
  const analysis = useTradingSession((state) => state.analysis);
  const { edits } = useDecisionEdits();
  const overview = useAccountOverview();
  const specs = useQuery(marketSpecsQueryOptions());
  const maxOrderSize = useAgentStore((state) => state.agent?.permissions.maxOrderSize);
  const account = useMemo(() => riskAccountOf(overview.data), [overview.data]);
  const markets = useMemo(() => (specs.data ? planMarketsOf(specs.data) : null), [specs.data]);
  const decisions = analysis?.data.analysis.trading_decisions;
  const review = useMemo(() => {
    if (!decisions) return null;
    // Without the account, margin cannot be judged: free margin counts as unlimited, the exchange decides.
    const riskAccount = overview.data ? account : { ...account, available: Number.POSITIVE_INFINITY };
    return reviewDecisions(decisions, edits, {
      markets,
      account: riskAccount,
      positions: positionRefsOf(overview.data?.positions ?? []),
      limits: maxOrderSize === undefined ? {} : { maxOrderSizeUsd: maxOrderSize },
    });
  }, [decisions, edits, markets, account, overview.data, maxOrderSize]);
  return { review, marketsReady: markets !== null, account };
}
