import { decisionFreshness, type Freshness } from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { fetchSession } from "../../api/auth.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { marketSpecsQueryOptions } from "./use-decision-review.ts";

/**
 * What the confirmation shows besides the orders, read when it opens: how old the decisions are and how
 * far prices moved since (against the markets' mids), and in server mode whether this session is already
 * signed in as the wallet (then no signature is asked).
 */
export function useConfirmContext(open: boolean, serverMode: boolean) {
  const analysis = useTradingSession((state) => state.analysis);
  const specs = useQuery(marketSpecsQueryOptions());
  const { address } = useWallet();
  const session = useQuery({
    queryKey: ["auth", "session", address?.toLowerCase() ?? null],
    queryFn: fetchSession,
    enabled: open && serverMode && address !== undefined,
    staleTime: 0,
  });
  let freshness: Freshness | null = null;
  if (open && analysis && specs.data) {
    const prices = Object.fromEntries(specs.data.markets.map((market) => [market.coin, market.midPrice]));
    freshness = decisionFreshness(analysis.data.analysis.trading_decisions, analysis.at, Date.now(), prices);
  }
  const signedIn = session.data ? session.data.address?.toLowerCase() === address?.toLowerCase() : null;
  return { freshness, signedIn };
}
