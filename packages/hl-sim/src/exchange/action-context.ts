import type { AccountStore } from "../accounts/account-store.ts";
import type { AgentRegistry } from "../accounts/agents.ts";
import type { Market } from "../market/market.ts";
import type { IdSource } from "../matching/execute.ts";
import type { OrderStore } from "../matching/order-store.ts";
import type { PlacementContext } from "../matching/place-order.ts";
import type { NonceTracker } from "../signing/nonces.ts";
import type { TwapStore } from "../twap/twap-store.ts";

/** The exchange's state that actions change. */
export interface ExchangeState {
  readonly market: Market;
  readonly accounts: AccountStore;
  readonly agents: AgentRegistry;
  readonly orders: OrderStore;
  readonly nonces: NonceTracker;
  readonly ids: IdSource;
  /** Lower-case operator addresses (see authorize). */
  readonly operators: ReadonlySet<string>;
  /** Registered referral codes (upper-case) → the lower-case address that owns each. */
  readonly referralCodes: Map<string, string>;
  /** TWAP orders, sliced as the clock moves (twap/). */
  readonly twaps: TwapStore;
}

/** What an action runs with: the state, the instant, and the hash its fills report. */
export type ActionContext = ExchangeState & PlacementContext;
