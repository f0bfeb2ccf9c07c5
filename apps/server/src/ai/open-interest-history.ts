/** How far back open-interest changes are measured. */
const WINDOW_MS = 24 * 60 * 60 * 1000;
/** A reading closer than this to the last kept one is not kept, so the history stays small. */
const SPACING_MS = 60_000;
/** A change over less than this says nothing yet. */
const MIN_WINDOW_MS = 60_000;

interface Reading {
  readonly time: number;
  readonly value: number;
}

/** The change of open interest since the oldest reading in the window. */
export interface OpenInterestChange {
  readonly percent: number | null;
  readonly windowMinutes: number;
}

/**
 * Open-interest readings per coin as the server sees them. Hyperliquid publishes only the current open
 * interest, so its change is measured between the snapshots this server read, up to a day back.
 */
export class OpenInterestHistory {
  readonly #readings = new Map<string, Reading[]>();

  /** Records a reading and returns the change since the oldest one in the window. */
  record(coin: string, time: number, value: number): OpenInterestChange {
    const readings = (this.#readings.get(coin) ?? []).filter((reading) => time - reading.time <= WINDOW_MS);
    const last = readings.at(-1);
    if (!last || time - last.time >= SPACING_MS) readings.push({ time, value });
    this.#readings.set(coin, readings);
    const oldest = readings[0];
    if (!oldest || time - oldest.time < MIN_WINDOW_MS || oldest.value <= 0)
      return { percent: null, windowMinutes: 0 };
    return {
      percent: Number((((value - oldest.value) / oldest.value) * 100).toFixed(2)),
      windowMinutes: Math.round((time - oldest.time) / 60_000),
    };
  }
}
