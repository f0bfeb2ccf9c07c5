import { type AccountOverview, formatPercent, formatSignedPnl, formatUsdc, pnlTone } from "@app/core";
import { Landmark, PiggyBank, Scale, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { StatCard, type Tone } from "../../ui/stat-card.tsx";
import { accountSummary } from "./account-summary.ts";

function Amount({ text }: { text: string }) {
  return (
    <>
      {text}
      <span className="ml-1.5 font-medium text-fg-subtle text-xs">USDC</span>
    </>
  );
}

const toneOf = (value: number): Tone => {
  const tone = pnlTone(value);
  return tone === "flat" ? "neutral" : tone;
};

/** Props of {@link SummaryCards}. */
export interface SummaryCardsProps {
  overview: AccountOverview | undefined;
  loading: boolean;
}

/**
 * The four summary cards (product rules §2): account balance, unrealized P&L with percent, used margin and
 * available cash with their shares of the account.
 */
export function SummaryCards({ overview, loading }: SummaryCardsProps) {
  const { t } = useTranslation();
  const summary = overview ? accountSummary(overview) : undefined;
  const dash = t("common.notAvailable");
  const busy = loading && !summary;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        data-testid="summary-balance"
        label={t("dashboard.summary.balance")}
        icon={<Landmark className="size-4" aria-hidden="true" />}
        loading={busy}
        value={summary ? <Amount text={formatUsdc(summary.balance)} /> : dash}
        detail={
          summary
            ? t("dashboard.summary.balanceDetail", { initial: `${formatUsdc(summary.initialBalance)} USDC` })
            : undefined
        }
      />
      <StatCard
        data-testid="summary-unrealized-pnl"
        label={t("dashboard.summary.unrealizedPnl")}
        icon={<TrendingUp className="size-4" aria-hidden="true" />}
        loading={busy}
        tone={summary ? toneOf(summary.unrealizedPnl) : "neutral"}
        detailTone={summary ? toneOf(summary.unrealizedPnl) : "neutral"}
        value={summary ? <Amount text={formatSignedPnl(summary.unrealizedPnl)} /> : dash}
        detail={
          summary
            ? t("dashboard.summary.unrealizedDetail", {
                percent: formatPercent(summary.unrealizedPercent, { signed: true }),
              })
            : undefined
        }
      />
      <StatCard
        data-testid="summary-margin"
        label={t("dashboard.summary.margin")}
        icon={<Scale className="size-4" aria-hidden="true" />}
        loading={busy}
        value={summary ? <Amount text={formatUsdc(summary.marginUsed)} /> : dash}
        detail={
          summary
            ? t("dashboard.summary.marginDetail", { percent: formatPercent(summary.marginPercent) })
            : undefined
        }
        meter={summary?.marginPercent}
      />
      <StatCard
        data-testid="summary-available"
        label={t("dashboard.summary.available")}
        icon={<PiggyBank className="size-4" aria-hidden="true" />}
        loading={busy}
        value={summary ? <Amount text={formatUsdc(summary.availableCash)} /> : dash}
        detail={
          summary
            ? t("dashboard.summary.availableDetail", { percent: formatPercent(summary.availablePercent) })
            : undefined
        }
        meter={summary?.availablePercent}
      />
    </div>
  );
}
