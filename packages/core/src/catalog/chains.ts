import type { Message } from "../i18n/message.ts";

/** Arbitrum One, the chain the wallet signs agent approvals on by default (product rules §9). */
export const DEFAULT_CHAIN_ID = 42161;

/** Arbitrum Sepolia, the only network trades run on (product rules §1). */
export const TESTNET_CHAIN_ID = 421614;

/** Hex chain ids a wallet is asked to switch to (product rules §7). */
export const SWITCH_CHAIN_IDS = { mainnet: "0xa4b1", testnet: "0x66eee" } as const;

/** Chains on which agents can be listed and deleted (product rules §5). */
export const AGENT_CHAIN_IDS: readonly number[] = [TESTNET_CHAIN_ID, DEFAULT_CHAIN_ID];

/** A chain the product names. */
export interface ChainInfo {
  readonly id: number;
  readonly name: Message;
  /** The shorter name of the wallet tab, where it differs. */
  readonly walletName: Message;
  readonly explorerUrl: string;
}

const chain = (
  id: number,
  name: Message["key"],
  explorerUrl: string,
  walletName: Message["key"] = name,
): ChainInfo => ({ id, name: { key: name }, walletName: { key: walletName }, explorerUrl });

/** The four named chains of product rules §9. */
export const CHAINS: readonly ChainInfo[] = [
  chain(1, "chain.ethereum", "https://etherscan.io", "chain.ethereumShort"),
  chain(42161, "chain.arbitrumOne", "https://arbiscan.io"),
  chain(421614, "chain.arbitrumSepolia", "https://sepolia.arbiscan.io"),
  chain(11155111, "chain.sepolia", "https://sepolia.etherscan.io"),
];

const byId = new Map<number, ChainInfo>(CHAINS.map((info) => [info.id, info]));

/** The catalogue entry of a chain id, or undefined for an unnamed chain. */
export function findChain(id: number): ChainInfo | undefined {
  return byId.get(id);
}

/** A chain's name as a message: "Chain N" for a chain the catalogue does not know. */
export function chainNameMessage(id: number, options: { walletTab?: boolean } = {}): Message {
  const info = byId.get(id);
  if (!info) return { key: "chain.other", params: { id } };
  return options.walletTab ? info.walletName : info.name;
}

/** The block explorer page of an address, or undefined on a chain without a known explorer. */
export function addressExplorerUrl(chainId: number, address: string): string | undefined {
  const info = byId.get(chainId);
  return info && `${info.explorerUrl}/address/${address}`;
}
