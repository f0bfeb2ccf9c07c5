import type { UserAbstractionResponse } from "@nktkas/hyperliquid/api/info";
import { keccak256, toHex } from "viem/utils";
import type { AssetSpec } from "../market/assets.ts";
import { formatUsd } from "../numbers/decimal.ts";
import type {
  AccountData,
  AccountSnapshot,
  FillRecord,
  FundingRecord,
  FundingTotals,
  LedgerUpdate,
  Referral,
} from "./account-data.ts";
import {
  type AccountHistory,
  HistoryCut,
  HistoryText,
  historyFromData,
  positionMap,
  positionRows,
} from "./account-history.ts";
import { FLAT, type PositionState, type TradeOutcome } from "./ledger.ts";

/** Hyperliquid answers `userFills` with at most the 2000 most recent fills. */
export const MAX_USER_FILLS = 2000;

// Hyperliquid opens a market at 20x cross (or the asset's maximum when lower) until the user changes it.
const DEFAULT_LEVERAGE = 20;

const NO_FUNDING: FundingTotals = { allTime: 0, sinceOpen: 0, sinceChange: 0 };

const emptyHistory = (): AccountHistory => ({ fills: [], snapshots: [], fundingRecords: [], ledger: [] });

/**
 * A paper account (one per address): USDC cash, one-way positions per asset (cross-margined, or
 * isolated with their own margin), the leverage chosen per asset, its fills and the snapshots its
 * portfolio history is computed from.
 */
export class Account {
  /** Lower-case address. */
  readonly address: string;
  readonly createdAt: number;
  /** USDC credited when the account was opened, in micro-USDC. */
  readonly deposited: number;
  readonly #positions = new Map<number, PositionState>();
  #sortedPositions: ReadonlyMap<number, PositionState> | null = null;
  readonly #leverage = new Map<number, number>();
  /** Assets set to isolated margin → the margin their position holds, in micro-USDC (0 when flat). */
  readonly #isolated = new Map<number, number>();
  #history: AccountHistory | HistoryText = emptyHistory();
  /** What was recorded while the history was still text: appended to it when it is parsed. */
  #appended: AccountHistory | null = null;
  readonly #funding = new Map<number, FundingTotals>();
  #cash: number;
  /** Funding has been settled for every hour boundary up to this hour number (ms / 1 h). */
  fundingHour: number;
  /** When all the account's orders are to be cancelled (`scheduleCancel`), or null. */
  scheduledCancel: number | null = null;
  #volume = 0;
  #inflow: number;
  /** USDC in the spot balance (moved there with `usdClassTransfer`), in micro-USDC. */
  spotUsdc = 0;
  /** Builder address (lower-case) → the highest fee it may charge, in tenths of a basis point. */
  readonly builderFees = new Map<string, number>();
  /** The referral code this account trades under, and its owner. */
  referredBy: Referral | null = null;
  /** The account's own referral code once registered. */
  referralCode: string | null = null;
  /** `userSetAbstraction`'s choice; "default" until set. */
  abstraction: UserAbstractionResponse = "default";
  /** No partial liquidation before this instant (the 30 s cooldown). */
  liquidationCooldownUntil = 0;
  /** Accepted actions (Hyperliquid's `nRequestsUsed`). */
  requestsUsed = 0;
  /** Extra actions bought with `reserveRequestWeight`. */
  reservedWeight = 0;
  /** Builder fees earned on other accounts' fills and not yet claimed, in micro-USDC. */
  builderRewards = 0;
  /** Rewards moved into the perp balance with `claimRewards`, in micro-USDC. */
  claimedRewards = 0;

  constructor(address: string, createdAt: number, deposit: number, restored?: AccountData) {
    this.address = address.toLowerCase();
    this.createdAt = createdAt;
    this.deposited = deposit;
    this.#cash = deposit;
    this.#inflow = deposit;
    this.fundingHour = Math.floor(createdAt / 3_600_000);
    if (restored) {
      this.#restore(restored);
      return;
    }
    // The opening balance is the paper account's deposit, shown as Hyperliquid shows a bridge deposit.
    const hash = keccak256(toHex(`hl-sim deposit ${this.address}`));
    this.#w.ledger.push({ time: createdAt, hash, delta: { type: "deposit", usdc: formatUsd(deposit) } });
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

  /** Open positions by asset id, in asset order (a copy, kept until the next fill). */
  positions(): ReadonlyMap<number, PositionState> {
    // Settlement asks for every account's positions on every request: sort once per change.
    this.#sortedPositions ??= new Map([...this.#positions].sort(([a], [b]) => a - b));
    return this.#sortedPositions;
  }

  /** Cross leverage used for an asset. */
  leverage(asset: AssetSpec): number {
    return this.#leverage.get(asset.index) ?? Math.min(DEFAULT_LEVERAGE, asset.maxLeverage);
  }

  /** Sets the leverage and margin mode of an asset (validated by the caller). */
  setLeverage(asset: AssetSpec, leverage: number, isolated = false): void {
    this.#leverage.set(asset.index, leverage);
    if (!isolated) this.#isolated.delete(asset.index);
    else if (!this.#isolated.has(asset.index)) this.#isolated.set(asset.index, 0);
  }

  /** Whether an asset is margined in isolation. */
  isIsolated(asset: number): boolean {
    return this.#isolated.has(asset);
  }

  /** The margin an isolated asset's position holds in micro-USDC, or null when the asset is cross. */
  isolatedMargin(asset: number): number | null {
    return this.#isolated.get(asset) ?? null;
  }

  /**
   * Moves `amount` micro-USDC into (positive) or out of (negative) an isolated position's margin.
   * The perp balance is unchanged: cash counts isolated margin, and the cross balance is cash less
   * the isolated margins.
   */
  moveIsolatedMargin(asset: number, amount: number): void {
    const margin = this.#isolated.get(asset);
    if (margin === undefined) throw new Error(`Asset ${asset} is not isolated`);
    this.#isolated.set(asset, margin + amount);
  }

  /**
   * Books a fill: the new position, realised P&L and fee into cash, the fill record and a snapshot.
   * For an isolated asset, `isolatedMargin` is the position's margin after the fill and `absorbed`
   * a liquidation loss beyond it that the account does not pay.
   */
  recordFill(
    asset: number,
    outcome: TradeOutcome,
    fee: number,
    fill: FillRecord,
    isolated?: { readonly margin: number; readonly absorbed: number },
  ): void {
    if (isolated && this.#isolated.has(asset)) {
      this.#isolated.set(asset, outcome.position.szi === 0 ? 0 : isolated.margin);
      this.#cash += isolated.absorbed;
    }
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
    this.#sortedPositions = null;
    this.#cash += outcome.closedPnl - fee;
    this.#volume += outcome.notional;
    this.#w.fills.push(fill);
    this.#snapshot(fill.time);
  }

  /** Books a funding payment of `amount` micro-USDC on an asset's position (positive = paid). */
  payFunding(asset: number, amount: number, record: FundingRecord): void {
    const totals = this.funding(asset);
    // An isolated position pays and receives funding out of its own margin.
    const isolated = this.#isolated.get(asset);
    if (isolated !== undefined) this.#isolated.set(asset, isolated - amount);
    this.#funding.set(asset, {
      allTime: totals.allTime + amount,
      sinceOpen: totals.sinceOpen + amount,
      sinceChange: totals.sinceChange + amount,
    });
    this.#cash -= amount;
    this.#w.fundingRecords.push(record);
    this.#snapshot(record.time);
  }

  /**
   * Moves USDC into (positive) or out of (negative) the perp balance from outside trading, e.g. a
   * transfer between accounts or to spot; the ledger keeps Hyperliquid's record of it.
   */
  transfer(amount: number, update: LedgerUpdate): void {
    this.#cash += amount;
    this.#inflow += amount;
    this.#w.ledger.push(update);
    this.#snapshot(update.time);
  }

  /** Takes a fee that is not a trade's (reserved request weight) from the perp balance. */
  charge(amount: number, time: number): void {
    this.#cash -= amount;
    this.#snapshot(time);
  }

  /** Records a ledger entry that moves nothing in the perp balance (spot-side transfers, fees elsewhere). */
  note(update: LedgerUpdate): void {
    this.#w.ledger.push(update);
  }

  /** Non-funding ledger updates in [start, end], oldest first. */
  ledgerUpdates(start: number, end: number): LedgerUpdate[] {
    return this.#h.ledger.filter((u) => u.time >= start && u.time <= end);
  }

  /** Notional traded since the account opened, in micro-USDC. */
  get cumulativeVolume(): number {
    return this.#volume;
  }

  /** Every fill, oldest first. */
  allFills(): readonly FillRecord[] {
    return this.#h.fills;
  }

  /** Funding payments in [start, end], oldest first, at most `limit` of them. */
  fundingHistory(start: number, end: number, limit: number): FundingRecord[] {
    return this.#h.fundingRecords.filter((r) => r.time >= start && r.time <= end).slice(0, limit);
  }

  /** Funding totals of an asset. */
  funding(asset: number): FundingTotals {
    return this.#funding.get(asset) ?? NO_FUNDING;
  }

  /** The most recent fills first, as many as Hyperliquid returns. */
  recentFills(): FillRecord[] {
    return this.#h.fills.slice(-MAX_USER_FILLS).reverse();
  }

  /** Balance-sheet snapshots, oldest first (the first is the opening deposit). */
  snapshots(): readonly AccountSnapshot[] {
    return this.#h.snapshots;
  }

  /** The account as plain data (see `Account.fromData`). */
  toData(): AccountData {
    return {
      address: this.address,
      createdAt: this.createdAt,
      deposited: this.deposited,
      cash: this.#cash,
      positions: positionRows(this.#positions),
      leverage: [...this.#leverage],
      isolated: [...this.#isolated],
      funding: [...this.#funding],
      fundingHour: this.fundingHour,
      scheduledCancel: this.scheduledCancel,
      volume: this.#volume,
      inflow: this.#inflow,
      spotUsdc: this.spotUsdc,
      builderFees: [...this.builderFees],
      referredBy: this.referredBy,
      referralCode: this.referralCode,
      abstraction: this.abstraction,
      liquidationCooldownUntil: this.liquidationCooldownUntil,
      requestsUsed: this.requestsUsed,
      reservedWeight: this.reservedWeight,
      builderRewards: this.builderRewards,
      claimedRewards: this.claimedRewards,
      history:
        this.#history instanceof HistoryText && this.#appended === null
          ? this.#history
          : new HistoryCut(this.#h),
    };
  }

  /** The account `toData` described, in the same state (maps in the same iteration order). */
  static fromData(data: AccountData): Account {
    return new Account(data.address, data.createdAt, data.deposited, data);
  }

  #restore(data: AccountData): void {
    this.#cash = data.cash;
    for (const [asset, position] of positionMap(data.positions)) this.#positions.set(asset, position);
    for (const [asset, leverage] of data.leverage) this.#leverage.set(asset, leverage);
    for (const [asset, margin] of data.isolated ?? []) this.#isolated.set(asset, margin);
    this.#history = data.history instanceof HistoryText ? data.history : historyFromData(data.history);
    for (const [asset, totals] of data.funding) this.#funding.set(asset, totals);
    this.fundingHour = data.fundingHour;
    this.scheduledCancel = data.scheduledCancel;
    this.#volume = data.volume;
    this.#inflow = data.inflow;
    this.spotUsdc = data.spotUsdc;
    for (const [builder, fee] of data.builderFees) this.builderFees.set(builder, fee);
    this.referredBy = data.referredBy;
    this.referralCode = data.referralCode;
    this.abstraction = data.abstraction;
    this.liquidationCooldownUntil = data.liquidationCooldownUntil;
    this.requestsUsed = data.requestsUsed;
    this.reservedWeight = data.reservedWeight;
    this.builderRewards = data.builderRewards ?? 0;
    this.claimedRewards = data.claimedRewards ?? 0;
  }

  /** The history, parsed from the snapshot's text on first use. */
  get #h(): AccountHistory {
    if (this.#history instanceof HistoryText) {
      const history = historyFromData(this.#history);
      const appended = this.#appended;
      this.#appended = null;
      if (appended) {
        for (const key of ["fills", "snapshots", "fundingRecords", "ledger"] as const) {
          for (const item of appended[key]) (history[key] as unknown[]).push(item);
        }
      }
      this.#history = history;
    }
    return this.#history;
  }

  /** Where new history goes: recording a fill or a payment never needs the old history parsed. */
  get #w(): AccountHistory {
    if (!(this.#history instanceof HistoryText)) return this.#history;
    this.#appended ??= emptyHistory();
    return this.#appended;
  }

  #snapshot(time: number): void {
    this.#w.snapshots.push({
      time,
      cash: this.#cash,
      positions: new Map(this.#positions),
      cumulativeVolume: this.#volume,
      netInflow: this.#inflow,
    });
  }
}
