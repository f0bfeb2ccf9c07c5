import { AGENT_CHAIN_IDS } from "../catalog/chains.ts";
import { type Rejection, reject } from "../i18n/message.ts";

/** A check that passes or says why not. */
export type Check = { readonly ok: true } | Rejection;

const PASS: Check = { ok: true };

/** Connecting needs a browser wallet extension (product rules §5). */
export function checkWalletInstalled(installed: boolean): Check {
  return installed ? PASS : reject("wallet.installMetaMaskFirst");
}

/** Listing and deleting agents needs Arbitrum Sepolia or Arbitrum One (product rules §5). */
export function checkAgentNetwork(chainId: number | null | undefined): Check {
  return chainId != null && AGENT_CHAIN_IDS.includes(chainId) ? PASS : reject("wallet.switchToArbitrum");
}

/** Executing decisions needs a connected wallet (product rules §5): "Wallet not connected". */
export function checkExecutionWallet(address: string | null | undefined): Check {
  return address?.trim() ? PASS : reject("wallet.notConnected");
}
