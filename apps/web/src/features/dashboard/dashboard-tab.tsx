import { LayoutDashboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Card } from "../../ui/card.tsx";
import { EmptyState } from "../../ui/states.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";
import { AutoTradingPanel } from "../auto-trading/auto-trading-panel.tsx";
import { EquityChartCard } from "../equity/equity-chart-card.tsx";
import { RecentAnalysesCard } from "../recent-analyses/recent-analyses-card.tsx";
import { ConnectButton } from "../wallet/connect-button.tsx";
import { ClosePositionDialog } from "./close-position-dialog.tsx";
import { PositionsCard } from "./positions-card.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { useAccountOverview } from "./use-account-overview.ts";
import { useClosePosition } from "./use-close-position.ts";

/**
 * The dashboard tab (product rules §2): the account's summary cards, equity chart, positions with Close, the AI
 * auto-trading panel and the recent analyses.
 */
export function DashboardTab() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const account = useAccountOverview();
  const errorText = useErrorText();
  const close = useClosePosition();

  if (wallet.status !== "connected") {
    return (
      <Card>
        <EmptyState
          spacious
          icon={<LayoutDashboard className="size-5" aria-hidden="true" />}
          title={t("dashboard.connect.title")}
          description={t("dashboard.connect.description")}
          action={<ConnectButton size="md" align="center" />}
        />
      </Card>
    );
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
