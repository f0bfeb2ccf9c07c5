import {
  closedTradesOf,
  FUNDING_WINDOW_DAYS,
  formatSignedPnl,
  formatUsdc,
  type OpenOrder,
  pageOf,
} from "@app/core";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { IconButton } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { SegmentedControl } from "../../ui/segmented-control.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { EmptyState, ErrorState } from "../../ui/states.tsx";
import { fillsQueryOptions, fundingQueryOptions } from "./fills-query.ts";
import { FundingTable } from "./funding-table.tsx";
import { ClosedTradesTable, FillsTable, OpenOrdersTable } from "./trade-history-tables.tsx";

type View = "orders" | "fills" | "closed" | "funding";
const VIEWS: readonly View[] = ["orders", "fills", "closed", "funding"];

/** Rows per page: a page fits a laptop screen next to the positions above it. */
export const HISTORY_PAGE_SIZE = 10;

/** Props of {@link TradeHistoryCard}. */
export interface TradeHistoryCardProps {
  address: string | undefined;
  /** The resting orders of the account overview (read with the positions). */
  orders: readonly OpenOrder[] | undefined;
}

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-end gap-2 border-border border-t px-4 py-2 text-fg-muted text-xs">
      <IconButton label={t("history.previous")} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft className="size-4" aria-hidden="true" />
      </IconButton>
      <span className="num" data-testid="history-page" aria-live="polite">
        {t("history.page", { page, pages })}
      </span>
      <IconButton label={t("history.next")} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <ChevronRight className="size-4" aria-hidden="true" />
      </IconButton>
    </div>
  );
}

/**
 * The dashboard's orders and trades, read from the exchange through the server: the resting stop and target
 * orders, every fill with its fee, and the closed trades with realised P&L, a page at a time.
 */
export function TradeHistoryCard({ address, orders }: TradeHistoryCardProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [view, setView] = useState<View>("orders");
  const [page, setPage] = useState(1);
  const fills = useQuery(fillsQueryOptions(address));
  const funding = useQuery(fundingQueryOptions(address));
  const closed = useMemo(() => closedTradesOf(fills.data ?? []), [fills.data]);
  const orderPage = pageOf(orders ?? [], page, HISTORY_PAGE_SIZE);
  const fillPage = pageOf(fills.data ?? [], page, HISTORY_PAGE_SIZE);
  const closedPage = pageOf(closed, page, HISTORY_PAGE_SIZE);
  const fundingPage = pageOf(funding.data?.payments ?? [], page, HISTORY_PAGE_SIZE);
  const shown = { orders: orderPage, fills: fillPage, closed: closedPage, funding: fundingPage }[view];
  // Orders come with the account overview; funding has its own read; fills and closed trades share one.
  const read = view === "funding" ? funding : fills;
  const loading = view === "orders" ? orders === undefined : read.isPending;
  const failed = view !== "orders" && read.error !== null && read.data === undefined;
  const totals = closed.reduce((sum, trade) => ({ pnl: sum.pnl + trade.netPnl, fee: sum.fee + trade.fee }), {
    pnl: 0,
    fee: 0,
  });

  return (
    <Card data-testid="trade-history">
      <CardHeader title={t("history.title")} description={t("history.description")} className="pb-3" />
      <div className="px-4 pb-3">
        <SegmentedControl
          aria-label={t("history.viewsLabel")}
          value={view}
          onValueChange={(next) => {
            setView(next);
            setPage(1);
          }}
          segments={VIEWS.map((value) => ({
            value,
            label: t(`history.views.${value}`),
            testId: `history-view-${value}`,
          }))}
        />
      </div>
      {failed ? (
        <ErrorState
          title={t("history.error")}
          message={errorText(read.error)}
          retryLabel={t("common.retry")}
          onRetry={() => void read.refetch()}
          retrying={read.isFetching}
        />
      ) : loading ? (
        <div className="flex flex-col gap-2 px-4 pb-4">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : shown.rows.length === 0 ? (
        <EmptyState
          title={t(`history.empty.${view}`)}
          description={view === "funding" ? t("history.fundingEmptyDetail") : t("history.emptyDetail")}
        />
      ) : (
        <>
          {view === "orders" ? <OpenOrdersTable orders={orderPage.rows} /> : null}
          {view === "fills" ? <FillsTable fills={fillPage.rows} /> : null}
          {view === "closed" ? (
            <>
              <p data-testid="closed-totals" className="num px-4 pb-2 text-fg-muted text-xs">
                {t("history.totals", {
                  pnl: formatSignedPnl(totals.pnl),
                  fee: formatUsdc(totals.fee),
                  count: closed.length,
                })}
              </p>
              <ClosedTradesTable trades={closedPage.rows} />
            </>
          ) : null}
          {view === "funding" && funding.data ? (
            <>
              <p data-testid="funding-totals" className="num px-4 pb-2 text-fg-muted text-xs">
                {funding.data.paid >= 0
                  ? t("history.fundingPaid", {
                      amount: formatUsdc(funding.data.paid),
                      days: FUNDING_WINDOW_DAYS,
                    })
                  : t("history.fundingReceived", {
                      amount: formatUsdc(-funding.data.paid),
                      days: FUNDING_WINDOW_DAYS,
                    })}
              </p>
              <FundingTable payments={fundingPage.rows} />
            </>
          ) : null}
          <Pager page={shown.page} pages={shown.pages} onPage={setPage} />
        </>
      )}
    </Card>
  );
}
