import { shortenAddress } from "@app/core";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";

/** The connected address as the header shows it: the menu's trigger, and its look while the menu loads. */
export function WalletAddressButton({ address, ...props }: { address: string } & ComponentProps<"button">) {
  const { t } = useTranslation();
  const short = shortenAddress(address);
  return (
    <button
      type="button"
      aria-label={t("wallet.menuLabel", { address: short })}
      className="focus-ring inline-flex h-8 items-center gap-2 rounded-md border border-border-strong bg-surface-3 pr-2 pl-2.5 text-fg text-sm hover:border-fg-subtle"
      {...props}
    >
      <span className="size-2 rounded-full bg-profit" aria-hidden="true" />
      <span data-testid="wallet-address" className="num font-mono text-xs">
        {short}
      </span>
      <ChevronDown className="size-3.5 text-fg-subtle" aria-hidden="true" />
    </button>
  );
}
