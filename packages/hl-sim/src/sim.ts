import { buildCore, type SimCore } from "./core.ts";
import { CoreKeeper, type HlSimStatus } from "./core-keeper.ts";
import { type ExchangeRunner, handleExchange } from "./exchange/handle-exchange.ts";
import { actionError } from "./exchange/order-action.ts";
import { type HlHttpResponse, jsonResponse, textResponse, unprocessable } from "./http/responses.ts";
import { handleInfo } from "./info/handle-info.ts";
import { settle } from "./matching/settle.ts";
import { type JournalIo, NODE_IO } from "./persistence/file-io.ts";
import { Journal } from "./persistence/journal.ts";
import { JournalWriteError } from "./persistence/journal-error.ts";
import { RecoveryThread } from "./signing/recovery-thread.ts";
import { type HlSimEvent, type HlSimListener, SimEvents } from "./sim-events.ts";

export type { HlSimStatus } from "./core-keeper.ts";
export type { HlSimEvent, HlSimListener } from "./sim-events.ts";

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
  /** How often a refused journal checks whether its folder takes writes again (default 1,000 ms). */
  journalProbeMs?: number;
  /** The journal's file calls (tests make them fail like a full disk); default node:fs. */
  journalIo?: JournalIo;
  /**
   * How often the clock is looked at for a new block while anyone listens to `onEvent` (default
   * 100 ms): a block is a new second of the market's price path.
   */
  blockMs?: number;
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
   * Whether actions are taken now: not while the journal is replayed at start, nor while it cannot
   * be written (every action is then refused until the data folder takes writes again).
   */
  status(): HlSimStatus;
  /**
   * Calls `listener` on every event of the exchange (see HlSimEvent) until the returned function is
   * called. While anyone listens, the exchange runs its blocks: each new second of the market's
   * clock settles resting orders, triggers and funding up to it, and is announced.
   */
  onEvent(listener: HlSimListener): () => void;
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

/** The answer to an action the journal could not record: Hyperliquid's error shape, nothing done. */
function notRecorded(failure: JournalWriteError): HlHttpResponse {
  return jsonResponse(actionError(`${failure.shortMessage}. Nothing was done; try again later.`));
}

/**
 * Creates a local exchange: the 25 catalogue perps on a seeded synthetic market that moves with the
 * clock, and paper accounts opened on first use. Same seed and same clock give identical answers.
 * With `dataDir`, the journal found there is replayed before the first request is answered, and
 * every change is journaled before it is answered; if the journal cannot be written, the state is
 * rebuilt from the disk and actions are refused until it can (see CoreKeeper).
 */
export function createHlSim(options: HlSimOptions = {}): HlSim {
  const now = options.now ?? Date.now;
  const io = options.journalIo ?? NODE_IO;
  const { dataDir } = options;
  const coreOptions = {
    seed: options.seed,
    initialBalance: options.initialBalance,
    operators: options.operators,
    now,
  };
  const keeper = new CoreKeeper({
    build: () => buildCore(coreOptions, dataDir === undefined ? undefined : Journal.open(dataDir, io)),
    dataDir,
    io,
    probeMs: options.journalProbeMs ?? 1_000,
  });
  const compactEvery = options.compactEvery ?? DEFAULT_COMPACT_EVERY;
  const recovery = options.recoveryThread === false ? undefined : new RecoveryThread();
  // `/exchange` requests not answered yet; above one, signatures go to the recovery thread (up to
  // RECOVERY_QUEUE waiting there).
  let inFlight = 0;
  const runner = (core: SimCore): ExchangeRunner => ({
    recoverL1: recovery && inFlight > 1 && recovery.pending < RECOVERY_QUEUE ? recovery.recover : undefined,
    arrive: core.arrivalOrder.arrive,
  });
  let compactAt = compactEvery;
  // The state is taken at once (cheap copies of every list); writing it goes on between requests.
  const compactInBackground = (core: SimCore, journal: Journal) =>
    journal.compactInBackground(core.header, core.capture()).then(
      () => {
        compactAt = compactEvery;
      },
      () => {
        // The journal still holds everything (see Journal.compact); try again later, not on every request.
        compactAt = journal.pending + compactEvery;
      },
    );

  /** A request while actions are refused: no action, and answers from the state as last recorded. */
  async function whileRefused(
    core: SimCore | undefined,
    path: string,
    body: unknown,
  ): Promise<HlHttpResponse> {
    const refusal = keeper.refusal;
    if (path === "/exchange" && refusal) return notRecorded(refusal);
    if (!core) return textResponse(503, "The exchange is rebuilding its state from its journal");
    return handleInfo({ ...core.infoDeps, settles: false }, body);
  }

  // The core events were last taken from: another one means the state was rebuilt from the journal.
  let announced: SimCore | undefined;
  /** The users `core` touched since last asked (the changes appended so far), "all" after a rebuild. */
  const takeTouched = (core: SimCore): HlSimEvent["users"] => {
    const rebuilt = announced !== undefined && announced !== core;
    announced = core;
    const users = new Set(core.touched);
    core.touched.clear();
    return rebuilt ? "all" : users;
  };
  let lastSecond = Math.floor(now() / 1_000);
  let inBlock = false;
  /** A block when the clock reached a new second: settles up to it, then announces it once durable. */
  const block = async () => {
    const time = now();
    const second = Math.floor(time / 1_000);
    if (inBlock || second === lastSecond) return;
    inBlock = true;
    try {
      await keeper.ready;
      lastSecond = second;
      const core = keeper.core;
      let users: HlSimEvent["users"] = new Set();
      // While actions are refused nothing is settled (it could not be journaled); the market still moves.
      if (core && !keeper.refusal) {
        if (settle(core.infoDeps, time)) core.infoDeps.record({ k: "s", t: time });
        users = takeTouched(core);
        await core.journal?.durable();
      }
      events.emit({ time, block: true, users });
    } catch {
      // The journal failed: the keeper rebuilds the state and refuses actions; the next block says so.
    } finally {
      inBlock = false;
    }
  };
  const events = new SimEvents(options.blockMs ?? 100, block);

  return {
    ready: keeper.ready,
    status: () => keeper.status(),
    onEvent: (listener) => {
      if (!events.listening) lastSecond = Math.floor(now() / 1_000);
      return events.subscribe(listener);
    },
    compact: async () => {
      await keeper.ready;
      const core = keeper.core;
      if (core?.journal && !keeper.refusal) await compactInBackground(core, core.journal);
    },
    close: () => {
      events.close();
      keeper.close();
      const journal = keeper.core?.journal;
      // A state still being replayed is not the journal's whole content: saving it would lose the rest.
      const status = keeper.status();
      if (status.ready && journal && !journal.failure && journal.pending > 0) {
        const core = keeper.core;
        if (core) journal.compact(core.header, core.capture());
      }
      journal?.close();
      recovery?.close();
    },
    async handle(path, rawBody) {
      // Counted until answered (the journal's flush included): over HTTP each request is handled in
      // its own turn of the event loop, so the others in flight are those still waiting for the disk.
      const exchange = path === "/exchange";
      if (exchange) inFlight += 1;
      try {
        await keeper.ready;
        let body: unknown;
        try {
          body = JSON.parse(rawBody);
        } catch {
          return unprocessable();
        }
        if (!exchange && path !== "/info") return textResponse(404, `Not found: ${path}`);
        const core = keeper.core;
        if (!core || keeper.refusal) return await whileRefused(core, path, body);
        const response = exchange
          ? await handleExchange(core.exchangeDeps, body, runner(core))
          : await handleInfo(core.infoDeps, body);
        const journal = core.journal;
        if (journal && !journal.compacting && !journal.failure && journal.pending >= compactAt) {
          void compactInBackground(core, journal);
        }
        // Taken now: every change it names was appended before the flush awaited below.
        const users = events.listening ? takeTouched(core) : undefined;
        if (users === undefined) core.touched.clear();
        // Nothing is answered before the journal lines of what it shows are on the disk.
        await journal?.durable();
        if (users !== undefined && (users === "all" || users.size > 0)) {
          events.emit({ time: now(), block: false, users });
        }
        return response;
      } catch (error) {
        if (error instanceof JournalWriteError) {
          // Cut back, the journal never held this request: it is refused, and stays so after a restart.
          if (exchange && error.rolledBack) return notRecorded(error);
          return textResponse(500, `${error.shortMessage}; whether this request took effect is not known`);
        }
        // A bug must not take the exchange down for every other client.
        return textResponse(500, `Internal error: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        if (exchange) inFlight -= 1;
      }
    },
  };
}
