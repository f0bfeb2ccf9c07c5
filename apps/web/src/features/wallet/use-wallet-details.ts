import { addressExplorerUrl, chainNameMessage } from "@app/core";
import { translateMessage } from "../../i18n/core-messages.ts";
import { useLanguage } from "../../i18n/use-language.ts";
import { useEthBalance } from "../../wallet/use-eth-balance.ts";
import { useWallet } from "../../wallet/use-wallet.ts";

/** The connected wallet with what the wallet menu and tab show: network name, balance, explorer link. */
export function useWalletDetails() {
  const wallet = useWallet();
  const language = useLanguage();
  const balance = useEthBalance(wallet.address, wallet.chainId);
  return {
    ...wallet,
    balance,
    networkName:
      wallet.chainId === undefined
        ? undefined
        : translateMessage(chainNameMessage(wallet.chainId, { walletTab: true }), language),
    explorerUrl:
      wallet.address && wallet.chainId !== undefined
        ? addressExplorerUrl(wallet.chainId, wallet.address)
        : undefined,
  };
}
