import { shortenAddress } from "@app/core";
import { ChevronDown } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { useWallet } from "../../wallet/use-wallet.ts";
import { ConnectButton } from "./connect-button.tsx";
import { WalletDetails } from "./wallet-details.tsx";

/** The header's wallet control: Connect Wallet, or the connected address opening the wallet details. */
export function WalletMenu() {
  const { t } = useTranslation();
  const wallet = useWallet();
  if (wallet.status !== "connected" || !wallet.address) {
    return <ConnectButton layout="header" testId="connect-wallet" />;
  }
  const short = shortenAddress(wallet.address);
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={t("wallet.menuLabel", { address: short })}
        className="focus-ring inline-flex h-8 items-center gap-2 rounded-md border border-border-strong bg-surface-3 pr-2 pl-2.5 text-fg text-sm hover:border-fg-subtle"
      >
        <span className="size-2 rounded-full bg-profit" aria-hidden="true" />
        <span data-testid="wallet-address" className="num font-mono text-xs">
          {short}
        </span>
        <ChevronDown className="size-3.5 text-fg-subtle" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-80 animate-fade-in rounded-lg border border-border-strong bg-surface-2 p-4 shadow-popover focus:outline-none"
        >
          <WalletDetails />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
