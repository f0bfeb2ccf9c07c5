import { MAX_DAILY_BUDGET_USD } from "@app/core";
import { Coins } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { TextField } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { parseBudgetInput } from "./budget-input.ts";
import { formatCostUsd } from "./cost-text.ts";
import { useAiSpend } from "./use-ai-spend.ts";

/** AI Setup's day total of what analyses cost, and the wallet's optional daily AI budget. */
export function AiSpendCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { address, spend, budget, setBudget, reached } = useAiSpend();
  const [text, setText] = useState(budget === undefined ? "" : String(budget));
  const [error, setError] = useState(false);
  const [saved, setSaved] = useState(false);
  useEffect(() => setText(budget === undefined ? "" : String(budget)), [budget]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const input = parseBudgetInput(text);
    setError(input.kind === "invalid");
    if (input.kind === "invalid") return;
    setBudget(input.kind === "budget" ? input.usd : undefined);
    setSaved(true);
  };

  return (
    <Card data-testid="ai-spend">
      <CardHeader
        title={t("aiCost.title")}
        description={t("aiCost.description")}
        icon={<Coins className="size-4" aria-hidden="true" />}
      />
      <CardBody className="flex flex-col gap-4">
        {!address ? (
          <p className="text-fg-muted text-sm">{t("aiCost.connect")}</p>
        ) : spend.error ? (
          // A side figure: its failure is said in place, without taking the page's alert (keys' checks use it).
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="ai-spend-error">
            <span className="text-loss">
              {t("aiCost.loadError")}: {errorText(spend.error)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={spend.isFetching}
              onClick={() => void spend.refetch()}
            >
              {t("common.retry")}
            </Button>
          </div>
        ) : spend.data ? (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="ai-spend-total">
            <span className="text-fg-muted text-xs">{t("aiCost.total")}</span>
            <span className="num font-semibold text-fg text-lg">{formatCostUsd(spend.data.costUsd)}</span>
            <span className="text-fg-subtle text-xs">
              {t("aiCost.count", { count: spend.data.analyses })}
            </span>
            {spend.data.unpriced > 0 ? (
              <span className="text-warning text-xs">
                {t("aiCost.unpricedCount", { count: spend.data.unpriced })}
              </span>
            ) : null}
          </div>
        ) : (
          <Skeleton className="h-7 w-48" />
        )}
        {reached ? (
          <Notice tone="warning" title={t("aiCost.reached")} data-testid="ai-budget-reached" />
        ) : null}
        <form className="flex flex-wrap items-end gap-2" onSubmit={save} noValidate>
          <TextField
            id="ai-daily-budget"
            className="w-56"
            label={t("aiCost.budget")}
            inputMode="decimal"
            autoComplete="off"
            suffix="USD"
            value={text}
            disabled={!address}
            onChange={(event) => {
              setText(event.target.value);
              setError(false);
              setSaved(false);
            }}
            error={error ? t("aiCost.budgetInvalid", { max: MAX_DAILY_BUDGET_USD }) : undefined}
          />
          <Button type="submit" variant="primary" size="md" disabled={!address}>
            {t("aiCost.save")}
          </Button>
          {budget !== undefined ? (
            <Button
              type="button"
              variant="ghost"
              size="md"
              onClick={() => {
                setBudget(undefined);
                setSaved(true);
              }}
            >
              {t("aiCost.clear")}
            </Button>
          ) : null}
          {saved ? (
            <span role="status" className="pb-2 text-fg-subtle text-xs">
              {t("aiCost.saved")}
            </span>
          ) : null}
        </form>
        <p className="text-fg-subtle text-xs">{t("aiCost.budgetHint")}</p>
      </CardBody>
    </Card>
  );
}
