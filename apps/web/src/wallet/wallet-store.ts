import { create } from "zustand";
import { readWalletAddress } from "./address-storage.ts";
import type { TypedDataRequest } from "./agent/main-wallet.ts";
import type { WalletConfig } from "./config.ts";
import type { ConnectFailure } from "./connect-error.ts";
import { injectedProvider } from "./injected.ts";

/** The wallet as the interface sees it. */
export type WalletStatus = "disconnected" | "connecting" | "connected";

/** The wallet's connection, as the interface shows it. */
export interface WalletConnection {
  status: WalletStatus;
  /** The connected address (checksummed), when connected. */
  address: `0x${string}` | undefined;
  chainId: number | undefined;
  /** Whether a browser wallet was found (injected `window.ethereum` or an EIP-6963 announcement). */
  hasWallet: boolean;
  /** Why the last connection attempt failed, until the next attempt. */
  connectError: ConnectFailure | null;
}

/** The wagmi side of the wallet, downloaded after the first paint (see load-wallet.ts). */
export interface WalletRuntime {
  config: WalletConfig;
  connect: () => Promise<void>;
  disconnect: () => Promise<void>;
  /** Asks the connected wallet to sign a plain-text message (EIP-191). */
  signMessage: (message: string) => Promise<`0x${string}`>;
  /** Asks the connected wallet to sign EIP-712 typed data. */
  signTypedData: (request: TypedDataRequest) => Promise<`0x${string}`>;
  /** Stops following the wallet (tests install a fresh runtime per render). */
  stop: () => void;
}

interface WalletStore extends WalletConnection {
  runtime: WalletRuntime | undefined;
}

/**
 * Before wagmi has loaded, a wallet this browser connected last time shows as connecting (wagmi will
 * reconnect it silently), and any other visitor as disconnected.
 */
export function initialConnection(): WalletConnection {
  return {
    status: readWalletAddress() ? "connecting" : "disconnected",
    address: undefined,
    chainId: undefined,
    hasWallet: injectedProvider() !== undefined,
    connectError: null,
  };
}

/**
 * The connected wallet for every component, without wagmi in the first download: the runtime writes the
 * connection here as wagmi reports it.
 */
export const useWalletStore = create<WalletStore>(() => ({ ...initialConnection(), runtime: undefined }));

/** Replaces the wallet runtime (stopping the previous one) and adopts its connection. */
export function installWalletRuntime(runtime: WalletRuntime, connection: WalletConnection): void {
  const previous = useWalletStore.getState().runtime;
  if (previous && previous !== runtime) previous.stop();
  useWalletStore.setState({ ...connection, runtime });
}
