import { custom, getAddress } from "viem";
import { createConfig } from "wagmi";
import { connect } from "wagmi/actions";
import { arbitrumSepolia } from "wagmi/chains";
import { mock } from "wagmi/connectors/mock";
import type { WalletConfig } from "../src/wallet/config.ts";

/** The address the test wallet connects with. */
export const TEST_ADDRESS = getAddress("0x9f2c4b1e7a3d5c6b8e0f1a2b3c4d5e6f7a8b9c0d");

/** A wagmi config whose only wallet is wagmi's mock connector; reads answer locally, never over the network. */
export function createTestWalletConfig(): WalletConfig {
  const transport = custom({
    async request({ method }: { method: string }) {
      if (method === "eth_chainId") return "0x66eee";
      if (method === "eth_getBalance") return "0x1bc16d674ec80000";
      throw new Error(`unexpected RPC ${method}`);
    },
  });
  const config = createConfig({
    chains: [arbitrumSepolia],
    connectors: [mock({ accounts: [TEST_ADDRESS], features: { reconnect: true } })],
    transports: { [arbitrumSepolia.id]: transport },
    storage: null,
    multiInjectedProviderDiscovery: false,
    batch: { multicall: false },
  });
  return config as unknown as WalletConfig;
}

/** Connects the test wallet. */
export async function connectTestWallet(config: WalletConfig): Promise<void> {
  const connector = config.connectors[0];
  if (!connector) throw new Error("the test config has no connector");
  await connect(config, { connector });
}
