import type { ExchangeClient } from "@nktkas/hyperliquid";

/** Where orders go: the client that signs, and the account it trades for. */
export interface TradingTarget {
  readonly client: ExchangeClient;
  /** The account traded; passed as `vaultAddress` when the signer acts for another account. */
  readonly account: `0x${string}`;
  readonly vaultAddress: `0x${string}` | undefined;
}

/** The SDK's options of an action for `target`: its `vaultAddress` when the signer acts for another account. */
export function signingOptions(target: TradingTarget): { vaultAddress: `0x${string}` } | undefined {
  return target.vaultAddress ? { vaultAddress: target.vaultAddress } : undefined;
}
