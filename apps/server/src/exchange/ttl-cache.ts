import { LRUCache } from "lru-cache";

/** Most keys a cache keeps: keys come from user input (addresses, coins), so the cache must be bounded. */
export const MAX_CACHE_ENTRIES = 1_000;

/**
 * Caches one async value per key for a short time and shares in-flight loads between callers: an
 * `lru-cache` bounded to `max` keys (least recently used dropped first) whose entries expire after `ttlMs`.
 */
export class TtlCache<Value> {
  readonly #entries: LRUCache<string, Promise<Value>>;

  constructor(ttlMs: number, now: () => number = Date.now, max = MAX_CACHE_ENTRIES) {
    this.#entries = new LRUCache<string, Promise<Value>>({
      max,
      ttl: ttlMs,
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** The cached value of `key`, or the result of `load`, kept for the TTL unless it fails. */
  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const cached = this.#entries.get(key);
    if (cached) return cached;
    const value = load();
    this.#entries.set(key, value);
    value.catch(() => {
      if (this.#entries.peek(key) === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops every entry whose key starts with `prefix`, so the next read loads fresh data. */
  forget(prefix: string): void {
    for (const key of [...this.#entries.keys()]) if (key.startsWith(prefix)) this.#entries.delete(key);
  }
}
