import type { OrderStatusResponse } from "@nktkas/hyperliquid/api/info";
import { ASSETS, type AssetSpec } from "../market/assets.ts";

/** Hyperliquid's order processing statuses (`orderStatus`). */
export type OrderProcessingStatus = Extract<OrderStatusResponse, { status: "order" }>["order"]["status"];

/** A builder's fee on an order: its address and the rate in tenths of a basis point. */
export interface BuilderFee {
  readonly b: string;
  readonly f: number;
}

/** A trigger condition: fires when the mark crosses `px` (price units). */
export interface TriggerSpec {
  readonly px: number;
  readonly isMarket: boolean;
  readonly tpsl: "tp" | "sl";
}

/** One order the exchange remembers: resting, waiting for a trigger or parent, or finished. */
export interface OrderRecord {
  readonly oid: number;
  /** Lower-case address of the account. */
  readonly user: string;
  readonly asset: AssetSpec;
  readonly isBuy: boolean;
  /** Limit price in price units. */
  readonly limitPx: number;
  /** Remaining size in size units. */
  sz: number;
  readonly origSz: number;
  readonly reduceOnly: boolean;
  /** As placed; null for triggers (Hyperliquid reports no tif for them). Only Gtc and Alo rest. */
  readonly tif: "Gtc" | "Alo" | "Ioc" | "FrontendMarket" | null;
  /** Null once a trigger has fired (the order then rests as a plain limit order) or for limits. */
  trigger: TriggerSpec | null;
  /** Whether it was placed as a trigger (kept for the order's type after it fired). */
  readonly placedAsTrigger: TriggerSpec | null;
  /** `positionTpsl`: sized to the whole position when it fires. */
  readonly isPositionTpsl: boolean;
  readonly cloid?: `0x${string}` | undefined;
  /** The builder the order was sent through and its fee in tenths of a basis point. */
  readonly builder?: BuilderFee | undefined;
  readonly timestamp: number;
  /** Set while a `normalTpsl` child waits for its parent to fill. */
  parentOid: number | null;
  readonly childOids: number[];
  status: OrderProcessingStatus;
  statusTimestamp: number;
  /** Price moves before this instant have already been checked against the order. */
  checkedUntil: number;
}

/** An order as plain data: its asset by index. */
export type OrderData = Omit<OrderRecord, "asset"> & { readonly asset: number };

/** The order store as plain data (the exchange's snapshot). */
export interface OrderStoreData {
  readonly orders: readonly OrderData[];
  /** Oids of the live orders in the order settlement visits them. */
  readonly live: readonly number[];
  /** `user:cloid` → the oid holding that cloid now (a modify moves it to the replacement). */
  readonly cloids: readonly (readonly [string, number])[];
  /**
   * Finished orders still in the snapshot file's text (JSON arrays of OrderData): a restart parses
   * them only when a finished order is first looked up, and a compaction writes them back as they are.
   */
  readonly finishedText?: readonly string[];
}

function toRecord(order: OrderData): OrderRecord {
  const asset = ASSETS[order.asset];
  if (!asset) throw new Error(`Snapshot names unknown asset ${order.asset}`);
  return { ...order, asset, childOids: [...order.childOids] };
}

/**
 * Every order placed on the exchange by oid, the live ones (resting, waiting for a trigger or for a
 * parent) per user in placement order, and the client order ids each user has used.
 */
export class OrderStore {
  readonly #byOid = new Map<number, OrderRecord>();
  readonly #live = new Map<number, OrderRecord>();
  readonly #cloids = new Map<string, number>();
  #finishedText: readonly string[] = [];

  /** Adds a new order; live unless its status is final. */
  add(order: OrderRecord): void {
    this.#byOid.set(order.oid, order);
    if (order.cloid) this.#cloids.set(cloidKey(order.user, order.cloid), order.oid);
    if (order.status === "open") this.#live.set(order.oid, order);
  }

  /** Any order by oid (live or finished). */
  get(oid: number): OrderRecord | undefined {
    const order = this.#byOid.get(oid);
    if (order || this.#finishedText.length === 0) return order;
    this.#parseFinished();
    return this.#byOid.get(oid);
  }

  /** The order a user placed with this cloid, if any. */
  byCloid(user: string, cloid: string): OrderRecord | undefined {
    const oid = this.#cloids.get(cloidKey(user, cloid));
    return oid === undefined ? undefined : this.get(oid);
  }

  /** Whether a user has already used this cloid. */
  hasCloid(user: string, cloid: string): boolean {
    return this.#cloids.has(cloidKey(user, cloid));
  }

  /** Live orders of every user, oldest first. */
  live(): OrderRecord[] {
    return [...this.#live.values()];
  }

  /** Live orders of one user, oldest first. */
  liveOf(user: string): OrderRecord[] {
    const key = user.toLowerCase();
    return this.live().filter((order) => order.user === key);
  }

  /** Every order of one user (live or finished), oldest first. */
  allOf(user: string): OrderRecord[] {
    const key = user.toLowerCase();
    this.#parseFinished();
    return [...this.#byOid.values()].filter((order) => order.user === key);
  }

  /** Every order, the live ones in their order, and the cloids (see `load`). */
  toData(): OrderStoreData {
    return {
      // Copies: a background compaction writes them out while orders keep changing.
      orders: [...this.#byOid.values()].map((order) => ({
        ...order,
        asset: order.asset.index,
        childOids: [...order.childOids],
      })),
      live: [...this.#live.keys()],
      cloids: [...this.#cloids],
      finishedText: this.#finishedText,
    };
  }

  /** Replaces every order with those `toData` described (restoring a snapshot). */
  load(data: OrderStoreData): void {
    this.#byOid.clear();
    this.#live.clear();
    this.#cloids.clear();
    for (const order of data.orders) this.#byOid.set(order.oid, toRecord(order));
    this.#finishedText = data.finishedText ?? [];
    for (const oid of data.live) {
      const order = this.#byOid.get(oid);
      if (order) this.#live.set(oid, order);
    }
    for (const [key, oid] of data.cloids) this.#cloids.set(key, oid);
  }

  /** Parses the finished orders left as text, keeping every order in oid order. */
  #parseFinished(): void {
    if (this.#finishedText.length === 0) return;
    const parsed = this.#finishedText.flatMap((text) => (JSON.parse(text) as OrderData[]).map(toRecord));
    this.#finishedText = [];
    const all = [...parsed, ...this.#byOid.values()].sort((a, b) => a.oid - b.oid);
    this.#byOid.clear();
    for (const order of all) this.#byOid.set(order.oid, order);
  }

  /** Makes a just-ended order live again (a modify whose replacement was refused). */
  restore(order: OrderRecord, status: OrderProcessingStatus, statusTimestamp: number): void {
    order.status = status;
    order.statusTimestamp = statusTimestamp;
    if (status === "open") this.#live.set(order.oid, order);
  }

  /** Ends an order with a final status. */
  finish(order: OrderRecord, status: OrderProcessingStatus, time: number): void {
    order.status = status;
    order.statusTimestamp = time;
    this.#live.delete(order.oid);
  }
}

function cloidKey(user: string, cloid: string): string {
  return `${user.toLowerCase()}:${cloid.toLowerCase()}`;
}
