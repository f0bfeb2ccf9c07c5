import { formatEth, shortenAddress } from "@app/core";
import { Check, Copy, ExternalLink, LogOut, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button, IconButton } from "../../ui/button.tsx";
import { cn } from "../../ui/cn.ts";
import { Skeleton } from "../../ui/spinner.tsx";
import { useCopy } from "./use-copy.ts";
import { useWalletDetails } from "./use-wallet-details.ts";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-h-9 items-center justify-between gap-3">
      <dt className="text-fg-muted text-xs">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1.5 text-fg text-sm">{children}</dd>
    </div>
  );
}

/**
 * The connected wallet (product rules §2): indicator, shortened address with copy (2 s confirmation),
 * network name, ETH balance to 4 decimals with refresh, explorer link and disconnect.
 */
export function WalletDetails({ className }: { className?: string }) {
  const { t } = useTranslation();
  const wallet = useWalletDetails();
  const { copied, copy } = useCopy();
  if (wallet.status !== "connected" || !wallet.address) return null;
  const { address, balance } = wallet;
  return (
    <div className={cn("flex flex-col gap-3", className)}>
      <p className="inline-flex items-center gap-2 font-medium text-profit text-xs">
        <span
          className="size-2 rounded-full bg-profit shadow-[0_0_0_3px_var(--color-profit-soft)]"
          aria-hidden="true"
        />
        {t("wallet.connected")}
      </p>
      <dl className="divide-y divide-border">
        <Row label={t("wallet.address")}>
          <span className="num font-mono" title={address}>
            {shortenAddress(address)}
          </span>
          <IconButton
            size="xs"
            label={copied ? t("wallet.addressCopied") : t("wallet.copyAddress")}
            onClick={() => void copy(address)}
          >
            {copied ? (
              <Check className="size-3.5 text-profit" aria-hidden="true" />
            ) : (
              <Copy className="size-3.5" aria-hidden="true" />
            )}
          </IconButton>
          <span role="status" className={cn("text-profit text-xs", copied ? undefined : "sr-only")}>
            {copied ? t("common.copied") : ""}
          </span>
        </Row>
        <Row label={t("wallet.network")}>
          <span>{wallet.networkName ?? t("common.notAvailable")}</span>
        </Row>
        <Row label={t("wallet.balance")}>
          {balance.isLoading ? (
            <Skeleton className="h-4 w-24" />
          ) : (
            <span className="num">
              {balance.wei === undefined ? t("wallet.balanceUnavailable") : `${formatEth(balance.wei)} ETH`}
            </span>
          )}
          <IconButton
            size="xs"
            label={t("wallet.refreshBalance")}
            onClick={balance.refresh}
            disabled={balance.isRefreshing}
          >
            <RefreshCw
              className={cn("size-3.5", balance.isRefreshing && "animate-spin")}
              aria-hidden="true"
            />
          </IconButton>
        </Row>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {wallet.explorerUrl ? (
          <a
            href={wallet.explorerUrl}
            target="_blank"
            rel="noreferrer noopener"
            className="focus-ring inline-flex items-center gap-1 rounded-sm text-accent text-xs hover:underline"
          >
            {t("wallet.explorer")}
            <ExternalLink className="size-3" aria-hidden="true" />
          </a>
        ) : (
          <span />
        )}
        <Button
          size="sm"
          variant="danger"
          icon={<LogOut className="size-3.5" aria-hidden="true" />}
          onClick={wallet.disconnect}
        >
          {t("wallet.disconnect")}
        </Button>
      </div>
    </div>
  );
}
