import { closeSync, fsync, fsyncSync } from "node:fs";

interface Waiter {
  readonly target: number;
  readonly resolve: () => void;
  readonly reject: (error: Error) => void;
}

/**
 * Group commit for an append-only file: writes go to the file at once, and `durable()` resolves
 * once an fsync has covered every write made before it was called. One fsync in flight covers all
 * the requests that arrived meanwhile, so many concurrent requests cost one disk flush, not one each.
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

  constructor(fd: number) {
    this.#fd = fd;
  }

  /** The descriptor to write to. */
  get fd(): number {
    return this.#fd;
  }

  /** Counts one write made to `fd`. */
  wrote(): void {
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

  /** Writes go to `fd` from now on; the old descriptor is closed once no fsync uses it. */
  replace(fd: number): void {
    const old = this.#fd;
    this.#fd = fd;
    this.#retire(old);
  }

  /** Flushes what is left, blocking, and closes the descriptor. */
  close(): void {
    fsyncSync(this.#fd);
    this.settleAll();
    this.#retire(this.#fd);
  }

  #retire(fd: number): void {
    if (this.#inFlight === fd) this.#closeAfterSync.add(fd);
    else closeSync(fd);
  }

  #start(): void {
    if (this.#inFlight !== null) return;
    const fd = this.#fd;
    const target = this.#written;
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
