import { formatPercent, formatSignedPnl, shortenAddress } from "@app/core";
import { Activity, BarChart3, Bot, FlaskConical, Trophy, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { cn } from "../../ui/cn.ts";
import { DEMO_LEADERS, DEMO_MODELS, DEMO_PERIODS, DEMO_STATS } from "./demo-data.ts";
import { MyRecordCard } from "./my-record-card.tsx";

const number = new Intl.NumberFormat("en-US");

function StatTile({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <Card className="flex items-center gap-3 p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent">
        {icon}
      </span>
      <div className="min-w-0">
        <p className="truncate text-fg-muted text-xs">{label}</p>
        <p className="num font-semibold text-fg text-xl">{value}</p>
      </div>
    </Card>
  );
}

function Leaderboard() {
  const { t } = useTranslation();
  return (
    <Card data-testid="community-leaderboard">
      <CardHeader
        title={t("community.leaderboard")}
        icon={<Trophy className="size-4" aria-hidden="true" />}
        // The demo is one fixed 24-hour table: a period switch that changed nothing would mislead.
        actions={<Badge tone="neutral">{t("community.demoPeriod", { period: DEMO_PERIODS[0] })}</Badge>}
      />
      <CardBody className="px-0 pt-0">
        <ol className="divide-y divide-border">
          {DEMO_LEADERS.map((leader) => (
            <li
              key={leader.rank}
              data-testid="leader-row"
              className="flex items-center gap-3 px-4 py-2.5 sm:px-5"
            >
              <span
                className={cn(
                  "num flex size-7 shrink-0 items-center justify-center rounded-full font-semibold text-xs",
                  leader.rank <= 3 ? "bg-warning-soft text-warning" : "bg-surface-3 text-fg-muted",
                )}
              >
                {leader.rank}
              </span>
              <div className="min-w-0 flex-1">
                <p className="num truncate font-mono text-fg text-sm">{shortenAddress(leader.address)}</p>
                <p className="text-fg-subtle text-xs">
                  {t("community.tradesCount", { count: leader.trades })} · {t("community.winRate")}{" "}
                  {formatPercent(leader.winRate, { decimals: 1 })}
                </p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="num font-semibold text-profit text-sm">
                  {formatSignedPnl(leader.profit)}
                </span>
                <Badge tone={leader.rank <= 3 ? "warning" : "neutral"}>
                  {t(`community.badges.${leader.badge}`)}
                </Badge>
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

function ModelComparison() {
  const { t } = useTranslation();
  return (
    <Card data-testid="community-models">
      <CardHeader title={t("community.models")} icon={<Bot className="size-4" aria-hidden="true" />} />
      <CardBody className="grid gap-3 sm:grid-cols-2">
        {DEMO_MODELS.map((model) => (
          <div key={model.name} className="rounded-md border border-border bg-surface-2 p-3">
            <p className="font-medium text-fg text-sm">{model.name}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              <dt className="text-fg-subtle">{t("community.totalPnl")}</dt>
              <dd className="num text-right text-profit">
                {formatPercent(model.totalPnl, { signed: true, decimals: 1 })}
              </dd>
              <dt className="text-fg-subtle">{t("community.winRate")}</dt>
              <dd className="num text-right text-fg">{formatPercent(model.winRate, { decimals: 1 })}</dd>
              <dt className="text-fg-subtle">{t("community.avgProfit")}</dt>
              <dd className="num text-right text-fg">{formatPercent(model.avgProfit, { signed: true })}</dd>
              <dt className="text-fg-subtle">{t("community.decisions")}</dt>
              <dd className="num text-right text-fg">{number.format(model.trades)}</dd>
            </dl>
          </div>
        ))}
      </CardBody>
    </Card>
  );
}

/**
 * The community tab (product rules §2, §9): the connected wallet's real record, then a demo leaderboard and model
 * comparison, labelled as such.
 */
export function CommunityTab() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      {/* Real, so above the demo banner and everything it describes. */}
      <MyRecordCard />
      <div
        role="note"
        data-testid="community-demo-banner"
        className="flex items-start gap-2.5 rounded-lg border border-info/30 bg-info-soft p-3 text-sm"
      >
        <FlaskConical className="mt-0.5 size-4 shrink-0 text-info" aria-hidden="true" />
        <p className="text-fg">
          <span className="font-semibold text-info">{t("community.demoTitle")}</span>{" "}
          {t("community.demoBody")}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <StatTile
          label={t("community.activeTraders")}
          value={number.format(DEMO_STATS.activeTraders)}
          icon={<Users className="size-5" aria-hidden="true" />}
        />
        <StatTile
          label={t("community.todayVolume")}
          value={`$${(DEMO_STATS.todayVolume / 1_000_000).toFixed(1)}M`}
          icon={<BarChart3 className="size-5" aria-hidden="true" />}
        />
        <StatTile
          label={t("community.aiDecisions")}
          value={number.format(DEMO_STATS.aiDecisions)}
          icon={<Activity className="size-5" aria-hidden="true" />}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-2">
        <Leaderboard />
        <ModelComparison />
      </div>
    </div>
  );
}
