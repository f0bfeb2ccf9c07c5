import { type AccountOverview, type Position, positionLevels } from "@app/core";
import { CandlestickChart, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "../../app/navigation-store.ts";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button, IconButton } from "../../ui/button.tsx";
import { Card, CardHeader } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { Notice } from "../../ui/notice.tsx";
import { EmptyState, ErrorState } from "../../ui/states.tsx";
import type { StopView } from "../exits/stop-view.ts";
import { usePriceChart } from "../price-chart/price-chart-store.ts";
import { PositionsTable } from "./positions-table.tsx";

/** Props of {@link PositionsCard}. */
export interface PositionsCardProps {
  overview: AccountOverview | undefined;
  loading: boolean;
  refreshing: boolean;
  /** The translated error of the last fetch, if it failed. */
  error: string | null;
  onRefresh: () => void;
  /** Opens the close dialog of a row. */
  onClose?: (position: Position) => void;
  /** Each position's stop on the exchange and its policy, by coin. */
  stops?: ReadonlyMap<string, StopView>;
  /** Opens the exit policy of a row. */
  onEditExit?: (position: Position) => void;
}

/** The current-positions card: table, loading skeleton, empty state and error state. */
export function PositionsCard({
  overview,
  loading,
  refreshing,
  error,
  onRefresh,
  onClose,
  stops,
  onEditExit,
}: PositionsCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const goTo = useNavigation((state) => state.goTo);
  const positions = overview?.positions;
  const openChart = usePriceChart((state) => state.open);
  const onChart = (position: Position) =>
    openChart({ coin: position.coin, levels: positionLevels(position, overview?.openOrders ?? []) });
  return (
    <Card>
      <CardHeader
        title={t("dashboard.positions.title")}
        description={positions ? t("dashboard.positions.count", { count: positions.length }) : undefined}
        className="pb-3"
        actions={
          <>
            {overview ? (
              <span className="num text-fg-subtle text-xs">
                {t("dashboard.positions.updated", { time: formatTime(overview.time, language) })}
              </span>
            ) : null}
            <IconButton label={t("common.refresh")} onClick={onRefresh} disabled={refreshing}>
              <RefreshCw className={cn("size-4", refreshing && "animate-spin")} aria-hidden="true" />
            </IconButton>
          </>
        }
      />
      {error && overview ? (
        <Notice tone="error" className="mx-4 mb-3" live>
          {error}
        </Notice>
      ) : null}
      {error && !overview ? (
        <ErrorState
          title={t("dashboard.positions.error")}
          message={error}
          retryLabel={t("common.retry")}
          onRetry={onRefresh}
          retrying={refreshing}
        />
      ) : positions && positions.length === 0 ? (
        <>
          <PositionsTable positions={[]} loading={false} />
          <EmptyState
            title={t("dashboard.positions.empty")}
            description={t("dashboard.positions.emptyDetail")}
            action={
              <Button
                size="sm"
                variant="secondary"
                icon={<CandlestickChart className="size-4" aria-hidden="true" />}
                onClick={() => goTo("trading-dashboard")}
              >
                {t("dashboard.positions.openTrading")}
              </Button>
            }
          />
        </>
      ) : (
        <>
          <PositionsTable
            positions={positions}
            loading={loading}
            onClose={onClose}
            stops={stops}
            onEditExit={onEditExit}
            onChart={onChart}
          />
          {positions?.some((position) => position.marginMode === "cross") ? (
            <p
              data-testid="cross-margin-note"
              className="border-border border-t px-4 py-3 text-fg-muted text-xs"
            >
              {t("dashboard.positions.crossNote")}
            </p>
          ) : null}
        </>
      )}
    </Card>
  );
}
