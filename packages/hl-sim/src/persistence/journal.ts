import { existsSync, fsyncSync, ftruncateSync, mkdirSync, openSync, readFileSync } from "node:fs";
import path from "node:path";
import { type JournalIo, NODE_IO } from "./file-io.ts";
import { GroupSync } from "./group-sync.ts";
import type { JournalWriteError } from "./journal-error.ts";
import type { StateData } from "./snapshot.ts";
import {
  type JournalHeader,
  readSnapshot,
  SNAPSHOT_FILE,
  writeDurably,
  writeSnapshot,
  writeSnapshotInBackground,
} from "./snapshot-file.ts";

/** The file the exchange journals into, inside its data folder. */
export const JOURNAL_FILE = "journal.ndjson";

export type { JournalHeader } from "./snapshot-file.ts";

/**
 * One line of the journal. The exchange's state is a pure function of these inputs replayed in
 * order: the market's anchor, market settlements that changed something, accounts opened by info
 * queries (older journals only: queries no longer open accounts), and accepted `/exchange` requests with their recovered signer (so replay needs no
 * signature recovery) and the instant they ran at.
 */
export type JournalEntry =
  | JournalHeader
  | { readonly k: "s"; readonly t: number }
  | { readonly k: "o"; readonly t: number; readonly user: string }
  | {
      readonly k: "x";
      readonly t: number;
      readonly body: unknown;
      readonly signer: `0x${string}`;
      readonly hash: `0x${string}`;
    };

/** What a data folder holds: the header (none in a new folder), the snapshot, the entries after it. */
export interface OpenedJournal {
  readonly journal: Journal;
  readonly header: JournalHeader | undefined;
  /** The state the last compaction saved; `entries` continue from it. */
  readonly state: StateData | undefined;
  readonly entries: JournalEntry[];
}

/**
 * An append-only NDJSON journal, each line written before the change it records is applied
 * (write-ahead) and fsynced before any answer that reflects the change is sent (group commit). A
 * crash can only tear the last line, which opening ignores and cuts off, so the state after a
 * restart is the state after some prefix of the actions that includes every one answered. A write
 * or fsync that fails cuts the file back to its last flushed line and closes the journal for good
 * (`failure`): its owner rebuilds its state from the disk (`Journal.open` again) rather than keep a
 * state holding changes that were never recorded.
 *
 * Compaction writes the whole state to a snapshot file (generation n + 1, noting how many lines of
 * the current journal it covers), then starts a new journal whose header names it; each file is
 * replaced by an atomic rename. If anything stops between the two, the old journal stays in use and
 * opening skips the lines the snapshot covers.
 */
export class Journal {
  readonly #dir: string;
  readonly #file: GroupSync;
  /** Generation of the newest snapshot (0: none). */
  #generation: number;
  /** The `base` of the journal file appended to. */
  #fileBase: number;
  /** Entries in the journal file after its header. */
  #lines: number;
  /** How many of those the newest snapshot holds (0 once a journal follows it). */
  #covered: number;
  /** Lines appended since a background compaction took its state (they go into the next journal). */
  #tail: string[] | null = null;
  /** The background compaction under way, if any. */
  #background: Promise<void> | null = null;
  /** Bumped by every blocking compaction and by close: a background one started before is dropped. */
  #epoch = 0;

  /** Told once, when a write or fsync of the journal fails (see `failure`). */
  onFailure: ((failure: JournalWriteError) => void) | undefined;

  private constructor(
    dir: string,
    fd: number,
    state: { generation: number; fileBase: number; lines: number; covered: number; size: number },
    io: JournalIo,
  ) {
    this.#dir = dir;
    this.#file = new GroupSync(fd, state.size, io);
    this.#file.onFailure = (failure) => {
      // A compaction under way must not save lines that were just refused (its tail) in a new journal.
      this.#epoch += 1;
      this.#tail = null;
      this.onFailure?.(failure);
    };
    this.#generation = state.generation;
    this.#fileBase = state.fileBase;
    this.#lines = state.lines;
    this.#covered = state.covered;
  }

  /** Opens (creating) the journal in `dir` and returns it with the snapshot and entries after it. */
  static open(dir: string, io: JournalIo = NODE_IO): OpenedJournal {
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, JOURNAL_FILE);
    const snapshot = existsSync(path.join(dir, SNAPSHOT_FILE)) ? readSnapshot(dir) : undefined;
    const fd = openSync(file, "a+");
    const { entries: all, size } = readEntries(fd, file);
    const [first, ...entries] = all;
    if (first !== undefined && first.k !== "h") throw new Error(`${dir} holds no exchange journal`);
    const fileBase = first?.base ?? 0;
    const lines = entries.length;
    if (!snapshot) {
      if (fileBase !== 0)
        throw new Error(`${dir}: the journal continues snapshot ${fileBase}, which is missing`);
      const journal = new Journal(dir, fd, { generation: 0, fileBase, lines, covered: 0, size }, io);
      return { journal, header: first, state: undefined, entries };
    }
    const generation = snapshot.generation;
    if (first === undefined) {
      // The journal was removed after a compaction: the snapshot is the whole state.
      const journal = new Journal(
        dir,
        fd,
        { generation, fileBase: generation, lines: 0, covered: 0, size },
        io,
      );
      journal.#startJournal(snapshot.header);
      return { journal, header: snapshot.header, state: snapshot.state, entries: [] };
    }
    const covered = fileBase === generation ? 0 : snapshot.covers;
    if ((fileBase !== generation && fileBase !== snapshot.journalBase) || covered > lines) {
      throw new Error(
        `${dir}: ${JOURNAL_FILE} (after snapshot ${fileBase}) does not follow ${SNAPSHOT_FILE} (${generation})`,
      );
    }
    const journal = new Journal(dir, fd, { generation, fileBase, lines, covered, size }, io);
    return { journal, header: first, state: snapshot.state, entries: entries.slice(covered) };
  }

  /** Entries appended since the newest snapshot. */
  get pending(): number {
    return this.#lines - this.#covered;
  }

  /**
   * Appends one entry (before the change it records is applied). It is on the disk once `durable()`
   * resolves, which the answer to any request that saw the change waits for.
   */
  append(entry: JournalEntry): void {
    if (this.#file.failure) return;
    const line = `${JSON.stringify(entry)}\n`;
    this.#file.append(line);
    this.#tail?.push(line);
    if (entry.k !== "h") this.#lines += 1;
  }

  /** Resolves once every entry appended so far is on the disk (one fsync for all waiting requests). */
  durable(): Promise<void> {
    return this.#file.durable();
  }

  /** Why the journal stopped taking entries, if it did; it never takes any again. */
  get failure(): JournalWriteError | null {
    return this.#file.failure;
  }

  /** Bytes of the journal file known to be on the disk. */
  get durableSize(): number {
    return this.#file.durableSize;
  }

  /** Resolves once no background compaction touches the data folder any more. */
  async idle(): Promise<void> {
    await this.#background?.catch(() => undefined);
  }

  /**
   * Saves `state` (the result of every entry so far) as the next snapshot and starts an empty
   * journal after it. Call only between requests, when no entry is written but not yet applied.
   */
  compact(header: JournalHeader, state: StateData): void {
    this.#epoch += 1;
    this.#tail = null;
    const { base: _base, ...anchor } = header;
    const generation = this.#generation + 1;
    writeSnapshot(this.#dir, {
      header: anchor,
      generation,
      journalBase: this.#fileBase,
      covers: this.#lines,
      state,
    });
    this.#generation = generation;
    this.#covered = this.#lines;
    // The snapshot on the disk holds every entry appended so far, flushed or not.
    this.#file.settleAll();
    this.#startJournal(anchor);
  }

  /** Whether a background compaction is under way. */
  get compacting(): boolean {
    return this.#background !== null;
  }

  /**
   * `compact` without holding the event loop: `state` (taken between requests, every journaled
   * entry applied; its lists copies) is written as the next snapshot in slices while requests go
   * on and append here. Once the snapshot is on the disk, a new journal starts after it holding
   * the lines appended meanwhile. A crash in between leaves the old journal, whose first lines the
   * snapshot says it covers. A blocking `compact` or `close` meanwhile drops this one. Resolves
   * when done (also when dropped); rejects if the snapshot could not be written.
   */
  compactInBackground(header: JournalHeader, state: StateData): Promise<void> {
    if (this.#background) return this.#background;
    const { base: _base, ...anchor } = header;
    const epoch = this.#epoch;
    const generation = this.#generation + 1;
    const covers = this.#lines;
    const tail: string[] = [];
    this.#tail = tail;
    const snapshot = { header: anchor, generation, journalBase: this.#fileBase, covers, state };
    const stillWanted = () => this.#epoch === epoch;
    // The snapshot may only hold lines that are on the disk: one that failed to be written was
    // refused to its client, and a snapshot keeping its effect would bring it back.
    this.#background = this.#file
      .durable()
      .then(() => (stillWanted() ? writeSnapshotInBackground(this.#dir, snapshot, stillWanted) : false))
      .then((written) => {
        if (!written || !stillWanted()) return;
        this.#generation = generation;
        this.#covered = covers;
        this.#tail = null;
        this.#startJournal(anchor, tail);
        // The new journal, fsynced, holds every line appended since the snapshot's state was taken.
        this.#file.settleAll();
      })
      .finally(() => {
        if (this.#tail === tail) this.#tail = null;
        this.#background = null;
      });
    return this.#background;
  }

  /** Flushes and closes the file. */
  close(): void {
    this.#epoch += 1;
    this.#file.close();
  }

  /**
   * Replaces the journal by one holding `header` after the newest snapshot, then `lines` (entries
   * the snapshot does not hold), and appends there.
   */
  #startJournal(header: JournalHeader, lines: readonly string[] = []): void {
    const next: JournalHeader = { ...header, base: this.#generation };
    const text = [`${JSON.stringify(next)}\n`, ...lines];
    const size = text.reduce((bytes, line) => bytes + Buffer.byteLength(line, "utf8"), 0);
    writeDurably(this.#dir, JOURNAL_FILE, text, () => {
      // The new file is in place: from now on appends must go there, whatever happens next.
      this.#file.replace(openSync(path.join(this.#dir, JOURNAL_FILE), "a"), size);
      this.#fileBase = this.#generation;
      this.#lines = lines.length;
      this.#covered = 0;
    });
  }
}

/**
 * The complete lines of the journal and the file's length after them; a torn last line (the
 * request it held was never answered) is cut off the file.
 */
function readEntries(fd: number, file: string): { entries: JournalEntry[]; size: number } {
  const text = readFileSync(file, "utf8");
  const entries: JournalEntry[] = [];
  let validLength = 0;
  let offset = 0;
  while (offset < text.length) {
    const end = text.indexOf("\n", offset);
    // A line without its newline was being written when the process died.
    if (end === -1) break;
    const line = text.slice(offset, end);
    let entry: JournalEntry;
    try {
      entry = JSON.parse(line) as JournalEntry;
    } catch {
      if (text.indexOf("\n", end + 1) !== -1) throw new Error(`Corrupt exchange journal line in ${file}`);
      break;
    }
    entries.push(entry);
    offset = end + 1;
    validLength += Buffer.byteLength(line, "utf8") + 1;
  }
  if (validLength < Buffer.byteLength(text, "utf8")) {
    ftruncateSync(fd, validLength);
    fsyncSync(fd);
  }
  return { entries, size: validLength };
}
