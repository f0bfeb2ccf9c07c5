import { type Freshness, shortenAddress } from "@app/core";
import type { DecisionReview } from "@app/core/trading/decision-review";
import type { OrderRisk, RiskAccount } from "@app/core/trading/risk-summary";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import type { ExecutedDecisions } from "../../shared/trading-session-store.ts";
import { Button } from "../../ui/button.tsx";
import { Checkbox } from "../../ui/checkbox.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";
import { FreshnessNotice } from "./freshness-notice.tsx";
import { RiskSummaryList, type RowState } from "./risk-summary-list.tsx";

/** Props of {@link ExecuteConfirmDialog}. */
export interface ExecuteConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  review: DecisionReview;
  account: RiskAccount;
  freshness: Freshness | null;
  executed: ExecutedDecisions | null;
  /** Sends the ready orders; those of cards already executed only when `again`. */
  onConfirm: (again: boolean) => void;
  onReanalyse: () => void;
  /**
   * The agent that signs the orders, and whether some order goes with an exit policy (set after the fill, which
   * may need a sign-in); null when the server's wallet signs (server mode).
   */
  agent: { address: string; maxOrderSize: number; exitPolicies?: boolean } | null;
  /** Server mode: whether this session is signed in as the wallet (no signature then); null while unknown. */
  signedIn: boolean | null;
}

/**
 * Exactly what the wallet will be asked: nothing with an agent (unless exit policies need a sign-in after the
 * fill) or a signed-in session, else one sign-in.
 */
function SigningCopy({ agent, signedIn }: Pick<ExecuteConfirmDialogProps, "agent" | "signedIn">) {
  const { t } = useTranslation();
  const text = agent
    ? [
        t("agent.trading.signs", { address: shortenAddress(agent.address), max: agent.maxOrderSize }),
        ...(agent.exitPolicies ? [t("agent.trading.exitSignIn")] : []),
      ].join(" ")
    : signedIn
      ? t("ticket.signing.serverSignedIn")
      : t("ticket.signing.serverSignIn");
  return (
    <p className="text-fg-muted text-xs" data-testid="execute-signer">
      {text}
    </p>
  );
}

/**
 * Asks before executing (product rules §5): every order with its pre-trade risk — size, notional, margin,
 * leverage, expected fill, liquidation price, stop and target, loss at the stop, fee — the orders that
 * would be refused with why (the others still go), how old the decisions are, what was executed already
 * (sent again only by an explicit choice) and what the wallet will be asked.
 */
export function ExecuteConfirmDialog(props: ExecuteConfirmDialogProps) {
  const { open, onOpenChange, review, account, freshness, executed, onConfirm, onReanalyse } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [again, setAgain] = useState(false);
  const done = new Set(executed?.indices ?? []);
  const cardOf = (risk: OrderRisk) =>
    review.plan.kind === "orders" ? (review.plan.indices[risk.index] ?? -1) : -1;
  const stateOf = (risk: OrderRisk): RowState =>
    risk.refusal ? "refused" : done.has(cardOf(risk)) && !again ? "repeat" : "send";
  const repeats = review.ready.filter((item) => done.has(item.index)).length;
  const sending = review.ready.length - (again ? 0 : repeats);
  const skipped = review.plan.kind === "orders" ? review.plan.skipped : [];
  const close = (next: boolean) => {
    if (!next) setAgain(false);
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t("trading.execute.confirmTitle")}
      description={t("trading.execute.confirmDescription")}
      closeLabel={t("common.close")}
      width="wide"
      footer={
        <>
          <Button variant="ghost" onClick={() => close(false)}>
            {t("common.cancel")}
          </Button>
          <Button
            variant="primary"
            data-testid="confirm-execute"
            disabled={sending === 0}
            onClick={() => {
              onConfirm(again);
              setAgain(false);
            }}
          >
            {sending === 0 ? t("ticket.nothingToSend") : t("ticket.confirm", { count: sending })}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {executed ? (
          <Notice tone="warning" title={t("ticket.again.title", { time: formatTime(executed.at, language) })}>
            <p>{t("ticket.again.body")}</p>
            {repeats > 0 ? (
              <Checkbox
                id="execute-again"
                className="mt-2"
                checked={again}
                onCheckedChange={setAgain}
                label={t("ticket.again.choice", { count: repeats })}
              />
            ) : null}
          </Notice>
        ) : null}
        {freshness ? <FreshnessNotice freshness={freshness} onReanalyse={onReanalyse} /> : null}
        {review.risk ? (
          <RiskSummaryList summary={review.risk} stateOf={stateOf} accountValue={account.accountValue} />
        ) : (
          <Notice tone="info">{t("ticket.summary.noMarkets")}</Notice>
        )}
        {skipped.length > 0 ? (
          <Notice tone="warning" title={`${t("trading.execute.skipped")} (${skipped.length})`}>
            <ul className="list-disc pl-4">
              {skipped.map((skip) => (
                <li key={skip.index}>{translateMessage(skip.message, language)}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        <SigningCopy agent={props.agent} signedIn={props.signedIn} />
      </div>
    </Dialog>
  );
}
