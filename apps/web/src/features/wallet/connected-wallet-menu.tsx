import { Popover } from "radix-ui";
import { WalletAddressButton } from "./wallet-address-button.tsx";
import { WalletDetails } from "./wallet-details.tsx";

/** The connected address opening the wallet details in a popover (product rules §2). */
export function ConnectedWalletMenu({ address }: { address: string }) {
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <WalletAddressButton address={address} />
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
