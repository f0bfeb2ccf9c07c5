import type { AssetSpec } from "../market/assets.ts";
import { assetById } from "../market/assets.ts";

/** Hyperliquid sends a TWAP's suborder every 30 seconds (docs "Order types"). */
export const TWAP_SLICE_MS = 30_000;

/** How a TWAP ended, or that it still runs (Hyperliquid's `twapHistory` statuses). */
export type TwapStatus = "activated" | "finished" | "terminated";

/** One TWAP order: what was asked, and how far it got. Sizes in size units, notional in micro-USDC. */
export interface TwapRecord {
  readonly id: number;
  readonly user: string;
  readonly asset: AssetSpec;
  readonly isBuy: boolean;
  /** Total size asked for. */
  readonly sz: number;
  readonly reduceOnly: boolean;
  readonly minutes: number;
  readonly randomize: boolean;
  /** When it was placed (ms): slice k runs at start + k × 30 s. */
  readonly start: number;
  executedSz: number;
  executedNtl: number;
  /** The next slice to run (0 … minutes × 2 − 1). */
  nextSlice: number;
  status: TwapStatus;
}

/** An entry of a user's TWAP history: the TWAP as it was at `time` (ms), with its status then. */
export interface TwapHistoryEntry {
  readonly time: number;
  readonly twapId: number;
  readonly status: TwapStatus;
  readonly executedSz: number;
  readonly executedNtl: number;
}

/** A TWAP as stored in the exchange's snapshot (the asset by id). */
export type TwapRecordData = Omit<TwapRecord, "asset"> & { readonly asset: number };

/** Every TWAP and its history, as the exchange's snapshot stores them. */
export interface TwapStoreData {
  readonly lastId: number;
  readonly twaps: readonly TwapRecordData[];
  readonly history: readonly (readonly [user: string, entries: readonly TwapHistoryEntry[]])[];
}

// Hyperliquid's TWAP ids are six-digit numbers; starting nearby keeps them looking familiar.
const FIRST_TWAP_ID = 100_000;

/** The exchange's TWAP orders: running ones are sliced by `settleTwaps`, ended ones stay for history. */
export class TwapStore {
  /** Seed of the `randomize` draws (the exchange's seed). */
  readonly seed: number;
  #lastId = FIRST_TWAP_ID;
  readonly #twaps = new Map<number, TwapRecord>();
  // Settling runs on every request: it walks only the running ones.
  readonly #running = new Map<number, TwapRecord>();
  readonly #history = new Map<string, TwapHistoryEntry[]>();

  constructor(seed: number) {
    this.seed = seed;
  }

  /** Places a TWAP and notes its activation in the user's history. */
  add(twap: Omit<TwapRecord, "id" | "executedSz" | "executedNtl" | "nextSlice" | "status">): TwapRecord {
    this.#lastId += 1;
    const record: TwapRecord = {
      ...twap,
      id: this.#lastId,
      executedSz: 0,
      executedNtl: 0,
      nextSlice: 0,
      status: "activated",
    };
    this.#twaps.set(record.id, record);
    this.#running.set(record.id, record);
    this.#note(record, twap.start);
    return record;
  }

  /** Ends a running TWAP (finished or terminated) at `now`. */
  end(twap: TwapRecord, status: Exclude<TwapStatus, "activated">, now: number): void {
    twap.status = status;
    this.#running.delete(twap.id);
    this.#note(twap, now);
  }

  get(id: number): TwapRecord | undefined {
    return this.#twaps.get(id);
  }

  /** Running TWAPs, oldest first. */
  running(): TwapRecord[] {
    return [...this.#running.values()];
  }

  /** A user's TWAPs (every status), oldest first. */
  of(user: string): TwapRecord[] {
    const key = user.toLowerCase();
    return [...this.#twaps.values()].filter((twap) => twap.user === key);
  }

  /** A user's history entries, oldest first. */
  historyOf(user: string): readonly TwapHistoryEntry[] {
    return this.#history.get(user.toLowerCase()) ?? [];
  }

  #note(twap: TwapRecord, time: number): void {
    const entries = this.#history.get(twap.user) ?? [];
    entries.push({
      time,
      twapId: twap.id,
      status: twap.status,
      executedSz: twap.executedSz,
      executedNtl: twap.executedNtl,
    });
    this.#history.set(twap.user, entries);
  }

  /** Everything as plain data (the exchange's snapshot). */
  toData(): TwapStoreData {
    return {
      lastId: this.#lastId,
      twaps: [...this.#twaps.values()].map((twap) => ({ ...twap, asset: twap.asset.index })),
      history: [...this.#history].map(([user, entries]) => [user, [...entries]] as const),
    };
  }

  /** Replaces everything with `data` (restoring a snapshot). */
  load(data: TwapStoreData): void {
    this.#lastId = data.lastId;
    this.#twaps.clear();
    this.#running.clear();
    this.#history.clear();
    for (const stored of data.twaps) {
      const asset = assetById(stored.asset);
      if (!asset) continue;
      const twap = { ...stored, asset };
      this.#twaps.set(twap.id, twap);
      if (twap.status === "activated") this.#running.set(twap.id, twap);
    }
    for (const [user, entries] of data.history) this.#history.set(user, [...entries]);
  }
}
