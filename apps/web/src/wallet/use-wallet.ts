import { useShallow } from "zustand/react/shallow";
import { connectWallet, disconnectWallet } from "./load-wallet.ts";
import { useWalletStore, type WalletConnection } from "./wallet-store.ts";

export type { WalletStatus } from "./wallet-store.ts";

/** The connected wallet, and the actions to connect and disconnect it. */
export interface WalletState extends WalletConnection {
  connect: () => void;
  disconnect: () => void;
}

/** The connected wallet and its actions (wagmi underneath, downloaded after the first paint). */
export function useWallet(): WalletState {
  const connection = useWalletStore(
    useShallow(({ status, address, chainId, hasWallet, connectError }) => ({
      status,
      address,
      chainId,
      hasWallet,
      connectError,
    })),
  );
  return {
    ...connection,
    connect: () => void connectWallet(),
    disconnect: () => void disconnectWallet(),
  };
}
