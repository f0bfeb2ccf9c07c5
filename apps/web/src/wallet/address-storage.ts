/** Local-storage key of the connected address (product rules §3). */
export const WALLET_ADDRESS_KEY = "wallet_address";

/** Remembers the connected address. */
export function rememberWalletAddress(address: string): void {
  try {
    localStorage.setItem(WALLET_ADDRESS_KEY, address);
  } catch {
    // Storage can be full or blocked; the wallet itself still knows the address.
  }
}

/** Forgets the address on disconnect. */
export function forgetWalletAddress(): void {
  try {
    localStorage.removeItem(WALLET_ADDRESS_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** The remembered address, if any. */
export function readWalletAddress(): string | null {
  try {
    return localStorage.getItem(WALLET_ADDRESS_KEY);
  } catch {
    return null;
  }
}
