import { type ExecutionPlan, shortenAddress } from "@app/core";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { Notice } from "../../ui/notice.tsx";

type OrdersPlan = Extract<ExecutionPlan, { kind: "orders" }>;

/** Props of {@link ExecuteConfirmDialog}. */
export interface ExecuteConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: OrdersPlan;
  onConfirm: () => void;
  /** The agent that signs the orders; null when the server's wallet does (server mode). */
  agent: { address: string; maxOrderSize: number } | null;
}

const COUNT_STYLES = {
  buy: "text-profit",
  sell: "text-loss",
  close: "text-warning",
} as const;

/** Asks before executing (product rules §5): the counts of buy, sell and close orders, and what was skipped. */
export function ExecuteConfirmDialog({
  open,
  onOpenChange,
  plan,
  onConfirm,
  agent,
}: ExecuteConfirmDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("trading.execute.confirmTitle")}
      description={t("trading.execute.confirmDescription")}
      closeLabel={t("common.close")}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t("common.cancel")}
          </Button>
          <Button variant="primary" data-testid="confirm-execute" onClick={onConfirm}>
            {t("trading.execute.confirm")}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <dl className="grid grid-cols-3 gap-2">
          {(["buy", "sell", "close"] as const).map((kind) => (
            <div
              key={kind}
              className="flex flex-col items-center gap-0.5 rounded-md border border-border bg-surface p-3"
            >
              <dt className="text-fg-muted text-xs">{t(`trading.execute.counts.${kind}`)}</dt>
              <dd data-count={kind} className={`num font-semibold text-2xl ${COUNT_STYLES[kind]}`}>
                {plan.counts[kind]}
              </dd>
            </div>
          ))}
        </dl>
        {plan.skipped.length > 0 ? (
          <Notice tone="warning" title={`${t("trading.execute.skipped")} (${plan.skipped.length})`}>
            <ul className="list-disc pl-4">
              {plan.skipped.map((skip) => (
                <li key={skip.index}>{translateMessage(skip.message, language)}</li>
              ))}
            </ul>
          </Notice>
        ) : null}
        <p className="text-fg-muted text-xs" data-testid="execute-signer">
          {agent
            ? t("agent.trading.signs", { address: shortenAddress(agent.address), max: agent.maxOrderSize })
            : t("trading.execute.serverSigns")}
        </p>
      </div>
    </Dialog>
  );
}
