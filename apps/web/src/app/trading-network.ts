import { create } from "zustand";

/** The exchange this server trades on: the local paper exchange or Hyperliquid's testnet. */
export type TradingNetwork = "local" | "testnet";

interface TradingNetworkState {
  /** Null until the server said (or when it could not be asked). */
  network: TradingNetwork | null;
}

/** The network the server trades on, shared by the banner and the Execute button. */
export const useTradingNetwork = create<TradingNetworkState>()(() => ({ network: null }));

let asked = false;

// A plain read of one field rather than core's schema: the banner paints with the landing page, which carries
// no zod; anything but the two known names leaves the network unknown (the banner then names neither).
function networkOf(body: unknown): TradingNetwork | null {
  if (typeof body !== "object" || body === null || !("data" in body)) return null;
  const data = body.data;
  if (typeof data !== "object" || data === null || !("network" in data)) return null;
  return data.network === "local" || data.network === "testnet" ? data.network : null;
}

/** Asks the server once (`GET /api/config`) which network it trades on. */
export function loadTradingNetwork(): void {
  if (asked) return;
  asked = true;
  fetch("/api/config")
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => useTradingNetwork.setState({ network: networkOf(body) }))
    .catch(() => {
      // Unknown for now; the next page load asks again.
      asked = false;
    });
}
