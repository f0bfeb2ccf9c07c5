/** Open/high/low/close in price (floats), volume in base units and USD, number of trades. */
export interface Bar {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
  readonly notional: number;
  readonly trades: number;
}

/** One bar from consecutive bars, or null for none. */
export function mergeBars(parts: readonly Bar[]): Bar | null {
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!first || !last) return null;
  let high = first.high;
  let low = first.low;
  let volume = 0;
  let notional = 0;
  let trades = 0;
  for (const part of parts) {
    high = Math.max(high, part.high);
    low = Math.min(low, part.low);
    volume += part.volume;
    notional += part.notional;
    trades += part.trades;
  }
  return { open: first.open, high, low, close: last.close, volume, notional, trades };
}

const FIELDS = 7;
// Slots per block: a block is allocated when a slot in it is first stored.
const BLOCK_SLOTS = 256;

/**
 * Bars of numbered slots (e.g. hours since listing) in Float64Array blocks of 256 slots: two years of
 * hourly bars for 25 coins stay a few megabytes instead of half a million objects, and a store that only
 * holds the last day's hours (a new exchange's 24 h statistics, at slot ~17,500) allocates one or two
 * blocks instead of an array reaching back to slot 0 (2 MB per coin, grown twice).
 */
export class BarStore {
  readonly #blocks = new Map<number, Float64Array>();

  /** The bar stored in `slot`, if any. */
  get(slot: number): Bar | undefined {
    if (slot < 0) return undefined;
    const block = this.#blocks.get(Math.floor(slot / BLOCK_SLOTS));
    if (!block) return undefined;
    const at = (slot % BLOCK_SLOTS) * FIELDS;
    if (Number.isNaN(block[at] ?? Number.NaN)) return undefined;
    return {
      open: block[at] ?? 0,
      high: block[at + 1] ?? 0,
      low: block[at + 2] ?? 0,
      close: block[at + 3] ?? 0,
      volume: block[at + 4] ?? 0,
      notional: block[at + 5] ?? 0,
      trades: block[at + 6] ?? 0,
    };
  }

  /** Stores `bar` in `slot` (slot ≥ 0). */
  set(slot: number, bar: Bar): void {
    const key = Math.floor(slot / BLOCK_SLOTS);
    let block = this.#blocks.get(key);
    if (!block) {
      block = new Float64Array(BLOCK_SLOTS * FIELDS).fill(Number.NaN);
      this.#blocks.set(key, block);
    }
    const at = (slot % BLOCK_SLOTS) * FIELDS;
    block[at] = bar.open;
    block[at + 1] = bar.high;
    block[at + 2] = bar.low;
    block[at + 3] = bar.close;
    block[at + 4] = bar.volume;
    block[at + 5] = bar.notional;
    block[at + 6] = bar.trades;
  }
}
