import { closeSync, fsync, fsyncSync, writeSync } from "node:fs";

interface Waiter {
  readonly target: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Group commit for an append-only file: `durable()` resolves once an fsync has covered every
 * append made before it was called. Appends are kept in memory until the next fsync starts, then
 * written in one `write` with it: one system call and one disk flush for all the requests that
 * arrived meanwhile, not one each (a write per request cost ~40 µs of the main thread's time per
 * order over HTTP, more while an fsync held the file). Nothing is lost that anyone was told is
 * saved: every answer waits for `durable()`, and a crash before the write loses only appends whose
 * requests were never answered (as a torn last line would).
 */
export class GroupSync {
  #fd: number;
  #written = 0;
  #synced = 0;
  /** The descriptor an fsync is running on, if any. */
  #inFlight: number | null = null;
  /** Replaced descriptors to close once their fsync returns. */
  readonly #closeAfterSync = new Set<number>();
  #waiters: Waiter[] = [];
  /** Appended text not written yet. */
  #buffered = "";

  constructor(fd: number) {
    this.#fd = fd;
  }

  /** Appends `text`; it reaches the file when the next fsync starts (see `durable`). */
  append(text: string): void {
    this.#buffered += text;
    this.#written += 1;
  }

  /** Resolves once every write made so far is on the disk; rejects if the fsync fails. */
  durable(): Promise<void> {
    if (this.#synced >= this.#written) return Promise.resolve();
    const target = this.#written;
    const promise = new Promise<void>((resolve, reject) => this.#waiters.push({ target, resolve, reject }));
    this.#start();
    return promise;
  }

  /** Every write so far has been made durable another way (a snapshot holding it, a blocking fsync). */
  settleAll(): void {
    this.#synced = this.#written;
    const waiters = this.#waiters;
    this.#waiters = [];
    for (const waiter of waiters) waiter.resolve();
  }

  /**
   * Writes go to `fd` from now on; the old descriptor is closed once no fsync uses it. Appends not
   * written yet are dropped: the caller has made them durable another way (the snapshot and the new
   * file hold them) and calls `settleAll`.
   */
  replace(fd: number): void {
    this.#buffered = "";
    const old = this.#fd;
    this.#fd = fd;
    this.#retire(old);
  }

  /** Writes and flushes what is left, blocking, and closes the descriptor. */
  close(): void {
    this.#write();
    fsyncSync(this.#fd);
    this.settleAll();
    this.#retire(this.#fd);
  }

  #retire(fd: number): void {
    if (this.#inFlight === fd) this.#closeAfterSync.add(fd);
    else closeSync(fd);
  }

  /** Writes the appends kept so far (no fsync of ours is running on the file meanwhile). */
  #write(): void {
    if (this.#buffered === "") return;
    const text = this.#buffered;
    this.#buffered = "";
    writeSync(this.#fd, text);
  }

  #start(): void {
    if (this.#inFlight !== null) return;
    const fd = this.#fd;
    const target = this.#written;
    try {
      this.#write();
    } catch (error) {
      // Those appends are lost: no request that made them is answered as a success.
      this.#finish(target, error as Error);
      return;
    }
    this.#inFlight = fd;
    fsync(fd, (error) => {
      this.#inFlight = null;
      // A replaced descriptor's writes were made durable when it was replaced.
      if (this.#closeAfterSync.delete(fd)) closeSync(fd);
      else this.#finish(target, error);
      if (this.#waiters.length > 0) this.#start();
    });
  }

  #finish(target: number, error: Error | null): void {
    if (!error) this.#synced = Math.max(this.#synced, target);
    const done = this.#waiters.filter((waiter) => waiter.target <= target);
    this.#waiters = this.#waiters.filter((waiter) => waiter.target > target);
    for (const waiter of done) {
      if (error) waiter.reject(error);
      else waiter.resolve();
    }
  }
}
