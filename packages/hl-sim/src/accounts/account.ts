import type { UserFillsResponse, UserFundingResponse } from "@nktkas/hyperliquid/api/info";
import type { AssetSpec } from "../market/assets.ts";
import { FLAT, type PositionState, type TradeOutcome } from "./ledger.ts";

/** One fill as `userFills` returns it. */
export type FillRecord = UserFillsResponse[number];

/** One funding payment as `userFunding` returns it. */
export type FundingRecord = UserFundingResponse[number];

/** Hyperliquid answers `userFills` with at most the 2000 most recent fills. */
export const MAX_USER_FILLS = 2000;

// Hyperliquid opens a market at 20x cross (or the asset's maximum when lower) until the user changes it.
const DEFAULT_LEVERAGE = 20;

/** The account's balance sheet right after a change: what portfolio history is rebuilt from. */
export interface AccountSnapshot {
  readonly time: number;
  /** Deposits + realised P&L − fees, in micro-USDC. */
  readonly cash: number;
  readonly positions: ReadonlyMap<number, PositionState>;
  /** Notional traded since the account opened, in micro-USDC. */
  readonly cumulativeVolume: number;
}

/** Funding paid on one asset (positive = paid, negative = received), in micro-USDC. */
export interface FundingTotals {
  readonly allTime: number;
  readonly sinceOpen: number;
  readonly sinceChange: number;
}

const NO_FUNDING: FundingTotals = { allTime: 0, sinceOpen: 0, sinceChange: 0 };

/**
 * A paper account (one per address): cross-margined USDC cash, one-way positions per asset, the
 * leverage chosen per asset, its fills and the snapshots its portfolio history is computed from.
 */
export class Account {
  /** Lower-case address. */
  readonly address: string;
  readonly createdAt: number;
  /** USDC credited when the account was opened, in micro-USDC. */
  readonly deposited: number;
  readonly #positions = new Map<number, PositionState>();
  readonly #leverage = new Map<number, number>();
  readonly #fills: FillRecord[] = [];
  readonly #snapshots: AccountSnapshot[] = [];
  readonly #funding = new Map<number, FundingTotals>();
  readonly #fundingRecords: FundingRecord[] = [];
  #cash: number;
  /** Funding has been settled for every hour boundary up to this hour number (ms / 1 h). */
  fundingHour: number;
  /** When all the account's orders are to be cancelled (`scheduleCancel`), or null. */
  scheduledCancel: number | null = null;
  #volume = 0;

  constructor(address: string, createdAt: number, deposit: number) {
    this.address = address.toLowerCase();
    this.createdAt = createdAt;
    this.deposited = deposit;
    this.#cash = deposit;
    this.fundingHour = Math.floor(createdAt / 3_600_000);
    this.#snapshot(createdAt);
  }

  /** Deposits + realised P&L − fees, in micro-USDC. */
  get cash(): number {
    return this.#cash;
  }

  /** The position in an asset (flat when none). */
  position(asset: number): PositionState {
    return this.#positions.get(asset) ?? FLAT;
  }

  /** Open positions by asset id, in asset order. */
  positions(): ReadonlyMap<number, PositionState> {
    return new Map([...this.#positions].sort(([a], [b]) => a - b));
  }

  /** Cross leverage used for an asset. */
  leverage(asset: AssetSpec): number {
    return this.#leverage.get(asset.index) ?? Math.min(DEFAULT_LEVERAGE, asset.maxLeverage);
  }

  /** Sets the cross leverage of an asset (validated by the caller). */
  setLeverage(asset: AssetSpec, leverage: number): void {
    this.#leverage.set(asset.index, leverage);
  }

  /** Books a fill: the new position, realised P&L and fee into cash, the fill record and a snapshot. */
  recordFill(asset: number, outcome: TradeOutcome, fee: number, fill: FillRecord): void {
    const before = this.position(asset).szi;
    const totals = this.funding(asset);
    const reopened = before === 0 || Math.sign(before) !== Math.sign(outcome.position.szi);
    this.#funding.set(asset, {
      allTime: totals.allTime,
      sinceOpen: reopened ? 0 : totals.sinceOpen,
      sinceChange: 0,
    });
    if (outcome.position.szi === 0) this.#positions.delete(asset);
    else this.#positions.set(asset, outcome.position);
    this.#cash += outcome.closedPnl - fee;
    this.#volume += outcome.notional;
    this.#fills.push(fill);
    this.#snapshot(fill.time);
  }

  /** Books a funding payment of `amount` micro-USDC on an asset's position (positive = paid). */
  payFunding(asset: number, amount: number, record: FundingRecord): void {
    const totals = this.funding(asset);
    this.#funding.set(asset, {
      allTime: totals.allTime + amount,
      sinceOpen: totals.sinceOpen + amount,
      sinceChange: totals.sinceChange + amount,
    });
    this.#cash -= amount;
    this.#fundingRecords.push(record);
    this.#snapshot(record.time);
  }

  /** Funding payments in [start, end], oldest first, at most `limit` of them. */
  fundingHistory(start: number, end: number, limit: number): FundingRecord[] {
    return this.#fundingRecords.filter((r) => r.time >= start && r.time <= end).slice(0, limit);
  }

  /** Funding totals of an asset. */
  funding(asset: number): FundingTotals {
    return this.#funding.get(asset) ?? NO_FUNDING;
  }

  /** The most recent fills first, as many as Hyperliquid returns. */
  recentFills(): FillRecord[] {
    return this.#fills.slice(-MAX_USER_FILLS).reverse();
  }

  /** Balance-sheet snapshots, oldest first (the first is the opening deposit). */
  snapshots(): readonly AccountSnapshot[] {
    return this.#snapshots;
  }

  #snapshot(time: number): void {
    this.#snapshots.push({
      time,
      cash: this.#cash,
      positions: new Map(this.#positions),
      cumulativeVolume: this.#volume,
    });
  }
}
