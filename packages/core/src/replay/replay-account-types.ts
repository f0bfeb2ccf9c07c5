// The replay account's records: what it is given (candles, orders) and what it answers (positions, trades,
// fills, its state).

/** One candle of a market's history. */
export interface ReplayCandle {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/** An order the replay executes at a price: the same shape live execution sends, sizes in coins. */
export interface ReplayOrder {
  readonly coin: string;
  readonly side: "BUY" | "SELL";
  readonly size: number;
  readonly leverage: number;
  /** The coin's maximum leverage: its maintenance margin is half the initial margin at that leverage. */
  readonly maxLeverage: number;
  readonly reduceOnly: boolean;
  readonly stopLoss?: number | undefined;
  readonly takeProfit?: number | undefined;
}

/** An open position of the replay account. */
export interface ReplayPosition {
  readonly coin: string;
  readonly side: "LONG" | "SHORT";
  readonly size: number;
  readonly entryPrice: number;
  readonly leverage: number;
  readonly maxLeverage: number;
  readonly stopLoss: number | undefined;
  readonly takeProfit: number | undefined;
  /** The stop the position opened with: its initial risk, for a break-even policy. */
  readonly initialStop?: number | undefined;
  /** The best price since it opened (highest for a long, lowest for a short), for a trailing policy. */
  readonly extreme?: number | undefined;
  readonly openedAt: number;
  /** Fees paid on this position so far (its entries). */
  readonly fees: number;
  /** Funding paid (positive) or received (negative) on this position so far. */
  readonly funding: number;
}

/** Why a position ended. */
export type ExitReason = "stop_loss" | "take_profit" | "closed" | "liquidated" | "end";

/** A position once it is closed, with what it made after fees and funding. */
export interface ReplayTrade {
  readonly coin: string;
  readonly side: "LONG" | "SHORT";
  readonly size: number;
  readonly entryPrice: number;
  readonly exitPrice: number;
  readonly openedAt: number;
  readonly closedAt: number;
  readonly fees: number;
  readonly funding: number;
  /** Price P&L minus every fee and the funding paid. */
  readonly pnl: number;
  readonly reason: ExitReason;
}

/** Everything an account holds, to continue a run later exactly where it stood. */
export interface ReplayAccountState {
  readonly cash: number;
  readonly positions: readonly ReplayPosition[];
  readonly feesPaid: number;
  readonly fundingPaid: number;
}

/** Why an order was not executed. */
export type ReplayRefusal = "max_positions" | "insufficient_margin" | "no_position" | "invalid_order";

/** The outcome of one order. */
export type ReplayFill =
  | {
      readonly ok: true;
      readonly price: number;
      /** Size filled: what it reduced plus what it opened. */
      readonly size: number;
      readonly fee: number;
      readonly closed: readonly ReplayTrade[];
    }
  | { readonly ok: false; readonly reason: ReplayRefusal };
