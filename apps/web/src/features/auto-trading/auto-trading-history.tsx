import { type AutoTradingRecord, runErrorText, type TradingHistoryRecord } from "@app/core";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatDateTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { Badge, type BadgeTone } from "../../ui/badge.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { formatCostUsd } from "../ai-cost/cost-text.ts";

const ACTION_TONES: Record<TradingHistoryRecord["decisions"][number]["action"], BadgeTone> = {
  BUY: "profit",
  SELL: "loss",
  CLOSE: "warning",
  HOLD: "neutral",
};

function Record({ record }: { record: AutoTradingRecord }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = record.status === "failed";
  const execution = record.execution;
  // Worded now, in the reader's language; a record from before failures were kept shows its stored text.
  const error = failed
    ? runErrorText(record, (message) => translateMessage(message, language), language)
    : undefined;
  return (
    <li
      data-testid="auto-trading-record"
      data-status={record.status}
      className="flex flex-col gap-2 px-4 py-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <span className="flex items-center gap-2">
          <Badge tone={failed ? "loss" : "profit"}>
            {failed ? t("autoTrading.history.failed") : t("autoTrading.history.success")}
          </Badge>
          <span className="num text-fg-muted">{formatDateTime(record.timestamp, language)}</span>
        </span>
        <span className="flex items-center gap-2">
          {typeof record.costUsd === "number" || record.costUsd === null ? (
            <span data-testid="auto-trading-record-cost" className="num text-fg-subtle">
              {record.costUsd === null ? t("aiCost.unpriced") : formatCostUsd(record.costUsd)}
            </span>
          ) : null}
          <Badge tone="accent">{record.model}</Badge>
        </span>
      </div>
      {record.summary ? <p className="line-clamp-2 text-fg text-sm">{record.summary}</p> : null}
      {record.decisions.length > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {record.decisions.map((decision, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a coin may appear twice; a record never changes
            <Badge key={`${decision.coin}-${index}`} tone={ACTION_TONES[decision.action]}>
              {decision.coin} {t(`trading.decision.actions.${decision.action}`)}
            </Badge>
          ))}
        </div>
      ) : null}
      {execution ? (
        <p className="num text-fg-subtle text-xs">
          {execution.total > 0
            ? t("autoTrading.history.executed", { executed: execution.executed, total: execution.total })
            : t("autoTrading.history.noTrades")}
        </p>
      ) : null}
      {error ? (
        <div className="rounded-md border border-loss/30 bg-loss-soft px-2.5 py-1.5 text-xs">
          <p className="font-semibold text-loss">{t("autoTrading.history.error")}</p>
          <p className="break-words text-loss" data-testid="auto-trading-record-error">
            {error}
          </p>
        </div>
      ) : null}
    </li>
  );
}

/** The latest five auto-trading runs, newest first (product rules §2): status, summary, decisions, model, error. */
export function AutoTradingHistory({
  records,
  loading = false,
  unavailable = null,
}: {
  records: readonly AutoTradingRecord[];
  /** The records are still being read (the server's runs). */
  loading?: boolean;
  /** Why the records cannot be read (the server's, signed out or failing), shown instead of "no runs yet". */
  unavailable?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <section className="flex min-w-0 flex-col" aria-labelledby="auto-trading-history-title">
      <h3 id="auto-trading-history-title" className="px-4 pt-4 pb-2 font-semibold text-fg text-sm">
        {t("autoTrading.history.title")}
      </h3>
      {loading ? (
        <div className="flex flex-col gap-2 px-4 pb-4" data-testid="auto-trading-history-loading">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : unavailable ? (
        <p data-testid="auto-trading-history-unavailable" className="px-4 pb-4 text-fg-subtle text-sm">
          {unavailable}
        </p>
      ) : records.length === 0 ? (
        <p className="px-4 pb-4 text-fg-subtle text-sm">{t("autoTrading.history.empty")}</p>
      ) : (
        <ul data-testid="auto-trading-history" className="divide-y divide-border">
          {records.map((record) => (
            <Record key={`${record.timestamp}-${record.status}`} record={record} />
          ))}
        </ul>
      )}
    </section>
  );
}
