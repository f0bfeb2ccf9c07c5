import { formatPercent, formatUsdc, type TradingDecision } from "@app/core";
import type { CardReview } from "@app/core/trading/decision-review";
import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge } from "../../ui/badge.tsx";

/**
 * A card's risk/reward and loss at the stop, recomputed from its edited numbers as they are typed (core's
 * review); the model's ratio until the markets are known.
 */
export function CardRiskFigures({
  decision,
  review,
}: {
  decision: TradingDecision;
  review: CardReview | undefined;
}) {
  const { t } = useTranslation();
  const dash = t("common.notAvailable");
  const risk = review?.risk;
  const ratio = risk ? risk.riskReward : decision.risk_reward_ratio;
  return (
    <span className="flex flex-col gap-0.5 text-fg-subtle">
      <span>
        {t("trading.decision.riskReward")}{" "}
        <span className="num font-medium text-fg" data-testid="card-risk-reward">
          {ratio === null ? dash : ratio.toFixed(2)}
        </span>
      </span>
      {risk?.lossAtStop != null && risk.lossAtStopPercent != null ? (
        <span>
          {t("ticket.lossAtStop")}{" "}
          <span className="num font-medium text-loss" data-testid="card-loss-at-stop">
            {t("ticket.lossAtStopValue", {
              amount: formatUsdc(risk.lossAtStop),
              percent: formatPercent(risk.lossAtStopPercent),
            })}
          </span>
        </span>
      ) : null}
    </span>
  );
}

/** Why the card's order would not be sent, when the problem is not one field's (those show inline). */
export function CardRefusal({ review }: { review: CardReview | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!review?.refusal || review.field !== null) return null;
  return (
    <p role="alert" data-testid="card-refusal" className="text-2xs text-loss leading-tight">
      {t("ticket.cardNotSent", { reason: translateMessage(review.refusal, language) })}
    </p>
  );
}

/** The "Executed" mark of a card whose order went through from this analysis. */
export function ExecutedBadge() {
  const { t } = useTranslation();
  return (
    <Badge tone="profit" data-testid="card-executed">
      <CheckCircle2 className="size-3" aria-hidden="true" />
      {t("ticket.executedBadge")}
    </Badge>
  );
}
