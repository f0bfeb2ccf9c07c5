import type { ExecuteResponse } from "@app/core";
import { ShieldAlert, TrendingUp } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "../../ui/cn.ts";

/** Whether the exit policy an order asked for was set on its position, in an execution's result line. */
export function ExitOutcome({ coin, exits }: { coin: string; exits: ExecuteResponse["exits"] }) {
  const { t } = useTranslation();
  const outcome = exits?.find((item) => item.coin === coin);
  if (!outcome) return null;
  return (
    <span
      data-testid="exit-outcome"
      className={cn("inline-flex items-center gap-1", outcome.set ? "text-fg-muted" : "text-warning")}
    >
      {outcome.set ? (
        <TrendingUp className="size-3.5" aria-hidden="true" />
      ) : (
        <ShieldAlert className="size-3.5" aria-hidden="true" />
      )}
      {outcome.set
        ? t(outcome.manager === "browser" ? "exits.outcome.setByTab" : "exits.outcome.set")
        : t(`exits.outcome.${outcome.error ?? "failed"}`)}
    </span>
  );
}
