// Pre-signed IOC orders for the exchange benchmarks: alternately buying and selling 0.001 BTC per
// wallet, so positions stay small and every order fills.
import type { HlSim } from "@app/hl-sim";
import type { OrderAction } from "@app/hl-sim/exchange/order-action";
import { signL1Action } from "@nktkas/hyperliquid/signing";
import type { PrivateKeyAccount } from "viem/accounts";
import { nativeWallet } from "./native-wallet.ts";

/** The bench's wallets (fixed keys, not used anywhere else). */
export const WALLETS: readonly PrivateKeyAccount[] = Array.from({ length: 10 }, (_, i) =>
  nativeWallet(`0x${(0xbe00 + i).toString(16).padStart(64, "0")}`),
);

/** Opens the bench wallets' accounts, as the app does with its first account query. */
export async function openAccounts(sim: HlSim): Promise<void> {
  for (const wallet of WALLETS) {
    await sim.handle("/info", JSON.stringify({ type: "clearinghouseState", user: wallet.address }));
  }
}

/** The BTC mid the sim quotes now. */
export async function btcMid(sim: HlSim): Promise<number> {
  const mids = JSON.parse((await sim.handle("/info", '{"type":"allMids"}')).body) as Record<string, string>;
  return Number(mids.BTC);
}

/** The `order` action of the benchmarks: 0.001 BTC IOC, limit 5 % through `mid`. */
export function btcIoc(mid: number, isBuy: boolean): OrderAction {
  return {
    type: "order",
    orders: [
      {
        a: 0,
        b: isBuy,
        p: String(Math.round(mid * (isBuy ? 1.05 : 0.95))),
        s: "0.001",
        r: false,
        t: { limit: { tif: "Ioc" } },
      },
    ],
    grouping: "na",
  };
}

/**
 * Signs `count` BTC IOC order requests (bodies as sent over HTTP) with nonces from `firstNonce` on,
 * limit 5 % through a mid of `mid`.
 */
export async function signOrders(count: number, mid: number, firstNonce: number): Promise<string[]> {
  const bodies: string[] = [];
  for (let i = 0; i < count; i++) {
    const wallet = WALLETS[i % WALLETS.length];
    if (!wallet) throw new Error("no wallet");
    const isBuy = Math.floor(i / WALLETS.length) % 2 === 0;
    const action = btcIoc(mid, isBuy);
    const nonce = firstNonce + i;
    const signature = await signL1Action({ wallet, action, nonce, isTestnet: true });
    bodies.push(JSON.stringify({ action, nonce, signature }));
  }
  return bodies;
}
