import { useEffect, useState } from "react";
import { useConnect, useConnection, useConnectionEffect, useConnectors, useDisconnect } from "wagmi";
import { forgetWalletAddress, rememberWalletAddress } from "./address-storage.ts";
import { BROWSER_WALLET_CONNECTOR_ID, injectedProvider } from "./config.ts";
import { type ConnectFailure, classifyConnectError } from "./connect-error.ts";

/** The wallet as the interface sees it. */
export type WalletStatus = "disconnected" | "connecting" | "connected";

/** The connected wallet, and the actions to connect and disconnect it. */
export interface WalletState {
  status: WalletStatus;
  /** The connected address (checksummed), when connected. */
  address: `0x${string}` | undefined;
  chainId: number | undefined;
  /** Whether a browser wallet was found (injected `window.ethereum` or an EIP-6963 announcement). */
  hasWallet: boolean;
  connect: () => void;
  disconnect: () => void;
  /** Why the last connection attempt failed, until the next attempt. */
  connectError: ConnectFailure | null;
}

/** The connected wallet and its actions (wagmi underneath). */
export function useWallet(): WalletState {
  const connection = useConnection();
  const connectors = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const [missingWallet, setMissingWallet] = useState(false);

  const connector = injectedProvider()
    ? connectors.find((candidate) => candidate.id === BROWSER_WALLET_CONNECTOR_ID)
    : connectors.find((candidate) => candidate.id !== BROWSER_WALLET_CONNECTOR_ID);

  const status: WalletStatus =
    connection.status === "connected" && connection.address
      ? "connected"
      : connect.isPending || connection.status === "connecting" || connection.status === "reconnecting"
        ? "connecting"
        : "disconnected";

  return {
    status,
    address: status === "connected" ? connection.address : undefined,
    chainId: status === "connected" ? connection.chainId : undefined,
    hasWallet: connector !== undefined,
    connect: () => {
      setMissingWallet(connector === undefined);
      if (connector) connect.mutate({ connector });
    },
    disconnect: () => disconnect.mutate({}),
    connectError: missingWallet
      ? { kind: "no-wallet" }
      : connect.error
        ? classifyConnectError(connect.error)
        : null,
  };
}

/** Keeps the `wallet_address` entry in step with the wallet: set while connected, cleared on disconnect. */
export function useWalletAddressPersistence(): void {
  const { address, status } = useConnection();
  useEffect(() => {
    if (status === "connected" && address) rememberWalletAddress(address);
  }, [address, status]);
  useConnectionEffect({ onDisconnect: forgetWalletAddress });
}
