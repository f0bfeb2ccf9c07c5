import type { AccountData } from "../accounts/account-data.ts";
import type { Agent } from "../accounts/agents.ts";
import type { ExchangeState } from "../exchange/l1-actions.ts";
import type { OrderStoreData } from "../matching/order-store.ts";
import type { TwapStoreData } from "../twap/twap-store.ts";

/**
 * The exchange's whole state as JSON-safe data: what a journal compaction writes so a restart
 * loads it instead of replaying every action since the market opened. The market itself needs no
 * more than its anchor (seed, start), which the journal's header keeps.
 */
export interface StateData {
  readonly accounts: readonly AccountData[];
  readonly agents: readonly Agent[];
  readonly orders: OrderStoreData;
  readonly nonces: readonly (readonly [string, readonly number[]])[];
  readonly ids: { readonly orders: number; readonly trades: number };
  readonly referralCodes: readonly (readonly [string, string])[];
  /** Absent in snapshots written before TWAPs existed. */
  readonly twaps?: TwapStoreData;
}

/** The exchange's state as data, at an instant between two requests. */
export function captureState(state: ExchangeState): StateData {
  return {
    accounts: state.accounts.toData(),
    agents: state.agents.toData(),
    orders: state.orders.toData(),
    nonces: state.nonces.toData(),
    ids: state.ids.toData(),
    referralCodes: [...state.referralCodes],
    twaps: state.twaps.toData(),
  };
}

/** Puts `data` back into freshly created stores (every one of them is replaced). */
export function restoreState(state: ExchangeState, data: StateData): void {
  state.accounts.load(data.accounts);
  state.agents.load(data.agents);
  state.orders.load(data.orders);
  state.nonces.load(data.nonces);
  state.ids.load(data.ids);
  state.referralCodes.clear();
  for (const [code, owner] of data.referralCodes) state.referralCodes.set(code, owner);
  if (data.twaps) state.twaps.load(data.twaps);
}
