import { type Chain, custom, type EIP1193Provider, fallback, http, type Transport } from "viem";
import { createConfig, createStorage, injected } from "wagmi";
import { arbitrum, arbitrumSepolia, mainnet, sepolia } from "wagmi/chains";
import { injectedProvider } from "./injected.ts";

/** The chains the wallet may be on; Arbitrum Sepolia, the testnet trades run on, comes first (default). */
export const WALLET_CHAINS = [arbitrumSepolia, arbitrum, mainnet, sepolia] as const satisfies readonly [
  Chain,
  ...Chain[],
];

/**
 * Reads go through the wallet first, so balances load even without internet access to public RPCs,
 * and fall back to the chain's public RPC.
 */
function transportFor(provider: EIP1193Provider | undefined): Transport {
  return provider ? fallback([custom(provider), http()]) : http();
}

/**
 * The wagmi config: one connector for the injected `window.ethereum` (a plain EIP-1193 provider is
 * enough) plus wallets announced through EIP-6963. On load it reconnects silently when the user
 * connected in this browser before and the wallet still authorises the site; after Disconnect it
 * waits for the next click. (A wallet that merely answers `eth_accounts` does not connect by itself:
 * the user asks first.)
 */
export function createWalletConfig(provider: EIP1193Provider | undefined = injectedProvider()) {
  const transport = transportFor(provider);
  return createConfig({
    chains: WALLET_CHAINS,
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    // Plain eth_getBalance, which every wallet answers; multicall would need eth_call and a contract.
    batch: { multicall: false },
    storage: createStorage({
      storage: typeof window === "undefined" ? undefined : window.localStorage,
      key: "wagmi",
    }),
    transports: {
      [arbitrumSepolia.id]: transport,
      [arbitrum.id]: transport,
      [mainnet.id]: transport,
      [sepolia.id]: transport,
    },
  });
}

/** The app's wagmi config. */
export type WalletConfig = ReturnType<typeof createWalletConfig>;

declare module "wagmi" {
  interface Register {
    config: WalletConfig;
  }
}
