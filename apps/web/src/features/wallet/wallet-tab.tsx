import { ExternalLink, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../ui/badge.tsx";
import { Card, CardBody, CardHeader } from "../../ui/card.tsx";
import { useWallet } from "../../wallet/use-wallet.ts";
import { ConnectButton, METAMASK_DOWNLOAD_URL } from "./connect-button.tsx";
import { TradingAccountCard } from "./trading-account-card.tsx";
import { WalletDetails } from "./wallet-details.tsx";

const STEPS = ["step1", "step2", "step3", "step4"] as const;

/** The wallet tab (product rules §2): connection card, instructions and the wallet download link. */
export function WalletTab() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const connected = wallet.status === "connected";
  return (
    <div className="grid max-w-5xl gap-4 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader
          icon={<Wallet className="size-4" aria-hidden="true" />}
          title={t("wallet.card.title")}
          description={t("wallet.card.description")}
          actions={connected ? null : <Badge>{t("wallet.card.disconnected")}</Badge>}
        />
        <CardBody>{connected ? <WalletDetails /> : <ConnectButton size="md" />}</CardBody>
      </Card>
      {connected ? <TradingAccountCard /> : null}
      <Card>
        <CardHeader title={t("wallet.instructions.title")} />
        <CardBody>
          <ol className="flex flex-col gap-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex items-start gap-3 text-sm">
                <span className="num flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-soft font-semibold text-accent text-xs">
                  {index + 1}
                </span>
                <span className="pt-0.5 text-fg">{t(`wallet.instructions.${step}`)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-5 border-border border-t pt-4 text-fg-muted text-xs">
            {t("wallet.download")}{" "}
            <a
              href={METAMASK_DOWNLOAD_URL}
              target="_blank"
              rel="noreferrer noopener"
              className="focus-ring inline-flex items-center gap-0.5 rounded-sm font-medium text-accent hover:underline"
            >
              {t("wallet.downloadLink")}
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          </p>
        </CardBody>
      </Card>
    </div>
  );
}
