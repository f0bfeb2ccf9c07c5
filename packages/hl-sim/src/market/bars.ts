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

/**
 * Bars of consecutive slots (e.g. hours since listing) in one growable Float64Array: two years of
 * hourly bars for 25 coins stay a few megabytes instead of half a million objects.
 */
export class BarStore {
  #data = new Float64Array(FIELDS * 1024).fill(Number.NaN);

  /** The bar stored in `slot`, if any. */
  get(slot: number): Bar | undefined {
    const at = slot * FIELDS;
    if (slot < 0 || at >= this.#data.length || Number.isNaN(this.#data[at] ?? Number.NaN)) return undefined;
    const d = this.#data;
    return {
      open: d[at] ?? 0,
      high: d[at + 1] ?? 0,
      low: d[at + 2] ?? 0,
      close: d[at + 3] ?? 0,
      volume: d[at + 4] ?? 0,
      notional: d[at + 5] ?? 0,
      trades: d[at + 6] ?? 0,
    };
  }

  /** Stores `bar` in `slot` (slot ≥ 0). */
  set(slot: number, bar: Bar): void {
    const at = slot * FIELDS;
    if (at + FIELDS > this.#data.length) {
      const grown = new Float64Array(Math.max(at + FIELDS, this.#data.length * 2)).fill(Number.NaN);
      grown.set(this.#data);
      this.#data = grown;
    }
    this.#data.set([bar.open, bar.high, bar.low, bar.close, bar.volume, bar.notional, bar.trades], at);
  }
}
