import type { AccountOverview } from "@app/core";
import type { InfoClient } from "@nktkas/hyperliquid";
import type { ClearinghouseStateResponse } from "@nktkas/hyperliquid/api/info";
import { toAccountOverview } from "./account-mapper.ts";

/** Reads accounts from the exchange. */
export class AccountService {
  readonly #info: InfoClient;

  constructor(info: InfoClient) {
    this.#info = info;
  }

  /** The account overview of spec §3: state, orders and portfolio read in parallel. */
  async overview(
    address: `0x${string}`,
    initialBalance: number,
    signal?: AbortSignal,
  ): Promise<AccountOverview> {
    const [state, openOrders, portfolio] = await Promise.all([
      this.#info.clearinghouseState({ user: address }, signal),
      this.#info.openOrders({ user: address }, signal),
      this.#info.portfolio({ user: address }, signal),
    ]);
    return toAccountOverview({ address, initialBalance, state, openOrders, portfolio });
  }

  /** The raw clearinghouse state: positions and margin of an account. */
  state(address: `0x${string}`, signal?: AbortSignal): Promise<ClearinghouseStateResponse> {
    return this.#info.clearinghouseState({ user: address }, signal);
  }
}
