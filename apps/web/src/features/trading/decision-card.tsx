import {
  type DecisionAction,
  type DecisionEditField,
  decisionLevels,
  formatDisplaySize,
  formatPercent,
  formatSignedPnl,
  type Message,
  type Position,
  pnlTone,
  type TradingDecision,
} from "@app/core";
import type { CardReview } from "@app/core/trading/decision-review";
import { CandlestickChart, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { EditDraft } from "../../shared/trading-session-store.ts";
import { usePriceFormat } from "../../shared/use-price-format.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { cn } from "../../ui/cn.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { CardExitChoice } from "../exits/card-exit-choice.tsx";
import { usePriceChart } from "../price-chart/price-chart-store.ts";
import { CardRefusal, CardRiskFigures, ExecutedBadge } from "./card-risk.tsx";
import { DecisionFields } from "./decision-fields.tsx";
import { editableFields } from "./use-decision-edits.ts";

const ACTION_TONE: Record<DecisionAction, BadgeTone> = {
  BUY: "profit",
  SELL: "loss",
  CLOSE: "warning",
  HOLD: "neutral",
};
const PNL_CLASS = { profit: "text-profit", loss: "text-loss", flat: "text-fg" } as const;

/** Props of {@link DecisionCard}. */
export interface DecisionCardProps {
  index: number;
  decision: TradingDecision;
  /** The open position in this coin, from the account overview. */
  position: Position | undefined;
  /** The coin's current market price, when the market answered. */
  currentPrice?: number | undefined;
  draft: EditDraft | undefined;
  errors: Partial<Record<DecisionEditField, Message>>;
  /** What Execute would do with this card now (core's review); absent for HOLD. */
  review?: CardReview | undefined;
  /** Its order went through from this analysis. */
  executed?: boolean;
  selected: boolean;
  /** Shown while the analysis is still being written: nothing to edit or select yet. */
  readOnly?: boolean;
  onSelect: () => void;
  onEdit: (field: DecisionEditField, text: string) => void;
  onResetEdits: () => void;
}

function Figure({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-2xs text-fg-subtle">{label}</dt>
      <dd className={cn("num truncate text-fg text-xs", className)}>{children}</dd>
    </div>
  );
}

/**
 * One per-coin decision (product rules §2 item 7): action, position and unrealized P&L, entry and current
 * price, confidence, editable quantity / leverage / stop loss / take profit, risk/reward and reason.
 * Clicking anywhere outside the inputs selects the card; the full-card button makes it keyboard
 * reachable.
 */
export function DecisionCard(props: DecisionCardProps) {
  const { index, decision, position, currentPrice, draft, errors, review, executed } = props;
  const { selected, readOnly, onSelect, onEdit, onResetEdits } = props;
  const { t } = useTranslation();
  const dash = t("common.notAvailable");
  const hold = decision.action === "HOLD";
  const confidence = Math.round(decision.confidence * 100);
  const edited = draft !== undefined && Object.keys(draft).length > 0;
  const entry = position?.entryPrice ?? decision.entry_price;
  const openChart = usePriceChart((state) => state.open);
  const price = usePriceFormat();
  return (
    <article
      data-testid="decision-card"
      data-coin={decision.coin}
      data-action={decision.action}
      data-selected={selected || undefined}
      data-executed={executed || undefined}
      className={cn(
        "relative flex flex-col gap-3 rounded-lg border-2 p-3.5 transition-colors",
        selected
          ? "border-accent bg-accent-soft/40 shadow-[0_0_0_3px_var(--color-accent-soft)]"
          : "border-border hover:border-border-strong",
        hold ? "bg-surface/60" : "bg-surface",
      )}
    >
      {readOnly ? null : (
        <button
          type="button"
          aria-pressed={selected}
          aria-label={t("trading.decision.select", { coin: decision.coin })}
          onClick={onSelect}
          className="focus-ring absolute inset-0 z-0 rounded-md"
        />
      )}
      <div className="pointer-events-none relative z-10 flex flex-col gap-3">
        <header className={cn("flex items-center justify-between gap-2", hold && "opacity-70")}>
          <CoinMark coin={decision.coin} />
          <span className="flex items-center gap-1.5">
            <button
              type="button"
              data-testid="open-price-chart"
              aria-label={t("priceChart.openFor", { coin: decision.coin })}
              title={t("priceChart.open")}
              onClick={() => openChart({ coin: decision.coin, levels: decisionLevels(decision, position) })}
              className="focus-ring pointer-events-auto rounded-md p-1 text-fg-muted hover:bg-surface-3 hover:text-fg"
            >
              <CandlestickChart className="size-4" aria-hidden="true" />
            </button>
            {executed ? <ExecutedBadge /> : null}
            <Badge
              tone={ACTION_TONE[decision.action]}
              size="md"
              className={hold ? "border-dashed" : undefined}
            >
              {t(`trading.decision.actions.${decision.action}`)}
            </Badge>
          </span>
        </header>

        <div className={cn("flex flex-col gap-1", hold && "opacity-70")}>
          <div className="flex items-center justify-between text-2xs">
            <span className="text-fg-subtle">{t("trading.decision.confidence")}</span>
            <span className="num font-medium text-fg">{formatPercent(confidence, { decimals: 0 })}</span>
          </div>
          <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-3">
            <div
              className={cn("h-full rounded-full", hold ? "bg-fg-subtle" : "bg-accent")}
              style={{ width: `${confidence}%` }}
            />
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-x-3 gap-y-2 rounded-md bg-surface-2 p-2.5">
          <Figure label={t("trading.decision.position")}>
            {position ? (
              <span className={position.side === "LONG" ? "text-profit" : "text-loss"}>
                {position.side === "LONG" ? t("dashboard.positions.long") : t("dashboard.positions.short")}{" "}
                {formatDisplaySize(position.size)}
              </span>
            ) : (
              t("trading.decision.noPosition")
            )}
          </Figure>
          <Figure
            label={t("trading.decision.unrealizedPnl")}
            className={position ? PNL_CLASS[pnlTone(position.unrealizedPnl)] : undefined}
          >
            {position ? formatSignedPnl(position.unrealizedPnl) : dash}
          </Figure>
          {/* Without a position there is no entry yet, only the price the decision plans to enter at. */}
          <Figure label={position ? t("trading.decision.entry") : t("trading.decision.plannedEntry")}>
            {entry === null ? dash : price(decision.coin, entry)}
          </Figure>
          <Figure label={t("trading.decision.current")}>
            {position
              ? price(decision.coin, position.currentPrice)
              : currentPrice !== undefined
                ? price(decision.coin, currentPrice)
                : dash}
          </Figure>
        </dl>

        <div>
          <DecisionFields
            index={index}
            decision={decision}
            draft={draft}
            errors={errors}
            onEdit={onEdit}
            editable={readOnly ? [] : editableFields(decision.action, position !== undefined)}
          />
          {decision.action === "BUY" || decision.action === "SELL" ? (
            <CardExitChoice index={index} decision={decision} />
          ) : null}
          <CardRefusal review={review} />
          {hold || (decision.action === "CLOSE" && position) ? (
            <p className="mt-1.5 text-2xs text-fg-subtle">
              {hold ? t("trading.decision.holdNote") : t("trading.decision.closeNote")}
            </p>
          ) : null}
        </div>

        <div className="flex items-center justify-between text-xs">
          <CardRiskFigures decision={decision} review={review} />
          {edited ? (
            <button
              type="button"
              onClick={onResetEdits}
              className="focus-ring pointer-events-auto inline-flex items-center gap-1 rounded-sm text-accent text-xs hover:underline"
            >
              <RotateCcw className="size-3" aria-hidden="true" />
              {t("trading.decision.resetEdits")}
            </button>
          ) : null}
        </div>

        <div>
          <p className="mb-0.5 text-2xs text-fg-subtle">{t("trading.decision.reason")}</p>
          <p className="text-fg-muted text-xs leading-relaxed">{decision.reasoning}</p>
        </div>
      </div>
    </article>
  );
}
