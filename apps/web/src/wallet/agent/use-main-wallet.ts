import { TESTNET_CHAIN_ID } from "@app/core";
import { useSignMessage, useSignTypedData } from "wagmi";
import { useWallet } from "../use-wallet.ts";
import type { MainWallet } from "./main-wallet.ts";

type SignTypedDataArgs = Parameters<ReturnType<typeof useSignTypedData>["mutateAsync"]>[0];

/** The connected wallet as the agent actions use it (wagmi's signing), or null without a wallet. */
export function useMainWallet(): MainWallet | null {
  const wallet = useWallet();
  const signMessage = useSignMessage();
  const signTypedData = useSignTypedData();
  if (!wallet.address) return null;
  return {
    address: wallet.address,
    chainId: wallet.chainId ?? TESTNET_CHAIN_ID,
    signMessage: (message) => signMessage.mutateAsync({ message }),
    // The typed data is built by core and the SDK; wagmi's generic types cannot follow it.
    signTypedData: (request) => signTypedData.mutateAsync(request as unknown as SignTypedDataArgs),
  };
}
