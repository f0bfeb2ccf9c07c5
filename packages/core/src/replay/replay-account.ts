import { PROMPT_GUIDANCE } from "../catalog/limits.ts";
import type { ExitPolicy } from "../exits/exit-policy.ts";
import { nextStop, withMark } from "../exits/next-stop.ts";
import type {
  ExitReason,
  ReplayAccountState,
  ReplayCandle,
  ReplayFill,
  ReplayOrder,
  ReplayPosition,
  ReplayTrade,
} from "./replay-account-types.ts";

export type {
  ExitReason,
  ReplayAccountState,
  ReplayCandle,
  ReplayFill,
  ReplayOrder,
  ReplayPosition,
  ReplayRefusal,
  ReplayTrade,
} from "./replay-account-types.ts";

/** Hyperliquid's base-tier perpetual taker fee, 0.045 % of the notional (half of the 0.09 % round trip). */
export const REPLAY_TAKER_FEE_RATE = PROMPT_GUIDANCE.roundTripFeePercent / 2 / 100;

function signedSize(position: ReplayPosition): number {
  return position.side === "LONG" ? position.size : -position.size;
}

function pricePnl(position: ReplayPosition, size: number, price: number): number {
  return (position.side === "LONG" ? price - position.entryPrice : position.entryPrice - price) * size;
}

/** Options of a replay account: its fee, its position limit, and how stops are managed (issue 36). */
export interface ReplayAccountOptions {
  readonly feeRate?: number;
  readonly maxPositions?: number;
  /** The exit policy of every position, as the live exit manager applies it (default fixed). */
  readonly exitPolicy?: ExitPolicy | undefined;
}

/**
 * A cross-margin paper account replaying decisions on candles, with the live product's rules: taker
 * fees on every fill, at most six positions, margin checked before an order fills, stops and targets
 * triggered on candle highs and lows, hourly funding and liquidation below maintenance margin.
 * Conservative where a candle cannot say what came first: a candle that touches both the stop and the
 * target closes at the stop; liquidation is judged at each position's worst price of the candle.
 */
export class ReplayAccount {
  #cash: number;
  readonly #positions = new Map<string, ReplayPosition>();
  readonly #feeRate: number;
  readonly #maxPositions: number;
  readonly #exitPolicy: ExitPolicy;
  #feesPaid = 0;
  #fundingPaid = 0;

  constructor(initialBalance: number, options: ReplayAccountOptions = {}) {
    this.#cash = initialBalance;
    this.#feeRate = options.feeRate ?? REPLAY_TAKER_FEE_RATE;
    this.#maxPositions = options.maxPositions ?? PROMPT_GUIDANCE.maxConcurrentPositions;
    this.#exitPolicy = options.exitPolicy ?? { kind: "fixed" };
  }

  /** The account as it stands, for a checkpoint. */
  state(): ReplayAccountState {
    return {
      cash: this.#cash,
      positions: this.positions(),
      feesPaid: this.#feesPaid,
      fundingPaid: this.#fundingPaid,
    };
  }

  /** An account exactly as `state` left it. */
  static restore(state: ReplayAccountState, options: ReplayAccountOptions = {}): ReplayAccount {
    const account = new ReplayAccount(state.cash, options);
    for (const position of state.positions) account.#positions.set(position.coin, { ...position });
    account.#feesPaid = state.feesPaid;
    account.#fundingPaid = state.fundingPaid;
    return account;
  }

  /** Deposits plus realised P&L, minus fees and funding: the account value with no position open. */
  get cash(): number {
    return this.#cash;
  }

  /** Every fee paid so far. */
  get feesPaid(): number {
    return this.#feesPaid;
  }

  /** Net funding paid so far (negative when the account received more than it paid). */
  get fundingPaid(): number {
    return this.#fundingPaid;
  }

  /** The open positions. */
  positions(): ReplayPosition[] {
    return [...this.#positions.values()];
  }

  /** Account value with positions marked at `prices` (a position without a price counts at its entry). */
  equity(prices: ReadonlyMap<string, number>): number {
    let value = this.#cash;
    for (const position of this.#positions.values()) {
      value += pricePnl(position, position.size, prices.get(position.coin) ?? position.entryPrice);
    }
    return value;
  }

  /** Margin the open positions hold at `prices`: notional / leverage. */
  marginUsed(prices: ReadonlyMap<string, number>): number {
    let margin = 0;
    for (const position of this.#positions.values()) {
      margin += (position.size * (prices.get(position.coin) ?? position.entryPrice)) / position.leverage;
    }
    return margin;
  }

  /**
   * Fills `order` at `price` (the next candle's open) as a taker. An order against an open position
   * reduces it first; what is left opens the other side unless the order is reduce-only. Refused when
   * it would open a seventh position or its margin exceeds what is available after its fee.
   */
  execute(order: ReplayOrder, price: number, time: number): ReplayFill {
    if (!(order.size > 0) || !(price > 0) || !(order.leverage >= 1))
      return { ok: false, reason: "invalid_order" };
    const prices = new Map([[order.coin, price]]);
    const current = this.#positions.get(order.coin);
    const direction = order.side === "BUY" ? 1 : -1;
    const reducing = current !== undefined && Math.sign(signedSize(current)) !== direction;
    const reduceSize = reducing ? Math.min(current.size, order.size) : 0;
    const openSize = order.reduceOnly ? 0 : order.size - reduceSize;
    if (order.reduceOnly && reduceSize === 0) return { ok: false, reason: "no_position" };
    if (openSize > 0 && !current && this.#positions.size >= this.#maxPositions) {
      return { ok: false, reason: "max_positions" };
    }
    if (openSize > 0) {
      const freeAfterReduce = this.equity(prices) - this.marginUsed(prices);
      const fee = (reduceSize + openSize) * price * this.#feeRate;
      const released = reducing ? (reduceSize * price) / current.leverage : 0;
      if ((openSize * price) / order.leverage + fee > freeAfterReduce + released) {
        return { ok: false, reason: "insufficient_margin" };
      }
    }
    const closed: ReplayTrade[] = [];
    let totalFee = 0;
    if (reducing && reduceSize > 0) {
      const exitFee = reduceSize * price * this.#feeRate;
      totalFee += exitFee;
      closed.push(this.#reduce(current, reduceSize, price, time, exitFee, "closed"));
    }
    if (openSize > 0) {
      const fee = openSize * price * this.#feeRate;
      totalFee += fee;
      this.#open(order, openSize, price, time, fee);
    }
    return { ok: true, price, size: reduceSize + openSize, fee: totalFee, closed };
  }

  /**
   * Runs one candle of `coin` against its position: a stop or target inside the candle's range closes
   * it at that price (or at the open when the candle opened beyond it). A position that stays open then has
   * its stop moved by the exit policy, as the live exit manager would after the candle: the best price is the
   * candle's high (low for a short), the mark its close, `atr` the coin's ATR (null: unknown).
   */
  applyCandle(coin: string, candle: ReplayCandle, atr: number | null = null): ReplayTrade[] {
    const position = this.#positions.get(coin);
    if (!position) return [];
    const long = position.side === "LONG";
    const { stopLoss: stop, takeProfit: target } = position;
    const stopHit = stop !== undefined && (long ? candle.low <= stop : candle.high >= stop);
    const targetHit = target !== undefined && (long ? candle.high >= target : candle.low <= target);
    if (stopHit && stop !== undefined) {
      const gapped = long ? candle.open < stop : candle.open > stop;
      return [this.#exit(position, gapped ? candle.open : stop, candle.time, "stop_loss")];
    }
    if (targetHit && target !== undefined) {
      const gapped = long ? candle.open > target : candle.open < target;
      return [this.#exit(position, gapped ? candle.open : target, candle.time, "take_profit")];
    }
    this.#moveStop(position, candle, atr);
    return [];
  }

  /** Moves a position's stop by the exit policy after a candle it survived (see {@link nextStop}). */
  #moveStop(position: ReplayPosition, candle: ReplayCandle, atr: number | null): void {
    const stop = position.stopLoss;
    if (this.#exitPolicy.kind === "fixed" || stop === undefined) return;
    const long = position.side === "LONG";
    const state = withMark(
      {
        side: position.side,
        entryPrice: position.entryPrice,
        initialStop: position.initialStop ?? stop,
        stop,
        extreme: position.extreme ?? position.entryPrice,
      },
      long ? candle.high : candle.low,
    );
    // History has no coin's size decimals: prices are on the 5-significant-figure grid (6 decimals at most).
    const move = nextStop(this.#exitPolicy, state, { price: candle.close, atr, szDecimals: 0 });
    this.#positions.set(position.coin, {
      ...position,
      extreme: state.extreme,
      stopLoss: move ? move.price : stop,
    });
  }

  /**
   * Liquidates every position when the account value at each position's worst price of its candle
   * falls below the maintenance margin (half the initial margin at the coin's maximum leverage).
   */
  applyLiquidation(candles: ReadonlyMap<string, ReplayCandle>, time: number): ReplayTrade[] {
    const worst = new Map<string, number>();
    for (const position of this.#positions.values()) {
      const candle = candles.get(position.coin);
      if (candle) worst.set(position.coin, position.side === "LONG" ? candle.low : candle.high);
    }
    let maintenance = 0;
    for (const position of this.#positions.values()) {
      const price = worst.get(position.coin) ?? position.entryPrice;
      maintenance += (position.size * price) / (2 * position.maxLeverage);
    }
    if (this.#positions.size === 0 || this.equity(worst) >= maintenance) return [];
    const trades = this.positions().map((position) =>
      this.#exit(position, worst.get(position.coin) ?? position.entryPrice, time, "liquidated"),
    );
    // A cross-margin account cannot owe more than it holds: the exchange's backstop takes the rest.
    this.#cash = Math.max(0, this.#cash);
    return trades;
  }

  /** One hour of funding on `coin`'s position at `rate` (hourly): longs pay a positive rate, shorts receive it. */
  applyFunding(coin: string, price: number, rate: number): number {
    const position = this.#positions.get(coin);
    if (!position) return 0;
    const payment = signedSize(position) * price * rate;
    this.#cash -= payment;
    this.#fundingPaid += payment;
    this.#positions.set(coin, { ...position, funding: position.funding + payment });
    return payment;
  }

  /** Closes every position at `prices`: the end of the replay, or a tripped governor's close (`closed`). */
  closeAll(prices: ReadonlyMap<string, number>, time: number, reason: ExitReason = "end"): ReplayTrade[] {
    return this.positions().map((position) =>
      this.#exit(position, prices.get(position.coin) ?? position.entryPrice, time, reason),
    );
  }

  #open(order: ReplayOrder, size: number, price: number, time: number, fee: number): void {
    this.#pay(fee);
    const existing = this.#positions.get(order.coin);
    if (existing) {
      const total = existing.size + size;
      this.#positions.set(order.coin, {
        ...existing,
        size: total,
        entryPrice: (existing.entryPrice * existing.size + price * size) / total,
        leverage: order.leverage,
        stopLoss: order.stopLoss ?? existing.stopLoss,
        takeProfit: order.takeProfit ?? existing.takeProfit,
        initialStop: order.stopLoss ?? existing.initialStop,
        fees: existing.fees + fee,
      });
      return;
    }
    this.#positions.set(order.coin, {
      coin: order.coin,
      side: order.side === "BUY" ? "LONG" : "SHORT",
      size,
      entryPrice: price,
      leverage: order.leverage,
      maxLeverage: order.maxLeverage,
      stopLoss: order.stopLoss,
      takeProfit: order.takeProfit,
      initialStop: order.stopLoss,
      extreme: price,
      openedAt: time,
      fees: fee,
      funding: 0,
    });
  }

  /** Closes the whole position as a taker at `price`. */
  #exit(position: ReplayPosition, price: number, time: number, reason: ExitReason): ReplayTrade {
    const fee = position.size * price * this.#feeRate;
    return this.#reduce(position, position.size, price, time, fee, reason);
  }

  #reduce(
    position: ReplayPosition,
    size: number,
    price: number,
    time: number,
    exitFee: number,
    reason: ExitReason,
  ): ReplayTrade {
    const share = size / position.size;
    const gross = pricePnl(position, size, price);
    this.#cash += gross;
    this.#pay(exitFee);
    const entryFees = position.fees * share;
    const funding = position.funding * share;
    if (size >= position.size) {
      this.#positions.delete(position.coin);
    } else {
      this.#positions.set(position.coin, {
        ...position,
        size: position.size - size,
        fees: position.fees - entryFees,
        funding: position.funding - funding,
      });
    }
    const fees = entryFees + exitFee;
    return {
      coin: position.coin,
      side: position.side,
      size,
      entryPrice: position.entryPrice,
      exitPrice: price,
      openedAt: position.openedAt,
      closedAt: time,
      fees,
      funding,
      pnl: gross - fees - funding,
      reason,
    };
  }

  #pay(fee: number): void {
    this.#cash -= fee;
    this.#feesPaid += fee;
  }
}
