import { truncateSync } from "node:fs";
import path from "node:path";
import type { SimCore } from "./core.ts";
import type { JournalIo } from "./persistence/file-io.ts";
import { JOURNAL_FILE } from "./persistence/journal.ts";
import type { JournalWriteError } from "./persistence/journal-error.ts";
import { folderTakesWrites } from "./persistence/write-probe.ts";

/** Whether the exchange takes actions, and why not (what a server's readiness check reports). */
export type HlSimStatus =
  | { readonly ready: true }
  | { readonly ready: false; readonly code: "STARTING" | "JOURNAL_UNWRITABLE"; readonly reason: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Holds the exchange's current core and fails closed around it: when the core's journal cannot be
 * written, the core is dropped (its state holds changes that were never recorded), a new one is
 * built from what is on the disk, and every action is refused until the data folder takes writes
 * again (checked every `probeMs`).
 */
export class CoreKeeper {
  #core: SimCore | undefined;
  #refusal: JournalWriteError | null = null;
  #starting = true;
  #closed = false;
  #probe: NodeJS.Timeout | undefined;
  readonly #build: () => SimCore;
  readonly #dataDir: string | undefined;
  readonly #io: JournalIo;
  readonly #probeMs: number;
  /** Resolves once the first core has replayed its journal. */
  readonly ready: Promise<void>;

  constructor(options: {
    build: () => SimCore;
    dataDir?: string | undefined;
    io: JournalIo;
    probeMs: number;
  }) {
    this.#build = options.build;
    this.#dataDir = options.dataDir;
    this.#io = options.io;
    this.#probeMs = options.probeMs;
    const core = this.#build();
    this.#core = core;
    this.#watch(core);
    this.ready = core.ready.finally(() => {
      this.#starting = false;
    });
  }

  /** The core to answer from; undefined while a new one is being built after a journal failure. */
  get core(): SimCore | undefined {
    return this.#core;
  }

  /** Why actions are refused now, if they are: the journal failure not yet behind us. */
  get refusal(): JournalWriteError | null {
    return this.#refusal;
  }

  /** Ready, or why not. */
  status(): HlSimStatus {
    if (this.#refusal) {
      return { ready: false, code: "JOURNAL_UNWRITABLE", reason: this.#refusal.shortMessage };
    }
    if (this.#starting || !this.#core) {
      return { ready: false, code: "STARTING", reason: "The exchange is replaying its journal" };
    }
    return { ready: true };
  }

  /** Stops probing and rebuilding; the current core's journal is closed by the caller. */
  close(): void {
    this.#closed = true;
    clearInterval(this.#probe);
  }

  #watch(core: SimCore): void {
    if (!core.journal) return;
    core.journal.onFailure = (failure) => {
      if (core !== this.#core) return;
      this.#refusal = failure;
      this.#core = undefined;
      void this.#rebuild(core, failure);
    };
  }

  async #rebuild(old: SimCore, failure: JournalWriteError): Promise<void> {
    await old.journal?.idle();
    old.journal?.close();
    const dataDir = this.#dataDir;
    if (dataDir === undefined) return;
    while (!this.#closed) {
      try {
        // The failed writer could not cut the file back itself: nothing after its last flushed byte
        // was acknowledged, and none of it may come back.
        if (!failure.rolledBack) truncateSync(path.join(dataDir, JOURNAL_FILE), failure.durableSize);
        const next = this.#build();
        await next.ready;
        if (this.#closed) {
          next.journal?.close();
          return;
        }
        this.#core = next;
        this.#watch(next);
        break;
      } catch {
        await sleep(this.#probeMs);
      }
    }
    this.#probe = setInterval(() => {
      if (this.#closed) clearInterval(this.#probe);
      else if (folderTakesWrites(dataDir, this.#io)) {
        clearInterval(this.#probe);
        this.#refusal = null;
      }
    }, this.#probeMs);
    this.#probe.unref();
  }
}
