import { formatUsdc } from "@app/core";
import { Landmark, LayoutDashboard } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../api/use-error-text.ts";
import { useNavigation } from "../../app/navigation-store.ts";
import { useTradingNetwork } from "../../app/trading-network.ts";
import { Button } from "../../ui/button.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { Skeleton } from "../../ui/spinner.tsx";
import { ErrorState } from "../../ui/states.tsx";
import { useAccountOverview } from "../dashboard/use-account-overview.ts";

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3">
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="num text-fg text-sm" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The trading account behind the connected wallet: its USDC on the exchange the server trades on (what
 * orders use), beside the wallet's own ETH shown above it.
 */
export function TradingAccountCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const account = useAccountOverview();
  const network = useTradingNetwork((state) => state.network);
  const goTo = useNavigation((state) => state.goTo);
  const performance = account.data?.performance;
  const usdc = (value: number | undefined) =>
    value === undefined ? (
      <Skeleton className="h-4 w-24" />
    ) : (
      <>
        {formatUsdc(value)} <span className="text-fg-subtle text-xs">USDC</span>
      </>
    );
  return (
    <Card data-testid="trading-account">
      <CardHeader
        icon={<Landmark className="size-4" aria-hidden="true" />}
        title={t("wallet.account.title")}
        description={
          network === "local"
            ? t("wallet.account.descriptionLocal")
            : network === "testnet"
              ? t("wallet.account.descriptionTestnet")
              : t("wallet.account.descriptionUnknown")
        }
      />
      <CardBody>
        {account.error && !account.data ? (
          <ErrorState
            title={t("wallet.account.loadFailed")}
            message={errorText(account.error, { invalidResponse: { key: "account.loadFailed" } })}
            retryLabel={t("common.retry")}
            onRetry={() => void account.refetch()}
            retrying={account.isFetching}
          />
        ) : (
          <>
            <dl className="divide-y divide-border" aria-busy={account.isPending || undefined}>
              <Row label={t("wallet.account.value")} testId="trading-account-value">
                {usdc(performance?.currentValue)}
              </Row>
              <Row label={t("wallet.account.available")} testId="trading-account-available">
                {usdc(performance?.availableCash)}
              </Row>
              <Row label={t("wallet.account.margin")} testId="trading-account-margin">
                {usdc(performance?.marginUsed)}
              </Row>
              <Row label={t("wallet.account.positions")} testId="trading-account-positions">
                {account.data ? account.data.positions.length : <Skeleton className="h-4 w-8" />}
              </Row>
            </dl>
            <Button
              className="mt-3"
              size="sm"
              variant="secondary"
              icon={<LayoutDashboard className="size-4" aria-hidden="true" />}
              onClick={() => goTo("dashboard")}
            >
              {t("wallet.account.openDashboard")}
            </Button>
          </>
        )}
      </CardBody>
    </Card>
  );
}
