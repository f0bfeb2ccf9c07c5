import {
  connect,
  disconnect,
  getConnection,
  getConnectors,
  reconnect,
  signMessage,
  signTypedData,
  watchConnection,
  watchConnectors,
} from "wagmi/actions";
import { forgetWalletAddress, rememberWalletAddress } from "./address-storage.ts";
import { createWalletConfig, type WalletConfig } from "./config.ts";
import { type ConnectFailure, classifyConnectError } from "./connect-error.ts";
import { BROWSER_WALLET_CONNECTOR_ID, injectedProvider } from "./injected.ts";
import {
  installWalletRuntime,
  useWalletStore,
  type WalletConnection,
  type WalletRuntime,
} from "./wallet-store.ts";

/** The connector the Connect button uses: `window.ethereum` when injected, else an EIP-6963 wallet. */
function browserConnector(config: WalletConfig) {
  const connectors = getConnectors(config);
  return injectedProvider()
    ? connectors.find((candidate) => candidate.id === BROWSER_WALLET_CONNECTOR_ID)
    : connectors.find((candidate) => candidate.id !== BROWSER_WALLET_CONNECTOR_ID);
}

/** wagmi's connection as the interface shows it, with a connect request still pending or not. */
function connectionOf(
  config: WalletConfig,
  pending: boolean,
  connectError: ConnectFailure | null,
): WalletConnection {
  const connection = getConnection(config);
  const connected = connection.status === "connected" && connection.address !== undefined;
  const status = connected
    ? "connected"
    : pending || connection.status === "connecting" || connection.status === "reconnecting"
      ? "connecting"
      : "disconnected";
  return {
    status,
    address: connected ? connection.address : undefined,
    chainId: connected ? connection.chainId : undefined,
    hasWallet: browserConnector(config) !== undefined,
    connectError,
  };
}

/**
 * Starts following the wallet through wagmi: reconnects a wallet this browser connected before, writes
 * every change of connection into the wallet store, remembers the connected address (product rules §3)
 * and forgets it on disconnect.
 */
export function startWalletRuntime(config: WalletConfig = createWalletConfig()): WalletRuntime {
  let pending = false;
  let connectError: ConnectFailure | null = null;
  let stopped = false;
  const publish = () => {
    if (stopped) return;
    const next = connectionOf(config, pending, connectError);
    if (next.status === "connected" && next.address) rememberWalletAddress(next.address);
    useWalletStore.setState(next);
  };

  const runtime: WalletRuntime = {
    config,
    async connect() {
      const connector = browserConnector(config);
      connectError = connector ? null : { kind: "no-wallet" };
      if (!connector) return publish();
      pending = true;
      publish();
      try {
        await connect(config, { connector });
      } catch (error) {
        connectError = classifyConnectError(error);
      } finally {
        pending = false;
        publish();
      }
    },
    async disconnect() {
      await disconnect(config);
    },
    signMessage: (message) => signMessage(config, { message }),
    // The typed data is built by core and the SDK; wagmi's generic types cannot follow it.
    signTypedData: (request) =>
      signTypedData(config, request as unknown as Parameters<typeof signTypedData>[1]),
    stop() {
      stopped = true;
      unwatchConnection();
      unwatchConnectors();
    },
  };

  const unwatchConnection = watchConnection(config, {
    onChange(connection, previous) {
      if (previous.status === "connected" && connection.status === "disconnected") forgetWalletAddress();
      publish();
    },
  });
  const unwatchConnectors = watchConnectors(config, { onChange: publish });
  installWalletRuntime(runtime, connectionOf(config, false, null));
  // What wagmi's provider does on mount: reconnect silently a wallet that still authorises the site.
  void reconnect(config).finally(publish);
  return runtime;
}
