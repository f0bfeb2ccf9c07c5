import { TESTNET_CHAIN_ID } from "@app/core";
import { signWalletMessage } from "./load-wallet.ts";
import { useWallet } from "./use-wallet.ts";

/**
 * The action that signs the session in as the connected wallet (one signature, only when the cookie
 * is not signed in as it yet): server-mode trading actions run after it.
 */
export function useServerSignIn(): () => Promise<void> {
  const wallet = useWallet();
  return async () => {
    const { address, chainId } = wallet;
    if (!address) return;
    // Sign-in with Ethereum needs viem's SIWE helpers: downloaded with the first trading action.
    const { ensureSignedIn } = await import("./sign-in.ts");
    await ensureSignedIn({ address, chainId: chainId ?? TESTNET_CHAIN_ID, signMessage: signWalletMessage });
  };
}
