import { useErrorText } from "../../api/use-error-text.ts";
import { useWallet } from "../../wallet/use-wallet.ts";
import { AutoTradingPanel } from "../auto-trading/auto-trading-panel.tsx";
import { EquityChartCard } from "../equity/equity-chart-card.tsx";
import { RecentAnalysesCard } from "../recent-analyses/recent-analyses-card.tsx";
import { ClosePositionDialog } from "./close-position-dialog.tsx";
import { DashboardConnect } from "./dashboard-connect.tsx";
import { PositionsCard } from "./positions-card.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { useAccountOverview } from "./use-account-overview.ts";
import { useClosePosition } from "./use-close-position.ts";

/**
 * The dashboard tab (product rules §2): the account's summary cards, equity chart, positions with Close, the AI
 * auto-trading panel and the recent analyses.
 */
export function DashboardTab() {
  const wallet = useWallet();
  const account = useAccountOverview();
  const errorText = useErrorText();
  const close = useClosePosition();

  if (wallet.status !== "connected") {
    return <DashboardConnect />;
  }

  return (
    <div className="flex flex-col gap-4">
      <SummaryCards overview={account.data} loading={account.isPending} />
      <EquityChartCard />
      <PositionsCard
        overview={account.data}
        loading={account.isPending}
        refreshing={account.isFetching}
        error={
          account.error ? errorText(account.error, { invalidResponse: { key: "account.loadFailed" } }) : null
        }
        onRefresh={() => void account.refetch()}
        onClose={close.select}
      />
      <ClosePositionDialog
        position={close.selected}
        closing={close.closing}
        error={
          close.error ? errorText(close.error, { invalidResponse: { key: "position.closeFailed" } }) : null
        }
        onCancel={() => close.select(null)}
        onConfirm={close.confirm}
        agentAddress={close.agentAddress}
      />
      <AutoTradingPanel />
      <RecentAnalysesCard />
    </div>
  );
}
