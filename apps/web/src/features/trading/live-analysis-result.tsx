import { type Position, toCoinSymbol } from "@app/core";
import { Brain, FileText, FlaskConical, Send, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTradingNetwork } from "../../app/trading-network.ts";
import { Badge } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { CoinMark } from "../../ui/coin-mark.tsx";
import { CollapsibleSection } from "../../ui/collapsible-section.tsx";
import { Skeleton, Spinner } from "../../ui/spinner.tsx";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";
import { DecisionCard } from "./decision-card.tsx";
import { executeButtonKey } from "./execute-panel.tsx";
import { cardCoin, type LiveAnalysis } from "./live-analysis-store.ts";
import { useMarketPrices } from "./use-market-prices.ts";

const noop = () => {};

/** A coin whose decision the model has not finished yet. */
function WaitingCard({ coin }: { coin: string }) {
  const { t } = useTranslation();
  return (
    <article
      data-testid="pending-card"
      data-coin={coin}
      aria-busy="true"
      className="flex min-h-40 flex-col gap-3 rounded-lg border-2 border-border border-dashed bg-surface/60 p-3.5"
    >
      <header className="flex items-center justify-between gap-2">
        <CoinMark coin={coin} />
        <Badge>{t("liveAnalysis.pending")}</Badge>
      </header>
      <p className="inline-flex items-center gap-2 text-fg-subtle text-xs">
        <Spinner className="size-3.5" />
        {t("liveAnalysis.waiting", { coin })}
      </p>
      <Skeleton className="h-2 w-2/3" />
      <Skeleton className="h-2 w-1/2" />
    </article>
  );
}

function positionOf(coin: string, positions: readonly Position[] | undefined) {
  return positions?.find((position) => toCoinSymbol(position.coin) === coin);
}

/**
 * An analysis as the model writes it: the overview texts as they grow, each coin's card as soon as its
 * decision is complete and past the per-decision guardrails, waiting cards for the rest, and Execute
 * held until the whole reply is in and the rules across coins have run. Cancel stops it.
 */
export function LiveAnalysisResult({ live, onCancel }: { live: LiveAnalysis; onCancel: () => void }) {
  const { t } = useTranslation();
  const network = useTradingNetwork((state) => state.network);
  const account = useAccountOverview();
  const prices = useMarketPrices(live.coins);
  const [showAnalysis, setShowAnalysis] = useState(false);
  const done = live.coins.filter((coin) => live.decisions[cardCoin(coin)]).length;
  return (
    <div className="flex flex-col gap-4" data-testid="live-analysis">
      <Card aria-busy="true">
        <CardHeader
          icon={<Brain className="size-4" aria-hidden="true" />}
          title={t("trading.result.overview")}
          actions={
            <Button
              size="xs"
              variant="secondary"
              data-testid="cancel-analysis-live"
              icon={<X className="size-3.5" aria-hidden="true" />}
              onClick={onCancel}
            >
              {t("liveAnalysis.cancel")}
            </Button>
          }
        />
        <CardBody className="flex flex-col gap-2 pt-2">
          <p className="inline-flex items-center gap-2 text-accent text-xs" role="status">
            <Spinner className="size-3.5" />
            {live.model ? t("liveAnalysis.writing", { model: live.model }) : t("trading.analysing")}
          </p>
          {live.strategyOverview ? (
            <p className="whitespace-pre-line text-fg text-sm leading-relaxed" data-testid="live-overview">
              {live.strategyOverview}
            </p>
          ) : (
            <>
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/2" />
            </>
          )}
        </CardBody>
      </Card>
      <CollapsibleSection
        title={t("trading.result.comprehensive")}
        meta={live.comprehensiveAnalysis ? undefined : t("liveAnalysis.notYet")}
        icon={<FileText className="size-4" aria-hidden="true" />}
        open={showAnalysis}
        onOpenChange={setShowAnalysis}
      >
        <p className="whitespace-pre-line text-fg-muted text-sm leading-relaxed">
          {live.comprehensiveAnalysis || t("liveAnalysis.notYet")}
        </p>
      </CollapsibleSection>
      <section aria-labelledby="live-decisions-title" className="flex flex-col gap-3">
        <div className="flex items-center gap-2">
          <h2 id="live-decisions-title" className="font-semibold text-base text-fg">
            {t("trading.result.decisions")}
          </h2>
          <Badge data-testid="live-progress">
            {t("liveAnalysis.progress", { done, total: live.coins.length })}
          </Badge>
        </div>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(17rem,1fr))] gap-3" aria-live="polite">
          {live.coins.map((coin, index) => {
            const decision = live.decisions[cardCoin(coin)];
            if (!decision) return <WaitingCard key={coin} coin={coin} />;
            return (
              <DecisionCard
                key={coin}
                index={index}
                decision={decision}
                position={positionOf(cardCoin(coin), account.data?.positions)}
                currentPrice={prices[cardCoin(coin)]}
                draft={undefined}
                errors={{}}
                selected={false}
                readOnly
                onSelect={noop}
                onEdit={noop}
                onResetEdits={noop}
              />
            );
          })}
        </div>
      </section>
      <section
        aria-label={t("trading.execute.button")}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3"
      >
        <p className="inline-flex items-center gap-2 text-fg-muted text-xs">
          <FlaskConical className="size-4 shrink-0 text-warning" aria-hidden="true" />
          {t("liveAnalysis.executeLater")}
        </p>
        <Button
          variant="primary"
          data-testid="execute-decisions"
          disabled
          icon={<Send className="size-4" aria-hidden="true" />}
        >
          {t(executeButtonKey(network))}
        </Button>
      </section>
    </div>
  );
}
