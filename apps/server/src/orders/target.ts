import { AppError } from "@app/core";
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

/** Where server-mode orders for a user go, or undefined when this server has no API wallet. */
export type ServerModeTargets = (user: `0x${string}`) => TradingTarget | undefined;

/** Where server-mode orders for `user` go; SERVER_MODE_UNAVAILABLE when this server has no API wallet. */
export function requireServerModeTarget(targets: ServerModeTargets, user: `0x${string}`): TradingTarget {
  const target = targets(user);
  if (!target) throw new AppError("SERVER_MODE_UNAVAILABLE", { detail: { key: "errorDetail.noApiWallet" } });
  return target;
}
