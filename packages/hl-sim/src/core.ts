import { AccountStore } from "./accounts/account-store.ts";
import { AgentRegistry } from "./accounts/agents.ts";
import { ArrivalOrder } from "./exchange/arrival-order.ts";
import type { ExchangeDeps } from "./exchange/handle-exchange.ts";
import type { InfoDeps } from "./info/handle-info.ts";
import { Market } from "./market/market.ts";
import { IdSource } from "./matching/execute.ts";
import { OrderStore } from "./matching/order-store.ts";
import type { Journal, JournalEntry, JournalHeader, OpenedJournal } from "./persistence/journal.ts";
import { replayJournal } from "./persistence/replay.ts";
import { captureState, restoreState } from "./persistence/snapshot.ts";
import { NonceTracker } from "./signing/nonces.ts";
import { TwapStore } from "./twap/twap-store.ts";

/** What a core is built from (see HlSimOptions). */
export interface CoreOptions {
  readonly seed?: number | undefined;
  readonly initialBalance?: number | undefined;
  readonly operators?: readonly string[] | undefined;
  readonly now: () => number;
  /** Told of every change recorded after the replay. */
  readonly onChange?: (() => void) | undefined;
}

/**
 * The exchange's state and the journal it is a function of. A core is thrown away whole when its
 * journal fails, and a new one is built from the disk (see sim.ts), so no change that was not
 * recorded survives.
 */
export interface SimCore {
  readonly header: JournalHeader;
  readonly journal: Journal | undefined;
  readonly exchangeDeps: ExchangeDeps;
  readonly infoDeps: InfoDeps;
  /** Commits `/exchange` requests in the order they arrived. */
  readonly arrivalOrder: ArrivalOrder;
  /** Resolves once the journal has been replayed into the state. */
  readonly ready: Promise<void>;
  /**
   * Users whose account, orders or TWAPs changed since this was last emptied (the exchange's events
   * the WebSocket pushes; see sim.ts).
   */
  readonly touched: Set<string>;
  /** The whole state as plain data (for a snapshot). */
  capture(): ReturnType<typeof captureState>;
}

/** Builds the state from a journal just opened (or from nothing, kept in memory only). */
export function buildCore(options: CoreOptions, opened: OpenedJournal | undefined): SimCore {
  const { now } = options;
  const header: JournalHeader = opened?.header ?? { k: "h", v: 1, seed: options.seed ?? 1, start: now() };
  let replaying = true;
  const record = (entry: JournalEntry) => {
    if (replaying) return;
    opened?.journal.append(entry);
    options.onChange?.();
  };
  if (!opened?.header) opened?.journal.append(header);
  const state = {
    market: new Market(header.seed, header.start),
    accounts: new AccountStore(options.initialBalance ?? 10_000),
    agents: new AgentRegistry(),
    orders: new OrderStore(),
    nonces: new NonceTracker(),
    ids: new IdSource(header.seed),
    operators: new Set((options.operators ?? []).map((address) => address.toLowerCase())),
    referralCodes: new Map<string, string>(),
    twaps: new TwapStore(header.seed),
  };
  const touched = new Set<string>();
  const exchangeDeps: ExchangeDeps = { ...state, now, record, touched };
  if (opened?.state) restoreState(state, opened.state);
  const ready = replayJournal(exchangeDeps, opened?.entries ?? []).finally(() => {
    replaying = false;
    // What the replay touched was there before anyone subscribed: snapshots show it.
    touched.clear();
  });
  return {
    header,
    journal: opened?.journal,
    exchangeDeps,
    infoDeps: { ...state, now, record, touched },
    arrivalOrder: new ArrivalOrder(),
    ready,
    touched,
    capture: () => captureState(state),
  };
}
