import { TESTNET_CHAIN_ID } from "@app/core";
import { signWalletMessage, signWalletTypedData } from "../load-wallet.ts";
import { useWallet } from "../use-wallet.ts";
import type { MainWallet } from "./main-wallet.ts";

/**
 * The connected wallet as the agent actions use it (wagmi's signing, through the wallet runtime that loads
 * after the first paint), or null without a wallet.
 */
export function useMainWallet(): MainWallet | null {
  const wallet = useWallet();
  if (!wallet.address) return null;
  return {
    address: wallet.address,
    chainId: wallet.chainId ?? TESTNET_CHAIN_ID,
    signMessage: signWalletMessage,
    signTypedData: signWalletTypedData,
  };
}
