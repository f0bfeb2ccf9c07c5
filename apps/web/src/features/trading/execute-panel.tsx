import { type Message, tripMessage } from "@app/core";
import { FlaskConical, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { useTradingNetwork } from "../../app/trading-network.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useRiskTrip } from "../risk/use-risk-governor.ts";
import { ExecuteConfirmDialog } from "./execute-confirm-dialog.tsx";
import { ExecutionResults } from "./execution-results.tsx";
import { UnprotectedNotice } from "./unprotected-notice.tsx";
import { useConfirmContext } from "./use-confirm-context.ts";
import { useExecuteDecisions } from "./use-execute-decisions.ts";

/** The Execute button's label for the network the server trades on. */
export function executeButtonKey(network: string | null | undefined) {
  if (network === "testnet") return "trading.execute.buttonTestnet" as const;
  if (network === "local") return "trading.execute.buttonLocal" as const;
  return "trading.execute.button" as const;
}

/**
 * The execution area (product rules §2 item 8): the paper-trading notice, Execute Decisions (Testnet) with
 * how many orders are ready, its confirmation with the pre-trade risk, and the results box once an
 * execution finished. `onReanalyse` starts a new analysis (the confirmation's shortcut for old decisions).
 */
export function ExecutePanel({ onReanalyse }: { onReanalyse: () => void }) {
  const network = useTradingNetwork((state) => state.network);
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const execution = useExecuteDecisions();
  // A tripped governor stops only the loop: a manual Execute still goes, with a warning (issue 36 item 3).
  const riskTrip = useRiskTrip();
  const result = useTradingSession((state) => state.execution);
  const clearResult = useTradingSession((state) => state.clearExecution);
  const [confirming, setConfirming] = useState(false);
  const [nothingToDo, setNothingToDo] = useState<Message[] | null>(null);
  const { plan, review } = execution;
  const context = useConfirmContext(confirming, execution.agent === null);
  const ready = execution.fresh.length;
  const done = execution.executed?.indices.length ?? 0;

  const onExecute = () => {
    if (!plan || !review) return;
    if (!execution.walletConnected) {
      setNothingToDo([{ key: "wallet.notConnected" }]);
      return;
    }
    if (plan.kind === "all-hold") {
      setNothingToDo([plan.message]);
      return;
    }
    if (review.ready.length === 0) {
      const reasons = [...review.cards.values()].flatMap((card) => (card.refusal ? [card.refusal] : []));
      setNothingToDo(reasons.length > 0 ? reasons : [{ key: "execution.allHold" }]);
      return;
    }
    setNothingToDo(null);
    setConfirming(true);
  };

  return (
    <section aria-label={t("trading.execute.button")} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-surface p-3">
        <p className="inline-flex items-center gap-2 text-warning text-xs">
          <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
          {t("trading.execute.notice")}
        </p>
        <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1">
          {review && review.total > 0 ? (
            <p className="num text-fg-muted text-xs" data-testid="orders-ready" data-ready={ready}>
              {review.total > done ? t("ticket.ready", { ready, total: review.total - done }) : null}
              {execution.executed ? (
                <span className="ml-2 text-profit" data-testid="executed-at">
                  {t("ticket.executedAt", { time: formatTime(execution.executed.at, language) })}
                </span>
              ) : null}
            </p>
          ) : null}
          <Button
            variant="primary"
            data-testid="execute-decisions"
            loading={execution.executing}
            disabled={!plan || !execution.editsValid}
            icon={<Send className="size-4" aria-hidden="true" />}
            onClick={onExecute}
          >
            {execution.executing ? t("trading.execute.executing") : t(executeButtonKey(network))}
          </Button>
        </div>
      </div>
      {riskTrip ? (
        <Notice tone="warning" data-testid="execute-risk-warning" title={t("risk.executeWarning")}>
          {translateMessage(tripMessage(riskTrip), language)}
        </Notice>
      ) : null}
      {!execution.editsValid ? <Notice tone="error">{t("trading.execute.fixEdits")}</Notice> : null}
      {nothingToDo ? (
        <Notice tone="info" live data-testid="execution-nothing">
          {nothingToDo.map((message) => (
            <p key={`${message.key}-${JSON.stringify(message.params ?? {})}`}>
              {translateMessage(message, language)}
            </p>
          ))}
        </Notice>
      ) : null}
      {execution.error ? (
        <Notice tone="error" title={t("trading.execute.failed")} live>
          {errorText(execution.error)}
        </Notice>
      ) : null}
      {result ? <ExecutionResults response={result.response} at={result.at} onDismiss={clearResult} /> : null}
      {result ? <UnprotectedNotice response={result.response} /> : null}
      {review && plan?.kind === "orders" ? (
        <ExecuteConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          review={review}
          account={execution.account}
          freshness={context.freshness}
          executed={execution.executed}
          agent={execution.agent}
          signedIn={context.signedIn}
          onReanalyse={() => {
            setConfirming(false);
            onReanalyse();
          }}
          onConfirm={(again) => {
            setConfirming(false);
            execution.execute(again);
          }}
        />
      ) : null}
    </section>
  );
}
