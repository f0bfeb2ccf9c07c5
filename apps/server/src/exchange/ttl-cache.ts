/** Caches one async value per key for a short time and shares in-flight loads between callers. */
export class TtlCache<Value> {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { expiresAt: number; value: Promise<Value> }>();

  constructor(ttlMs: number, now: () => number = Date.now) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  /** The cached value of `key`, or the result of `load`, kept for the TTL unless it fails. */
  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const now = this.#now();
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load();
    this.#entries.set(key, { expiresAt: now + this.#ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with `prefix`, so the next read loads fresh data. */
  forget(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
