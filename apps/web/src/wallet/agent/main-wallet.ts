import type { Hex } from "viem";

/** EIP-712 typed data as wallets sign it. */
export interface TypedDataRequest {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

/**
 * The connected main wallet as the agent actions use it. Its shape is also what `@nktkas/hyperliquid`
 * accepts as a wallet (an address and a one-argument `signTypedData`), so the SDK signs `approveAgent`
 * through the browser wallet's own prompt.
 */
export interface MainWallet {
  readonly address: Hex;
  readonly chainId: number;
  signMessage(message: string): Promise<Hex>;
  signTypedData(request: TypedDataRequest): Promise<Hex>;
}
