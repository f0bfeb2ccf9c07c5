import type { Message } from "@app/core";
import { FlaskConical, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useTradingSession } from "../../shared/trading-session-store.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { ExecuteConfirmDialog } from "./execute-confirm-dialog.tsx";
import { ExecutionResults } from "./execution-results.tsx";
import { UnprotectedNotice } from "./unprotected-notice.tsx";
import { useExecuteDecisions } from "./use-execute-decisions.ts";

/**
 * The execution area (product rules §2 item 8): the paper-trading notice, Execute Decisions (Testnet), its
 * confirmation, and the results box once an execution finished.
 */
export function ExecutePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorText = useErrorText();
  const execution = useExecuteDecisions();
  const result = useTradingSession((state) => state.execution);
  const clearResult = useTradingSession((state) => state.clearExecution);
  const [confirming, setConfirming] = useState(false);
  const [nothingToDo, setNothingToDo] = useState<Message[] | null>(null);
  const { plan } = execution;

  const onExecute = () => {
    if (!plan) return;
    if (!execution.walletConnected) {
      setNothingToDo([{ key: "wallet.notConnected" }]);
      return;
    }
    if (plan.kind === "all-hold") {
      setNothingToDo([plan.message]);
      return;
    }
    if (plan.orders.length === 0) {
      setNothingToDo(plan.skipped.map((skip) => skip.message));
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
        <Button
          variant="primary"
          data-testid="execute-decisions"
          loading={execution.executing}
          disabled={!plan || !execution.editsValid}
          icon={<Send className="size-4" aria-hidden="true" />}
          onClick={onExecute}
        >
          {execution.executing ? t("trading.execute.executing") : t("trading.execute.button")}
        </Button>
      </div>
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
      {plan?.kind === "orders" ? (
        <ExecuteConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          plan={plan}
          agent={execution.agent}
          onConfirm={() => {
            setConfirming(false);
            execution.execute();
          }}
        />
      ) : null}
    </section>
  );
}
