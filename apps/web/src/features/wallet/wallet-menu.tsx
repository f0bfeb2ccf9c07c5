import { lazy, Suspense } from "react";
import { useWallet } from "../../wallet/use-wallet.ts";
import { ConnectButton } from "./connect-button.tsx";
import { WalletAddressButton } from "./wallet-address-button.tsx";

// The menu's popover (Radix) and details (balance through wagmi) load once a wallet is connected.
const ConnectedWalletMenu = lazy(() =>
  import("./connected-wallet-menu.tsx").then((m) => ({ default: m.ConnectedWalletMenu })),
);

/** The header's wallet control: Connect Wallet, or the connected address opening the wallet details. */
export function WalletMenu() {
  const wallet = useWallet();
  if (wallet.status !== "connected" || !wallet.address) {
    return <ConnectButton layout="header" testId="connect-wallet" />;
  }
  return (
    <Suspense fallback={<WalletAddressButton address={wallet.address} />}>
      <ConnectedWalletMenu address={wallet.address} />
    </Suspense>
  );
}
