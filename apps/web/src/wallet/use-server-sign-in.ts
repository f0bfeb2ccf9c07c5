import { TESTNET_CHAIN_ID } from "@app/core";
import { useSignMessage } from "wagmi";
import { ensureSignedIn } from "./sign-in.ts";
import { useWallet } from "./use-wallet.ts";

/**
 * The action that signs the session in as the connected wallet (one signature, only when the cookie
 * is not signed in as it yet): server-mode trading actions run after it.
 */
export function useServerSignIn(): () => Promise<void> {
  const wallet = useWallet();
  const signMessage = useSignMessage();
  return async () => {
    const { address, chainId } = wallet;
    if (!address) return;
    await ensureSignedIn({
      address,
      chainId: chainId ?? TESTNET_CHAIN_ID,
      signMessage: (message) => signMessage.mutateAsync({ message }),
    });
  };
}
