import { formatSignedPnl, formatUsdc } from "@app/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";
import { AutoTradingPanel } from "../auto-trading/auto-trading-panel.tsx";
import { EquityChartCard } from "../equity/equity-chart-card.tsx";
import { AgentExitNotice } from "../exits/agent-exit-notice.tsx";
import { ExitPolicyDialog } from "../exits/exit-policy-dialog.tsx";
import { stopOnExchange, stopViews } from "../exits/stop-view.ts";
import { useExitPolicies } from "../exits/use-exit-policies.ts";
import { NotifyCard } from "../notify/notify-card.tsx";
import { PriceChartHost } from "../price-chart/price-chart-host.tsx";
import { RecentAnalysesCard } from "../recent-analyses/recent-analyses-card.tsx";
import { RiskGovernorCard } from "../risk/risk-governor-card.tsx";
import { ClosePositionDialog } from "./close-position-dialog.tsx";
import { DashboardConnect } from "./dashboard-connect.tsx";
import { PositionsCard } from "./positions-card.tsx";
import { SummaryCards } from "./summary-cards.tsx";
import { TradeHistoryCard } from "./trade-history-card.tsx";
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
  const exits = useExitPolicies();
  const { t } = useTranslation();
  const overview = account.data;
  const stops = useMemo(
    () => (overview ? stopViews(overview.positions, overview.openOrders, exits.exits) : undefined),
    [overview, exits.exits],
  );
  const editing = exits.selected;

  if (wallet.status !== "connected") {
    return <DashboardConnect />;
  }

  return (
    <div className="flex flex-col gap-4">
      <SummaryCards overview={account.data} loading={account.isPending} />
      <EquityChartCard />
      {close.closed ? (
        <Notice
          tone="success"
          live
          data-testid="position-closed-notice"
          action={
            <Button size="xs" variant="ghost" onClick={close.dismissClosed}>
              {t("layout.dismiss")}
            </Button>
          }
        >
          {close.closed.realised
            ? t("shell.notifications.positionClosed", {
                coin: close.closed.coin,
                pnl: formatSignedPnl(close.closed.realised.netPnl),
                fee: formatUsdc(close.closed.realised.fee),
              })
            : t("shell.notifications.positionClosedPending", { coin: close.closed.coin })}
        </Notice>
      ) : null}
      <AgentExitNotice />
      <PositionsCard
        overview={account.data}
        loading={account.isPending}
        refreshing={account.isFetching}
        error={
          account.error ? errorText(account.error, { invalidResponse: { key: "account.loadFailed" } }) : null
        }
        onRefresh={() => void account.refetch()}
        onClose={close.select}
        stops={stops}
        onEditExit={exits.select}
      />
      <ExitPolicyDialog
        position={editing}
        exit={exits.exits.find((exit) => exit.coin === editing?.coin && exit.status !== "closed")}
        stop={editing && overview ? stopOnExchange(editing, overview.openOrders) : null}
        events={exits.events.filter((event) => event.coin === editing?.coin)}
        saving={exits.saving}
        error={exits.error ? errorText(exits.error) : null}
        onCancel={() => exits.select(null)}
        onSave={exits.save}
        manager={exits.manager}
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
      <TradeHistoryCard address={account.address} orders={account.data?.openOrders} />
      <AutoTradingPanel />
      <RiskGovernorCard />
      <NotifyCard />
      <RecentAnalysesCard />
      <PriceChartHost />
    </div>
  );
}
