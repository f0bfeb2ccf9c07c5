/**
 * What happened on the exchange, as its WebSocket feeds are told: a new block (the market moved), and
 * the users whose accounts, orders or TWAPs changed (a fill, an order placed, cancelled or triggered,
 * a transfer, a funding payment).
 */
export interface HlSimEvent {
  /** The exchange's clock when it happened (ms). */
  readonly time: number;
  /**
   * A new block: the market reached a new second of its price path (mids, books, marks and candles
   * are constant within a second), and resting orders and triggers were settled up to it.
   */
  readonly block: boolean;
  /** Lower-case addresses whose state changed; "all" when the state was rebuilt from the journal. */
  readonly users: ReadonlySet<string> | "all";
}

/** Told of each event once what it shows is on the journal's disk. */
export type HlSimListener = (event: HlSimEvent) => void;

/**
 * The exchange's listeners and its block clock. The clock runs only while someone listens: with no
 * subscriber the exchange stays lazy (it settles when asked), as it always was over plain HTTP.
 */
export class SimEvents {
  readonly #listeners = new Set<HlSimListener>();
  readonly #blockMs: number;
  readonly #onTick: () => Promise<void>;
  #timer: ReturnType<typeof setInterval> | undefined;
  #closed = false;

  /** `onTick` runs every `blockMs` while anyone listens; it decides whether a block happened. */
  constructor(blockMs: number, onTick: () => Promise<void>) {
    this.#blockMs = blockMs;
    this.#onTick = onTick;
  }

  /** Whether anyone listens (events are only worked out then). */
  get listening(): boolean {
    return this.#listeners.size > 0;
  }

  /** Adds a listener; the returned function removes it. */
  subscribe(listener: HlSimListener): () => void {
    this.#listeners.add(listener);
    if (!this.#timer && !this.#closed) {
      this.#timer = setInterval(() => void this.#onTick(), this.#blockMs);
      this.#timer.unref();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stop();
    };
  }

  /** Tells every listener; a listener that throws does not keep the event from the others. */
  emit(event: HlSimEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch {
        // A listener's bug must not stop the exchange nor the other subscribers.
      }
    }
  }

  /** Stops the clock for good. */
  close(): void {
    this.#closed = true;
    this.#listeners.clear();
    this.#stop();
  }

  #stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
