import {
  formatDisplayPrice,
  formatDisplaySize,
  formatPercent,
  formatSignedPnl,
  type Position,
  pnlTone,
  shortenAddress,
} from "@app/core";
import { useTranslation } from "react-i18next";
import { Button } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";

/** Props of {@link ClosePositionDialog}. */
export interface ClosePositionDialogProps {
  /** The position to close; the dialog is open while one is set. */
  position: Position | null;
  closing: boolean;
  /** The translated error of the last attempt, kept while the dialog stays open. */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
  /** The agent that signs the close; null in server mode, where the dialog hints to create one. */
  agentAddress?: string | null;
}

const pnlClass = { profit: "text-profit", loss: "text-loss", flat: "text-fg" } as const;

function Line({ label, children, className }: { label: string; children: string; className?: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-1.5">
      <dt className="text-fg-muted text-sm">{label}</dt>
      <dd className={cn("num font-medium text-sm", className)}>{children}</dd>
    </div>
  );
}

/**
 * Asks before closing a position (product rules §2, §4): its coin, side, size, entry, mark and P&L. While the
 * close runs both buttons are disabled and the dialog cannot be dismissed.
 */
export function ClosePositionDialog({
  position,
  closing,
  error,
  onCancel,
  onConfirm,
  agentAddress = null,
}: ClosePositionDialogProps) {
  const { t } = useTranslation();
  const shown = position;
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      dismissible={!closing}
      title={t("portfolio.close.title")}
      description={shown ? t("portfolio.close.description", { coin: shown.coin }) : undefined}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={closing}>
            {t("common.cancel")}
          </Button>
          <Button variant="danger" data-testid="confirm-close" onClick={onConfirm} disabled={closing}>
            {closing ? t("portfolio.close.closing") : t("portfolio.close.confirm")}
          </Button>
        </>
      }
    >
      {shown ? (
        <div className="flex flex-col gap-3" data-testid="close-position-dialog">
          <dl className="divide-y divide-border rounded-md border border-border bg-surface px-3">
            <Line label={t("dashboard.positions.coin")}>{shown.coin}</Line>
            <Line
              label={t("dashboard.positions.side")}
              className={shown.side === "LONG" ? "text-profit" : "text-loss"}
            >
              {shown.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short")}
            </Line>
            <Line label={t("dashboard.positions.size")}>{formatDisplaySize(shown.size)}</Line>
            <Line label={t("dashboard.positions.entry")}>{formatDisplayPrice(shown.entryPrice)}</Line>
            <Line label={t("dashboard.positions.mark")}>{formatDisplayPrice(shown.currentPrice)}</Line>
            <Line label={t("dashboard.positions.pnl")} className={pnlClass[pnlTone(shown.unrealizedPnl)]}>
              {`${formatSignedPnl(shown.unrealizedPnl)} USDC (${formatPercent(shown.returnPercent, { signed: true })})`}
            </Line>
          </dl>
          <p className="text-fg-muted text-xs" data-testid="close-signer">
            {agentAddress
              ? t("agent.trading.close", { address: shortenAddress(agentAddress) })
              : t("portfolio.close.serverMode")}
          </p>
          {error ? (
            <Notice tone="error" title={t("portfolio.close.failed")} live>
              {error}
            </Notice>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
