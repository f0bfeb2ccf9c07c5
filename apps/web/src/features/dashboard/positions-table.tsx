import {
  formatDisplayPrice,
  formatDisplaySize,
  formatPercent,
  formatSignedPnl,
  formatUsdc,
  type Position,
  pnlTone,
} from "@app/core";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { Table, TBody, Td, THead, Th, Tr } from "../../ui/table.tsx";

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
  "liquidation",
  "margin",
  "action",
] as const;

function Row({ position, onClose }: { position: Position; onClose?: (position: Position) => void }) {
  const { t } = useTranslation();
  const tone = pnlTone(position.unrealizedPnl);
  return (
    <Tr data-testid="position-row" data-coin={position.coin}>
      <Td>
        <CoinMark coin={position.coin} />
      </Td>
      <Td>
        <Badge tone={position.side === "LONG" ? "profit" : "loss"}>
          {position.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short")}
        </Badge>
      </Td>
      <Td numeric>{formatDisplaySize(position.size)}</Td>
      <Td numeric>{formatDisplayPrice(position.entryPrice)}</Td>
      <Td numeric>{formatDisplayPrice(position.currentPrice)}</Td>
      <Td numeric>{position.leverage}x</Td>
      <Td numeric className={pnlClass[tone]}>
        <span className="font-medium">{formatSignedPnl(position.unrealizedPnl)}</span>
        <span className="ml-1.5 text-xs opacity-80">
          ({formatPercent(position.returnPercent, { signed: true })})
        </span>
      </Td>
      <Td numeric className={position.liquidationPrice === null ? "text-fg-subtle" : "text-warning"}>
        {position.liquidationPrice === null
          ? t("common.notAvailable")
          : formatDisplayPrice(position.liquidationPrice)}
      </Td>
      <Td numeric>{formatUsdc(position.marginUsed)}</Td>
      {onClose ? (
        <Td numeric>
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
}

/** The current positions (product rules §2): coin, side, size, entry, mark, leverage, P&L with ROE, liquidation, margin. */
export function PositionsTable({ positions, loading, onClose }: PositionsTableProps) {
  const { t } = useTranslation();
  return (
    <Table data-testid="positions-table" aria-busy={loading || undefined}>
      <THead>
        <tr>
          <Th>{t("dashboard.positions.coin")}</Th>
          <Th>{t("dashboard.positions.side")}</Th>
          <Th numeric>{t("dashboard.positions.size")}</Th>
          <Th numeric>{t("dashboard.positions.entry")}</Th>
          <Th numeric>{t("dashboard.positions.mark")}</Th>
          <Th numeric>{t("dashboard.positions.leverage")}</Th>
          <Th numeric>{t("dashboard.positions.pnl")}</Th>
          <Th numeric>{t("dashboard.positions.liquidation")}</Th>
          <Th numeric>{t("dashboard.positions.margin")}</Th>
          {onClose ? (
            <Th numeric>
              <span className="sr-only">{t("portfolio.close.button")}</span>
            </Th>
          ) : null}
        </tr>
      </THead>
      <TBody>
        {positions
          ? positions.map((position) => (
              <Row key={`${position.coin}-${position.side}`} position={position} onClose={onClose} />
            ))
          : loading
            ? SKELETON_ROWS.map((row) => (
                <tr key={row}>
                  {COLUMNS.map((column) => (
                    <td key={column} className="px-4 py-3.5">
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
