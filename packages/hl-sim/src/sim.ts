import { AccountStore } from "./accounts/account-store.ts";
import { AgentRegistry } from "./accounts/agents.ts";
import { ArrivalOrder } from "./exchange/arrival-order.ts";
import { type ExchangeDeps, type ExchangeRunner, handleExchange } from "./exchange/handle-exchange.ts";
import { type HlHttpResponse, textResponse, unprocessable } from "./http/responses.ts";
import { handleInfo, type InfoDeps } from "./info/handle-info.ts";
import { Market } from "./market/market.ts";
import { IdSource } from "./matching/execute.ts";
import { OrderStore } from "./matching/order-store.ts";
import { Journal, type JournalEntry, type JournalHeader } from "./persistence/journal.ts";
import { replayJournal } from "./persistence/replay.ts";
import { captureState, restoreState } from "./persistence/snapshot.ts";
import { NonceTracker } from "./signing/nonces.ts";
import { RecoveryThread } from "./signing/recovery-thread.ts";
import { TwapStore } from "./twap/twap-store.ts";

/** Options of a local exchange. */
export interface HlSimOptions {
  /** Seed of the synthetic market and of trade ids (default 1; a journal's own seed wins). */
  seed?: number;
  /** Clock in ms (default Date.now); inject one for deterministic tests. */
  now?: () => number;
  /** USDC a paper account starts with (default 10000). */
  initialBalance?: number;
  /** Addresses that may act for ANY paper account by signing with its address as vaultAddress. */
  operators?: readonly string[];
  /**
   * Folder of the exchange's journal. With it, accounts, orders, fills, agents, nonces and the
   * market's anchor survive a restart; without it, everything lives in memory.
   */
  dataDir?: string;
  /**
   * Journal entries after which the whole state is saved as a snapshot and the journal starts
   * over (default 10,000), so a restart loads the snapshot and replays at most this many entries.
   */
  compactEvery?: number;
  /**
   * Recover signatures on a second thread while other requests are in flight (default true): the
   * main thread then matches and answers while the other core recovers. One request at a time is
   * always recovered on the main thread (no hand-over cost).
   */
  recoveryThread?: boolean;
}

/**
 * Recoveries the recovery thread may have queued before the main thread recovers the next one itself:
 * enough to keep the thread busy meanwhile, while the main thread, instead of waiting for it, takes
 * the excess when the thread is the slower of the two (in process, or when the machine is loaded).
 */
const RECOVERY_QUEUE = 8;

/** Default `compactEvery`: replaying this many entries takes about a second here. */
export const DEFAULT_COMPACT_EVERY = 10_000;

/** A local Hyperliquid-compatible exchange, independent of any HTTP server. */
export interface HlSim {
  /** Answers one HTTP request; path is "/info" or "/exchange", rawBody the request body text. Never throws. */
  handle(path: string, rawBody: string): Promise<HlHttpResponse>;
  /** Resolves once the journal (if any) has been replayed; `handle` waits for it by itself. */
  readonly ready: Promise<void>;
  /**
   * Saves the state as a snapshot, written in the background while requests go on, and starts the
   * journal over after it with only what arrived meanwhile (see `compactEvery`).
   */
  compact(): Promise<void>;
  /**
   * Compacts the journal (when it holds any entry and the replay is over) and closes it; the sim
   * must not be used afterwards.
   */
  close(): void;
}

/**
 * Creates a local exchange: the 25 catalogue perps on a seeded synthetic market that moves with the
 * clock, and paper accounts opened on first use. Same seed and same clock give identical answers.
 * With `dataDir`, the journal found there is replayed before the first request is answered, and
 * every change is journaled before it is applied.
 */
export function createHlSim(options: HlSimOptions = {}): HlSim {
  const now = options.now ?? Date.now;
  const opened = options.dataDir === undefined ? undefined : Journal.open(options.dataDir);
  const header: JournalHeader = opened?.header ?? { k: "h", v: 1, seed: options.seed ?? 1, start: now() };
  const compactEvery = options.compactEvery ?? DEFAULT_COMPACT_EVERY;
  let replaying = true;
  const record = (entry: JournalEntry) => {
    if (!replaying) opened?.journal.append(entry);
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
  const exchangeDeps: ExchangeDeps = { ...state, now, record };
  const recovery = options.recoveryThread === false ? undefined : new RecoveryThread();
  // `/exchange` requests not answered yet; above one, signatures go to the recovery thread (up to
  // RECOVERY_QUEUE waiting there).
  let inFlight = 0;
  const arrivalOrder = new ArrivalOrder();
  const runner = (): ExchangeRunner => ({
    recoverL1: recovery && inFlight > 1 && recovery.pending < RECOVERY_QUEUE ? recovery.recover : undefined,
    arrive: arrivalOrder.arrive,
  });
  const infoDeps: InfoDeps = { ...state, now, record };
  if (opened?.state) restoreState(state, opened.state);
  const ready = replayJournal(exchangeDeps, opened?.entries ?? []).finally(() => {
    replaying = false;
  });
  // Only between requests: every journaled entry has then been applied (see Journal.compact).
  const compact = () => opened?.journal.compact(header, captureState(state));
  let compactAt = compactEvery;
  // The state is taken at once (cheap copies of every list); writing it goes on between requests.
  const compactInBackground = (journal: Journal) =>
    journal.compactInBackground(header, captureState(state)).then(
      () => {
        compactAt = compactEvery;
      },
      () => {
        // The journal still holds everything (see Journal.compact); try again later, not on every request.
        compactAt = journal.pending + compactEvery;
      },
    );
  return {
    ready,
    compact: async () => {
      await ready;
      if (opened) await compactInBackground(opened.journal);
    },
    close: () => {
      // A state still being replayed is not the journal's whole content: saving it would lose the rest.
      if (!replaying && opened && opened.journal.pending > 0) compact();
      opened?.journal.close();
      recovery?.close();
    },
    async handle(path, rawBody) {
      // Counted until answered (the journal's flush included): over HTTP each request is handled in
      // its own turn of the event loop, so the others in flight are those still waiting for the disk.
      const exchange = path === "/exchange";
      if (exchange) inFlight += 1;
      try {
        await ready;
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          return unprocessable();
        }
        let response: HlHttpResponse;
        if (path === "/info") response = await handleInfo(infoDeps, body);
        else if (exchange) response = await handleExchange(exchangeDeps, body, runner());
        else return textResponse(404, `Not found: ${path}`);
        if (opened && !opened.journal.compacting && opened.journal.pending >= compactAt) {
          void compactInBackground(opened.journal);
        }
        // Nothing is answered before the journal lines of what it shows are on the disk.
        await opened?.journal.durable();
        return response;
      } catch (error) {
        // A bug must not take the exchange down for every other client.
        return textResponse(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (exchange) inFlight -= 1;
      }
    },
  };
}
