import { fetchAccountOverview } from "../../api/account.ts";
import { closeOnePosition } from "../../wallet/agent/agent-mutations.ts";
import type { MainWallet } from "../../wallet/agent/main-wallet.ts";

/**
 * Closes every open position of an address after a risk trip that asks for it, with the browser's signer
 * (the live agent, else server mode). Each close is keyed by the trip, so a repeat never closes twice; every
 * coin is tried, and the first failure is thrown after the others were tried.
 */
export async function closeEveryPosition(
  address: string,
  tripAt: number,
  signIn: () => Promise<void>,
  wallet: MainWallet | null,
): Promise<void> {
  const { positions } = await fetchAccountOverview(address);
  let failure: unknown;
  for (const position of positions) {
    try {
      await closeOnePosition(
        { address, coin: position.coin, idempotencyKey: `risk-close-${tripAt}-${position.coin}` },
        signIn,
        wallet,
      );
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
}
