import { afterFirstPaint } from "../app/after-first-paint.ts";
import { readWalletAddress } from "./address-storage.ts";
import type { TypedDataRequest } from "./agent/main-wallet.ts";
import { classifyConnectError } from "./connect-error.ts";
import { useWalletStore, type WalletRuntime } from "./wallet-store.ts";

let loading: Promise<WalletRuntime> | undefined;

/**
 * The wallet runtime (wagmi and viem, about a quarter of the app's JavaScript), downloaded once: the
 * landing page paints without it and fetches it at the visitor's first interaction (app/after-first-paint.ts), or
 * at once when this browser had a wallet connected (so it reconnects without waiting).
 */
export function loadWalletRuntime(): Promise<WalletRuntime> {
  const installed = useWalletStore.getState().runtime;
  if (installed) return Promise.resolve(installed);
  loading ??= import("./wallet-runtime.ts")
    .then(({ startWalletRuntime }) => useWalletStore.getState().runtime ?? startWalletRuntime())
    .catch((error: unknown) => {
      loading = undefined; // a failed download (offline) is tried again on the next request
      throw error;
    });
  return loading;
}

/** Connect Wallet: downloads the runtime if needed, then asks the wallet. */
export async function connectWallet(): Promise<void> {
  const before = useWalletStore.getState();
  useWalletStore.setState({ status: "connecting", connectError: null });
  try {
    const runtime = await loadWalletRuntime();
    await runtime.connect();
  } catch (error) {
    useWalletStore.setState({ status: before.status, connectError: classifyConnectError(error) });
  }
}

/** Disconnect (the runtime is loaded whenever a wallet is connected). */
export async function disconnectWallet(): Promise<void> {
  const runtime = await loadWalletRuntime();
  await runtime.disconnect();
}

/** Signs EIP-712 typed data with the connected wallet (approveAgent and the agent's unlock). */
export async function signWalletTypedData(request: TypedDataRequest): Promise<`0x${string}`> {
  const runtime = await loadWalletRuntime();
  return runtime.signTypedData(request);
}

/** Signs a plain-text message with the connected wallet (server sign-in). */
export async function signWalletMessage(message: string): Promise<`0x${string}`> {
  const runtime = await loadWalletRuntime();
  return runtime.signMessage(message);
}

/**
 * Starts the runtime's download at the visitor's first interaction on the landing page, or at once
 * when this browser had a wallet connected, so it reconnects without waiting.
 */
export function preloadWalletRuntime(): void {
  const load = () => void loadWalletRuntime().catch(() => undefined);
  if (readWalletAddress()) load();
  else afterFirstPaint(load);
}
