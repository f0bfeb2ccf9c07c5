import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { loadTradingNetwork, useTradingNetwork } from "../trading-network.ts";

/** The banner of product rules §2, stating honestly which network this server trades on. */
export function TestnetBanner() {
  const { t } = useTranslation();
  const network = useTradingNetwork((state) => state.network);
  useEffect(loadTradingNetwork, []);
  return (
    <div
      role="note"
      data-testid="network-banner"
      className="flex min-h-8 items-center justify-center gap-2 border-warning/20 border-b bg-warning-soft px-4 py-1 text-center text-warning text-xs"
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      <p>
        <span className="font-semibold">
          {network === "testnet"
            ? t("shell.banner.testnet")
            : network === "local"
              ? t("shell.banner.local")
              : t("shell.banner.noRealFunds")}
        </span>{" "}
        <span className="text-fg-muted">
          {network === "testnet" ? t("shell.banner.testnetDetail") : t("shell.banner.paper")}
        </span>
      </p>
    </div>
  );
}
