import type { EIP1193Provider } from "viem";

/** The id of wagmi's connector for `window.ethereum`, the one the Connect button uses. */
export const BROWSER_WALLET_CONNECTOR_ID = "injected";

/**
 * The EIP-1193 provider a browser wallet injected into the page (MetaMask and most wallets), if any.
 * Kept apart from the wagmi config so the first paint can ask without downloading wagmi and viem.
 */
export function injectedProvider(): EIP1193Provider | undefined {
  if (typeof window === "undefined") return undefined;
  return (window as Window & { ethereum?: EIP1193Provider }).ethereum;
}
