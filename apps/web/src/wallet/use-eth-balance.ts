import { useBalance } from "wagmi";
import { WALLET_CHAINS } from "./config.ts";

/** The ETH balance of the connected address on the wallet's current chain, in wei. */
export interface EthBalance {
  wei: bigint | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  isError: boolean;
  refresh: () => void;
}

/** Reads the native balance through the wallet's own provider (works without public RPC access). */
export function useEthBalance(address: `0x${string}` | undefined, chainId: number | undefined): EthBalance {
  const supported = WALLET_CHAINS.find((chain) => chain.id === chainId);
  const balance = useBalance({
    address,
    chainId: supported?.id,
    query: { enabled: Boolean(address && supported) },
  });
  return {
    wei: balance.data?.value,
    isLoading: balance.isLoading,
    isRefreshing: balance.isFetching && !balance.isLoading,
    isError: balance.isError,
    refresh: () => {
      void balance.refetch();
    },
  };
}
