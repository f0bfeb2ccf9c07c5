import { keccak256, toHex } from "viem/utils";
import type { Account } from "../accounts/account.ts";
import type { AccountStore } from "../accounts/account-store.ts";
import { applyTrade, makerFee, type PositionState, type TradeOutcome, takerFee } from "../accounts/ledger.ts";
import { measureAccount, valuationOf } from "../accounts/margin.ts";
import type { AssetSpec } from "../market/assets.ts";
import type { Market } from "../market/market.ts";
import { Stream, seededId } from "../market/rng.ts";
import { formatUsd, mulDivRound } from "../numbers/decimal.ts";
import { priceUnitsToWire, sizeUnitsToWire } from "../numbers/price-rules.ts";
import type { BuilderFee } from "./order-store.ts";

// Testnet order ids are around 5.7e10; starting nearby keeps ids looking familiar.
const FIRST_OID = 50_000_000_000;

/** Order and trade ids: sequential order ids, seeded trade ids (Hyperliquid's look random). */
export class IdSource {
  readonly #seed: number;
  #orders = 0;
  #trades = 0;

  constructor(seed: number) {
    this.#seed = seed;
  }

  /** How many order and trade ids were handed out (the exchange's snapshot). */
  toData(): { orders: number; trades: number } {
    return { orders: this.#orders, trades: this.#trades };
  }

  /** Continues after the ids `toData` counted (restoring a snapshot). */
  load(data: { readonly orders: number; readonly trades: number }): void {
    this.#orders = data.orders;
    this.#trades = data.trades;
  }

  /** The next order id. */
  nextOid(): number {
    this.#orders += 1;
    return FIRST_OID + this.#orders;
  }

  /** The next trade id. */
  nextTid(): number {
    this.#trades += 1;
    return seededId(this.#seed, Stream.tradeId, this.#trades);
  }
}

/** One execution against the synthetic book. */
export interface Execution {
  readonly asset: AssetSpec;
  readonly isBuy: boolean;
  /** Size units. */
  readonly size: number;
  /** Price units. */
  readonly px: number;
  /** A resting order that was hit pays the maker fee; an order that crossed the book pays the taker fee. */
  readonly maker: boolean;
  readonly oid: number;
  readonly cloid?: `0x${string}` | undefined;
  readonly time: number;
  /** Hash reported on the fill: the action's hash, or the order's for fills the market caused. */
  readonly hash?: `0x${string}` | undefined;
  /** The builder fee the order pays on top of the exchange's fee. */
  readonly builder?: BuilderFee | undefined;
  readonly liquidation?: { readonly markPx: string; readonly method: "market" | "backstop" } | undefined;
  /** The TWAP this execution is a suborder of (its fill's `twapId`). */
  readonly twapId?: number | undefined;
}

/** Whether the trade grows exposure (opening, adding, or flipping past zero). */
export function increasesExposure(before: PositionState, after: PositionState): boolean {
  return Math.abs(after.szi) > Math.abs(before.szi) || Math.sign(after.szi) === -Math.sign(before.szi);
}

/** Hash shown on fills that no signed action caused directly (resting fills, triggers, liquidations). */
export function orderHash(oid: number): `0x${string}` {
  return keccak256(toHex(`hl-sim order ${oid}`));
}

/**
 * An isolated position's margin after a trade, and the liquidation loss beyond it that the account
 * is spared. Opening or adding moves notional / leverage from the cross balance into it; closing
 * returns the closed share of it (with that share's realised P&L, less the fee) to the cross
 * balance; a flip closes it all and opens the remainder. A liquidation takes at most the
 * position's own margin: a closed share worth less than nothing is absorbed, as the liquidator
 * takes the loss on Hyperliquid.
 */
function isolatedAfterTrade(
  margin: number,
  before: PositionState,
  outcome: TradeOutcome,
  fee: number,
  leverage: number,
  liquidation: boolean,
): { margin: number; absorbed: number } {
  const held = Math.abs(before.szi);
  const after = outcome.position;
  const sameSide = before.szi === 0 || Math.sign(after.szi) === Math.sign(before.szi);
  if (sameSide && Math.abs(after.szi) >= held) {
    const added = outcome.notional === 0 ? 0 : mulDivRound(after.entryNtl - before.entryNtl, 1, leverage);
    return { margin: margin + added, absorbed: 0 };
  }
  const closed = sameSide ? held - Math.abs(after.szi) : held;
  const released = closed === held ? margin : mulDivRound(margin, closed, held);
  const returned = released + outcome.closedPnl - fee;
  const absorbed = liquidation && returned < 0 ? -returned : 0;
  const opened = sameSide ? 0 : mulDivRound(after.entryNtl, 1, leverage);
  return { margin: margin - released + opened, absorbed };
}

/** What booking an execution reads and changes besides the trading account. */
export interface ExecutionDeps {
  readonly market: Market;
  readonly ids: IdSource;
  /** Where builders are credited their fees (their paper account opens on the first one). */
  readonly accounts: AccountStore;
}

/**
 * Books one execution if the account can carry it: a trade that grows exposure must leave account
 * value ≥ initial margin at the current marks. False (and nothing booked) otherwise. A builder fee
 * is credited to the builder's unclaimed rewards (`referral`'s `builderRewards`, `claimRewards`).
 */
export function execute(deps: ExecutionDeps, account: Account, exec: Execution, checkMargin = true): boolean {
  const { market, ids } = deps;
  const { asset, time } = exec;
  const d = asset.szDecimals;
  const before = account.position(asset.index);
  const outcome = applyTrade(before, exec.isBuy, exec.size, exec.px);
  const exchangeFee = exec.maker ? makerFee(outcome.notional) : takerFee(outcome.notional);
  // Tenths of a basis point: f / 100,000 of the notional.
  const builderFee = exec.builder ? mulDivRound(outcome.notional, exec.builder.f, 100_000) : 0;
  const fee = exchangeFee + builderFee;
  const margin = account.isolatedMargin(asset.index);
  const isolated =
    margin === null
      ? undefined
      : isolatedAfterTrade(
          margin,
          before,
          outcome,
          fee,
          account.leverage(asset),
          exec.liquidation !== undefined,
        );
  if (checkMargin && increasesExposure(before, outcome.position)) {
    const positions = new Map(account.positions());
    positions.set(asset.index, outcome.position);
    const valuation = valuationOf(account, (a) => market.quote(a, time).mark);
    // The cross balance must still cover cross margin once an isolated position took its margin.
    const after = measureAccount(account.cash + outcome.closedPnl - fee, positions, {
      ...valuation,
      isolatedMargin: (a) =>
        a.index === asset.index && isolated ? isolated.margin : account.isolatedMargin(a.index),
    });
    if (after.accountValue < after.totalMarginUsed) return false;
  }
  if (exec.builder && builderFee > 0) deps.accounts.open(exec.builder.b, time).builderRewards += builderFee;
  account.recordFill(
    asset.index,
    outcome,
    fee,
    {
      coin: asset.name,
      px: priceUnitsToWire(exec.px, d),
      sz: sizeUnitsToWire(exec.size, d),
      side: exec.isBuy ? "B" : "A",
      time,
      startPosition: sizeUnitsToWire(before.szi, d),
      dir: outcome.dir,
      closedPnl: formatUsd(outcome.closedPnl),
      hash: exec.hash ?? orderHash(exec.oid),
      oid: exec.oid,
      crossed: !exec.maker,
      fee: formatUsd(exchangeFee),
      tid: ids.nextTid(),
      feeToken: "USDC",
      twapId: exec.twapId ?? null,
      ...(exec.cloid === undefined ? {} : { cloid: exec.cloid }),
      ...(exec.builder ? { builderFee: formatUsd(builderFee) } : {}),
      ...(exec.liquidation === undefined
        ? {}
        : {
            liquidation: {
              liquidatedUser: account.address as `0x${string}`,
              markPx: exec.liquidation.markPx,
              method: exec.liquidation.method,
            },
          }),
    },
    isolated,
  );
  return true;
}
