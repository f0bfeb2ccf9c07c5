import type { ExecuteResponse } from "@app/core";
import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { Button } from "../../ui/button.tsx";
import { Notice } from "../../ui/notice.tsx";
import { usePlaceProtection } from "./use-place-protection.ts";

/**
 * Says which filled orders are open without the stop loss or take profit they asked for, and offers to
 * place them (the server reads them from the execution's stored plan; no order is sent again).
 */
export function UnprotectedNotice({ response }: { response: ExecuteResponse }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const protection = usePlaceProtection();
  const unprotected = response.data.results.filter((result) => result.unprotected);
  if (unprotected.length === 0) {
    return protection.placed ? (
      <Notice tone="success" live data-testid="protection-placed">
        {t("trading.results.protectionPlaced")}
      </Notice>
    ) : null;
  }
  // Only the server's API wallet can place them from the stored plan; an agent's would need its signature.
  const executionId = response.mode === "server" ? response.executionId : undefined;
  return (
    <Notice tone="error" live data-testid="unprotected-notice">
      <div className="flex flex-col gap-2">
        {unprotected.map((result) => {
          const names = result.protectiveOrders
            .filter((order) => !order.success)
            .map((order) =>
              order.kind === "stop_loss" ? t("trading.decision.stopLoss") : t("trading.decision.takeProfit"),
            );
          return (
            <p key={`${result.coin}-${result.side}`} className="inline-flex items-start gap-2">
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t("trading.results.unprotected", { coin: result.coin, orders: names.join(" / ") })}
            </p>
          );
        })}
        {executionId ? (
          <div>
            <Button
              size="sm"
              variant="primary"
              data-testid="place-protection"
              loading={protection.placing}
              onClick={() => protection.place(executionId)}
            >
              {protection.placing
                ? t("trading.results.placingProtection")
                : t("trading.results.placeProtection")}
            </Button>
          </div>
        ) : null}
        {protection.error ? (
          <p>
            {t("trading.results.protectionFailed")}: {errorText(protection.error)}
          </p>
        ) : null}
      </div>
    </Notice>
  );
}
