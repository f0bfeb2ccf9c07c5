import {
  formatDisplaySize,
  formatPercent,
  formatSignedPnl,
  formatUsdc,
  type Position,
  pnlTone,
} from "@app/core";
import { CandlestickChart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { usePriceFormat } from "../../shared/use-price-format.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../../ui/table.tsx";
import { EditExitButton, StopBadge, StopCell, StopPrice } from "../exits/stop-cell.tsx";
import type { StopView } from "../exits/stop-view.ts";

const pnlClass = { profit: "text-profit", loss: "text-loss", flat: "text-fg" } as const;

const SKELETON_ROWS = ["first", "second", "third"] as const;
const COLUMNS = [
  "coin",
  "side",
  "size",
  "entry",
  "mark",
  "leverage",
  "pnl",
  "stop",
  "liquidation",
  "margin",
  "action",
] as const;
const WIDE_COLUMNS: ReadonlySet<string> = new Set([
  "side",
  "size",
  "entry",
  "mark",
  "leverage",
  "stop",
  "margin",
]);

/** Columns a phone drops: the coin cell repeats side and leverage there, and P&L, liquidation and Close stay. */
const WIDE = "max-md:hidden";
/** Tighter cells on a phone, so the four kept columns fit 390 px without a sideways scroll. */
const NARROW_CELL = "max-md:px-2";
/**
 * The kept columns' headers wrap on a phone: unwrapped, "未实现盈亏（回报率）" alone was wider than the P&L under
 * it and pushed Close past the card's edge with some positions' figures.
 */
const NARROW_HEADER = `${NARROW_CELL} max-md:whitespace-normal`;

/** What a row shows of its position's stop, and how a row opens the exit policy. */
interface RowExits {
  stop?: StopView | undefined;
  onEditExit?: ((position: Position) => void) | undefined;
}

interface RowProps extends RowExits {
  position: Position;
  onClose?: ((position: Position) => void) | undefined;
  onChart?: ((position: Position) => void) | undefined;
}

/** The coin of a row; with `onChart` a button that opens the coin's price chart. */
function CoinCell({ position, onChart }: Pick<RowProps, "position" | "onChart">) {
  const { t } = useTranslation();
  if (!onChart) return <CoinMark coin={position.coin} />;
  return (
    <button
      type="button"
      data-testid="open-price-chart"
      aria-label={t("priceChart.openFor", { coin: position.coin })}
      title={t("priceChart.open")}
      onClick={() => onChart(position)}
      className="focus-ring -m-1 inline-flex items-center gap-1 rounded-md p-1 hover:bg-surface-3"
    >
      <CoinMark coin={position.coin} />
      <CandlestickChart className="size-3.5 text-fg-muted" aria-hidden="true" />
    </button>
  );
}

function Row({ position, onClose, onChart, stop, onEditExit }: RowProps) {
  const { t } = useTranslation();
  const price = usePriceFormat();
  const tone = pnlTone(position.unrealizedPnl);
  const side = position.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short");
  const mode = t(`dashboard.positions.marginMode.${position.marginMode}`);
  return (
    <Tr data-testid="position-row" data-coin={position.coin}>
      <Td className={NARROW_CELL}>
        <CoinCell position={position} onChart={onChart} />
        <span className="mt-1 block text-fg-muted text-xs md:hidden">
          <span className={position.side === "LONG" ? "text-profit" : "text-loss"}>{side}</span>{" "}
          {position.leverage}x · {mode}
        </span>
        {stop ? (
          <span className="mt-0.5 flex flex-wrap items-center gap-1 text-fg-muted text-xs md:hidden">
            {t("exits.column")} <StopPrice view={stop} /> <StopBadge view={stop} />
            {onEditExit ? <EditExitButton position={position} onEdit={onEditExit} /> : null}
          </span>
        ) : null}
      </Td>
      <Td className={WIDE}>
        <Badge tone={position.side === "LONG" ? "profit" : "loss"}>{side}</Badge>
      </Td>
      <Td numeric className={WIDE}>
        {formatDisplaySize(position.size)}
      </Td>
      <Td numeric className={WIDE}>
        {price(position.coin, position.entryPrice)}
      </Td>
      <Td numeric className={WIDE}>
        {price(position.coin, position.currentPrice)}
      </Td>
      <Td numeric className={WIDE} data-testid="position-leverage">
        {position.leverage}x <span className="text-fg-muted text-xs">{mode}</span>
      </Td>
      <Td numeric className={cn(pnlClass[tone], NARROW_CELL)}>
        <span className="font-medium">{formatSignedPnl(position.unrealizedPnl)}</span>
        <span className="ml-1.5 text-xs max-md:ml-0 max-md:block">
          ({formatPercent(position.returnPercent, { signed: true })})
        </span>
      </Td>
      {stop ? (
        <Td numeric className={WIDE} data-testid="position-stop">
          <StopCell position={position} view={stop} onEdit={onEditExit} />
        </Td>
      ) : null}
      <Td
        numeric
        data-testid="position-liquidation"
        className={cn(position.liquidationPrice === null ? "text-fg-muted" : "text-warning", NARROW_CELL)}
      >
        {position.liquidationPrice === null ? (
          <>
            <span aria-hidden="true">{t("common.notAvailable")}</span>
            <span className="sr-only">{t("dashboard.positions.noLiquidation")}</span>
          </>
        ) : (
          price(position.coin, position.liquidationPrice)
        )}
      </Td>
      <Td numeric className={WIDE}>
        {formatUsdc(position.marginUsed)}
      </Td>
      {onClose ? (
        <Td numeric className={NARROW_CELL}>
          <Button
            size="xs"
            variant="danger"
            data-testid="close-position"
            aria-label={t("portfolio.close.rowLabel", { coin: position.coin })}
            onClick={() => onClose(position)}
          >
            {t("portfolio.close.button")}
          </Button>
        </Td>
      ) : null}
    </Tr>
  );
}

/** Props of {@link PositionsTable}. */
export interface PositionsTableProps {
  positions: readonly Position[] | undefined;
  loading: boolean;
  /** Opens the close dialog of a row; without it the rows have no Close button. */
  onClose?: (position: Position) => void;
  /** Each position's stop on the exchange and its policy, by coin; without it the table has no stop column. */
  stops?: ReadonlyMap<string, StopView>;
  /** Opens the exit policy of a row. */
  onEditExit?: (position: Position) => void;
  /** Opens the price chart of a row's coin; without it the coin is plain text. */
  onChart?: (position: Position) => void;
}

/**
 * The current positions (product rules §2): coin, side, size, entry, mark, leverage, P&L with ROE, the stop on
 * the exchange and how it is managed (issue 36), liquidation, margin.
 */
export function PositionsTable({
  positions,
  loading,
  onClose,
  stops,
  onEditExit,
  onChart,
}: PositionsTableProps) {
  const { t } = useTranslation();
  return (
    <Table data-testid="positions-table" aria-busy={loading || undefined}>
      <THead>
        <tr>
          <Th className={NARROW_CELL}>{t("dashboard.positions.coin")}</Th>
          <Th className={WIDE}>{t("dashboard.positions.side")}</Th>
          <Th numeric className={WIDE}>
            {t("dashboard.positions.size")}
          </Th>
          <Th numeric className={WIDE}>
            {t("dashboard.positions.entry")}
          </Th>
          <Th numeric className={WIDE}>
            {t("dashboard.positions.mark")}
          </Th>
          <Th numeric className={WIDE}>
            {t("dashboard.positions.leverage")}
          </Th>
          <Th numeric className={NARROW_HEADER}>
            {t("dashboard.positions.pnl")}
          </Th>
          {stops ? (
            <Th numeric className={WIDE}>
              {t("exits.column")}
            </Th>
          ) : null}
          <Th numeric className={NARROW_HEADER}>
            {t("dashboard.positions.liquidation")}
          </Th>
          <Th numeric className={WIDE}>
            {t("dashboard.positions.margin")}
          </Th>
          {onClose ? (
            <Th numeric className={NARROW_CELL}>
              <span className="sr-only">{t("portfolio.close.button")}</span>
            </Th>
          ) : null}
        </tr>
      </THead>
      <TBody>
        {positions
          ? positions.map((position) => (
              <Row
                key={`${position.coin}-${position.side}`}
                position={position}
                onClose={onClose}
                stop={stops?.get(position.coin)}
                onEditExit={onEditExit}
                onChart={onChart}
              />
            ))
          : loading
            ? SKELETON_ROWS.map((row) => (
                <tr key={row}>
                  {COLUMNS.filter((column) => column !== "stop" || stops).map((column) => (
                    <td
                      key={column}
                      className={cn("px-4 py-3.5", WIDE_COLUMNS.has(column) ? WIDE : NARROW_CELL)}
                    >
                      <Skeleton className={cn("h-4", column === "coin" ? "w-20" : "ml-auto w-14")} />
                    </td>
                  ))}
                </tr>
              ))
            : null}
      </TBody>
    </Table>
  );
}
