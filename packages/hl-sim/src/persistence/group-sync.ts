import { type JournalIo, NODE_IO, writeWhole } from "./file-io.ts";
import { JournalWriteError } from "./journal-error.ts";

interface Waiter {
  readonly target: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Group commit for an append-only file: `durable()` resolves once an fsync has covered every
 * append made before it was called. Appends are kept in memory until the next fsync starts, then
 * written in one go with it: one system call and one disk flush for all the requests that arrived
 * meanwhile, not one each (a write per request cost ~40 µs of the main thread's time per order over
 * HTTP, more while an fsync held the file).
 *
 * It fails closed: a write is written whole or not at all, and the first write or fsync that fails
 * cuts the file back to its last flushed byte (so no torn or unacknowledged line stays in it), rejects
 * every waiter not yet flushed, and refuses everything after (see `failure`). Whoever owns the file
 * then rebuilds its state from what is on the disk: nothing anyone was told is saved is lost, and
 * nothing anyone was told failed is kept.
 */
export class GroupSync {
  #fd: number;
  readonly #io: JournalIo;
  /** Bytes in the file, as far as this writer knows (flushed or not). */
  #size: number;
  /** Bytes known to be on the disk: the file is cut back to this when a write or fsync fails. */
  #durableSize: number;
  #written = 0;
  #synced = 0;
  /** The descriptor an fsync is running on, if any. */
  #inFlight: number | null = null;
  /** Replaced descriptors to close once their fsync returns. */
  readonly #closeAfterSync = new Set<number>();
  #waiters: Waiter[] = [];
  /** Appended text not written yet. */
  #buffered = "";
  #failure: JournalWriteError | null = null;
  /** Told once, when the first write or fsync fails. */
  onFailure: ((failure: JournalWriteError) => void) | undefined;

  /** `size`: the bytes the file holds now, all on the disk. */
  constructor(fd: number, size = 0, io: JournalIo = NODE_IO) {
    this.#fd = fd;
    this.#io = io;
    this.#size = size;
    this.#durableSize = size;
  }

  /** The failure that closed this file for writing, if any: it never reopens (see the class comment). */
  get failure(): JournalWriteError | null {
    return this.#failure;
  }

  /** Bytes known to be on the disk. */
  get durableSize(): number {
    return this.#durableSize;
  }

  /** Appends `text`; it reaches the file when the next fsync starts (see `durable`). Dropped once failed. */
  append(text: string): void {
    if (this.#failure) return;
    this.#buffered += text;
    this.#written += 1;
  }

  /** Resolves once every write made so far is on the disk; rejects if a write or fsync fails. */
  durable(): Promise<void> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#synced >= this.#written) return Promise.resolve();
    const target = this.#written;
    const promise = new Promise<void>((resolve, reject) => this.#waiters.push({ target, resolve, reject }));
    this.#start();
    return promise;
  }

  /** Every write so far has been made durable another way (a snapshot holding it, a blocking fsync). */
  settleAll(): void {
    if (this.#failure) return;
    this.#synced = this.#written;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.resolve();
  }

  /**
   * Writes go to `fd` (holding `size` bytes, all on the disk) from now on; the old descriptor is
   * closed once no fsync uses it. Appends not written yet are dropped: the caller has made them
   * durable another way (the snapshot and the new file hold them) and calls `settleAll`.
   */
  replace(fd: number, size: number): void {
    this.#buffered = "";
    const old = this.#fd;
    this.#fd = fd;
    this.#size = size;
    this.#durableSize = size;
    this.#retire(old);
  }

  /** Writes and flushes what is left, blocking, and closes the descriptor. */
  close(): void {
    if (!this.#failure) {
      try {
        this.#write();
        this.#io.fsyncSync(this.#fd);
        this.#durableSize = this.#size;
        this.settleAll();
      } catch (error) {
        this.#fail(error);
      }
    }
    this.#retire(this.#fd);
  }

  #retire(fd: number): void {
    if (this.#inFlight === fd) this.#closeAfterSync.add(fd);
    else {
      try {
        this.#io.closeSync(fd);
      } catch {
        // Already closed (a failed file is cut and closed on the way out); nothing more to release.
      }
    }
  }

  /** Writes the appends kept so far, whole (no fsync of ours is running on the file meanwhile). */
  #write(): void {
    if (this.#buffered === "") return;
    const text = this.#buffered;
    this.#buffered = "";
    writeWhole(this.#io, this.#fd, text, (bytes) => {
      this.#size += bytes;
    });
  }

  #start(): void {
    if (this.#inFlight !== null || this.#failure) return;
    const fd = this.#fd;
    const target = this.#written;
    try {
      this.#write();
    } catch (error) {
      this.#fail(error);
      return;
    }
    const size = this.#size;
    this.#inFlight = fd;
    this.#io.fsync(fd, (error) => {
      this.#inFlight = null;
      // A replaced descriptor's writes were made durable when it was replaced.
      if (this.#closeAfterSync.delete(fd)) this.#retire(fd);
      else if (error) this.#fail(error);
      else {
        this.#durableSize = Math.max(this.#durableSize, size);
        this.#finish(target);
      }
      if (this.#waiters.length > 0) this.#start();
    });
  }

  #finish(target: number): void {
    this.#synced = Math.max(this.#synced, target);
    const done = this.#waiters.filter((waiter) => waiter.target <= target);
    this.#waiters = this.#waiters.filter((waiter) => waiter.target > target);
    for (const waiter of done) waiter.resolve();
  }

  /** Cuts the file back to its flushed bytes and rejects everything not flushed, for good. */
  #fail(cause: unknown): void {
    if (this.#failure) return;
    let rolledBack = true;
    try {
      this.#io.ftruncateSync(this.#fd, this.#durableSize);
      this.#io.fsyncSync(this.#fd);
      this.#size = this.#durableSize;
    } catch {
      rolledBack = false;
    }
    const failure = new JournalWriteError(cause, { rolledBack, durableSize: this.#durableSize });
    this.#failure = failure;
    this.#buffered = "";
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.reject(failure);
    this.onFailure?.(failure);
  }
}
