import {
  describeOrderResult,
  type ExecuteResponse,
  formatDisplayPrice,
  type ProtectiveOrderResult,
  reasonText,
  summarizeResults,
} from "@app/core";
import { CheckCircle2, ShieldCheck, ShieldX, X, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { translateMessage } from "../../i18n/core-messages.ts";
import { formatTime } from "../../i18n/format-time.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { IconButton } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { ExitOutcome } from "../exits/exit-outcome.tsx";

/** Why a stop loss or take profit was not placed, in words under the order line. */
function ProtectionFailures({ orders }: { orders: readonly ProtectiveOrderResult[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failed = orders.filter((order) => !order.success);
  if (failed.length === 0) return null;
  const names = failed.map((order) =>
    order.kind === "stop_loss" ? t("trading.decision.stopLoss") : t("trading.decision.takeProfit"),
  );
  // In the reader's language: the server's catalogue message, or the exchange's text read as one; the raw
  // text stays in the title.
  const raw = [...new Set(failed.map((order) => order.error).filter((error) => error !== null))];
  const reasonOf = (order: ProtectiveOrderResult) =>
    reasonText(order, (message) => translateMessage(message, language));
  const reasons = [...new Set(failed.map(reasonOf).filter((reason) => reason !== null))];
  return (
    <p className="basis-full pl-6 text-2xs text-loss" title={raw.join("\n") || undefined}>
      {t("trading.results.protectionNotPlaced", { orders: names.join(" / ") })}
      {reasons.length > 0 ? `: ${reasons.join("; ")}` : null}
    </p>
  );
}

/** Props of {@link ExecutionResults}. */
export interface ExecutionResultsProps {
  response: ExecuteResponse;
  at: number;
  onDismiss?: () => void;
}

/**
 * The execution-results box (product rules §2 item 8): success and failure counts, then one line per coin,
 * failures in red, with the stop loss and take profit placed for each order.
 */
export function ExecutionResults({ response, at, onDismiss }: ExecutionResultsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const counts = summarizeResults(response.data.results);
  const failures = counts.rejected + counts.failed;
  return (
    <section
      data-testid="execution-results"
      data-success-count={counts.success}
      data-failure-count={failures}
      aria-labelledby="execution-results-title"
      role="status"
      className={cn(
        "flex flex-col gap-3 rounded-lg border p-4",
        failures > 0 ? "border-loss/30 bg-loss-soft/40" : "border-profit/30 bg-profit-soft/40",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id="execution-results-title" className="font-semibold text-fg text-sm">
            {t("trading.results.title")}
          </h3>
          <p className="num text-fg-subtle text-xs">
            {t("trading.results.at", { time: formatTime(at, language) })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <span className="num inline-flex items-center gap-1 font-semibold text-profit text-sm">
            <CheckCircle2 className="size-4" aria-hidden="true" />
            {t("trading.results.success")} {counts.success}
          </span>
          <span
            className={cn(
              "num inline-flex items-center gap-1 font-semibold text-sm",
              failures > 0 ? "text-loss" : "text-fg-subtle",
            )}
          >
            <XCircle className="size-4" aria-hidden="true" />
            {t("trading.results.failure")} {failures}
          </span>
          {onDismiss ? (
            <IconButton size="xs" label={t("trading.results.dismiss")} onClick={onDismiss}>
              <X className="size-3.5" aria-hidden="true" />
            </IconButton>
          ) : null}
        </div>
      </div>
      <ul className="flex flex-col divide-y divide-border/60 rounded-md border border-border bg-surface">
        {response.data.results.map((result, index) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: results come back in order, one per order sent
            key={`${index}-${result.coin}`}
            data-success={result.success}
            className={cn(
              "flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-xs",
              !result.success && "text-loss",
            )}
          >
            {result.success ? (
              <CheckCircle2 className="size-3.5 shrink-0 text-profit" aria-hidden="true" />
            ) : (
              <XCircle className="size-3.5 shrink-0" aria-hidden="true" />
            )}
            <span className="w-14 font-semibold">{result.coin}</span>
            <span className={cn("w-10 font-medium", result.side === "BUY" ? "text-profit" : "text-loss")}>
              {t(`trading.decision.actions.${result.side}`)}
            </span>
            <span className={cn("num min-w-0 flex-1", result.success ? "text-fg" : "text-loss")}>
              {translateMessage(
                describeOrderResult(result, (message) => translateMessage(message, language)),
                language,
              )}
            </span>
            {result.protectiveOrders.map((order) => (
              <span
                key={order.kind}
                title={order.error ?? undefined}
                className={cn(
                  "num inline-flex items-center gap-1",
                  order.success ? "text-fg-muted" : "text-loss",
                )}
              >
                {order.success ? (
                  <ShieldCheck className="size-3.5" aria-hidden="true" />
                ) : (
                  <ShieldX className="size-3.5" aria-hidden="true" />
                )}
                {order.kind === "stop_loss"
                  ? t("trading.decision.stopLoss")
                  : t("trading.decision.takeProfit")}{" "}
                {formatDisplayPrice(order.triggerPrice)}
              </span>
            ))}
            <ProtectionFailures orders={result.protectiveOrders} />
            <ExitOutcome coin={result.coin} exits={response.exits} />
            {!result.success && result.error ? (
              <details className="basis-full pl-6 text-2xs text-fg-subtle" data-testid="result-details">
                <summary className="focus-ring w-fit cursor-pointer rounded-sm">
                  {t("ticket.details")}
                </summary>
                <p className="num mt-1 break-all">{result.error}</p>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
