import { formatDisplayPrice, formatDisplaySize, formatPercent, formatUsdc } from "@app/core";
import type { OrderRisk, RiskSummary } from "@app/core/trading/risk-summary";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { cn } from "../../ui/cn.ts";
import { CoinMark } from "../../ui/coin-mark.tsx";

/** How one order of the summary goes: sent, refused before sending, or held back as already executed. */
export type RowState = "send" | "refused" | "repeat";

function Figure({ label, children, tone }: { label: string; children: ReactNode; tone?: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-2xs text-fg-subtle">{label}</dt>
      <dd className={cn("num truncate text-fg text-xs", tone)}>{children}</dd>
    </div>
  );
}

const price = (value: number | null, none: string) => (value === null ? none : formatDisplayPrice(value));
const usdc = (value: number | null, none: string) => (value === null ? none : formatUsdc(value));

/** One order's figures: size, notional, margin, leverage, fill, liquidation, stop, target, loss, fee. */
function OrderRow({ risk, state }: { risk: OrderRisk; state: RowState }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const none = t("ticket.summary.none");
  const dash = t("common.notAvailable");
  const side = risk.reduceOnly ? "CLOSE" : risk.side;
  const loss =
    risk.lossAtStop === null
      ? dash
      : `${formatUsdc(risk.lossAtStop)} · ${risk.lossAtStopPercent === null ? dash : formatPercent(risk.lossAtStopPercent)}`;
  return (
    <li
      data-testid="risk-row"
      data-coin={risk.coin}
      data-state={state}
      className={cn(
        "flex flex-col gap-2 rounded-md border p-2.5",
        state === "refused" ? "border-loss/40 bg-loss-soft/30" : "border-border bg-surface",
        state === "repeat" && "opacity-60",
      )}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CoinMark coin={risk.coin} />
        <span
          className={cn(
            "font-semibold text-xs",
            side === "BUY" ? "text-profit" : side === "SELL" ? "text-loss" : "text-warning",
          )}
        >
          {t(`ticket.summary.side.${side}`)}
        </span>
        <span className="num text-fg text-xs">{formatDisplaySize(risk.size)}</span>
        {state === "refused" ? (
          <span className="ml-auto font-semibold text-2xs text-loss uppercase">
            {t("ticket.summary.refused")}
          </span>
        ) : state === "repeat" ? (
          <span className="ml-auto text-2xs text-fg-muted">{t("ticket.summary.repeat")}</span>
        ) : null}
      </div>
      {risk.refusal ? (
        <p role="alert" className="text-loss text-xs" data-testid="risk-refusal">
          {translateMessage(risk.refusal, language)}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-5">
        <Figure label={t("ticket.summary.notional")}>{usdc(risk.notional, dash)}</Figure>
        <Figure label={t("ticket.summary.margin")}>{usdc(risk.margin, dash)}</Figure>
        <Figure label={t("ticket.summary.leverage")}>
          {risk.leverage === null ? dash : `${risk.leverage}x`}
        </Figure>
        <Figure label={t("ticket.summary.fill")}>{price(risk.estimatedFill, dash)}</Figure>
        <Figure label={t("ticket.summary.liquidation")} tone="text-warning">
          {risk.reduceOnly || state !== "send" ? dash : price(risk.liquidationPrice, none)}
        </Figure>
        <Figure label={t("ticket.summary.stop")}>
          {price(risk.stopLoss, risk.reduceOnly ? dash : none)}
        </Figure>
        <Figure label={t("ticket.summary.target")}>
          {price(risk.takeProfit, risk.reduceOnly ? dash : none)}
        </Figure>
        <Figure
          label={t("ticket.summary.lossAtStop")}
          tone={risk.lossAtStop === null ? undefined : "text-loss"}
        >
          {loss}
        </Figure>
        <Figure label={t("ticket.summary.fee")}>{usdc(risk.fee, dash)}</Figure>
        <Figure label={t("trading.decision.riskReward")}>
          {risk.riskReward === null ? dash : risk.riskReward.toFixed(2)}
        </Figure>
      </dl>
    </li>
  );
}

/** Props of {@link RiskSummaryList}. */
export interface RiskSummaryListProps {
  summary: RiskSummary;
  /** How each order goes, by its index in the summary. */
  stateOf: (risk: OrderRisk) => RowState;
  accountValue: number;
}

/**
 * The pre-trade risk summary of the confirmation: every order with its figures, the refused ones with
 * why, and the totals of the orders that will be sent.
 */
export function RiskSummaryList({ summary, stateOf, accountValue }: RiskSummaryListProps) {
  const { t } = useTranslation();
  const sent = summary.orders.filter((risk) => stateOf(risk) === "send");
  const total = (pick: (risk: OrderRisk) => number | null) =>
    sent.reduce((sum, risk) => sum + (pick(risk) ?? 0), 0);
  const loss = total((risk) => risk.lossAtStop);
  return (
    <section
      aria-label={t("ticket.summary.title")}
      className="flex flex-col gap-2"
      data-testid="risk-summary"
    >
      <h3 className="font-semibold text-fg text-sm">{t("ticket.summary.title")}</h3>
      <ul className="flex flex-col gap-2">
        {summary.orders.map((risk) => (
          <OrderRow key={risk.index} risk={risk} state={stateOf(risk)} />
        ))}
      </ul>
      <div className="rounded-md border border-accent/30 bg-accent-soft/40 p-2.5" data-testid="risk-totals">
        <p className="mb-1.5 font-semibold text-fg text-xs">
          {t("ticket.summary.total", { count: sent.length })}
          <span className="ml-2 font-normal text-fg-subtle">
            {t("ticket.summary.equity", { amount: formatUsdc(accountValue) })}
          </span>
        </p>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 sm:grid-cols-4">
          <Figure label={t("ticket.summary.notional")}>{formatUsdc(total((risk) => risk.notional))}</Figure>
          <Figure label={t("ticket.summary.margin")}>{formatUsdc(total((risk) => risk.margin))}</Figure>
          <Figure label={t("ticket.summary.lossAtStop")} tone="text-loss">
            {`${formatUsdc(loss)} · ${accountValue > 0 ? formatPercent((loss / accountValue) * 100) : t("common.notAvailable")}`}
          </Figure>
          <Figure label={t("ticket.summary.fee")}>{formatUsdc(total((risk) => risk.fee))}</Figure>
        </dl>
      </div>
      <p className="text-2xs text-fg-subtle">{t("ticket.summary.estimate")}</p>
    </section>
  );
}
