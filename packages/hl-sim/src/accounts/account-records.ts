import type {
  UserFillsResponse,
  UserFundingResponse,
  UserNonFundingLedgerUpdatesResponse,
} from "@nktkas/hyperliquid/api/info";
import type { PositionState } from "./ledger.ts";

/** One fill as `userFills` returns it. */
export type FillRecord = UserFillsResponse[number];

/** One funding payment as `userFunding` returns it. */
export type FundingRecord = UserFundingResponse[number];

/** One entry of `userNonFundingLedgerUpdates`. */
export type LedgerUpdate = UserNonFundingLedgerUpdatesResponse[number];

/** The account's balance sheet right after a change: what portfolio history is rebuilt from. */
export interface AccountSnapshot {
  readonly time: number;
  /** Deposits + realised P&L − fees, in micro-USDC. */
  readonly cash: number;
  readonly positions: ReadonlyMap<number, PositionState>;
  /** Notional traded since the account opened, in micro-USDC. */
  readonly cumulativeVolume: number;
  /** USDC moved into the perp balance from outside (deposit, sends, class transfers), in micro-USDC. */
  readonly netInflow: number;
}

/** The referral code an account trades under, its owner and when it was set. */
export interface Referral {
  readonly referrer: `0x${string}`;
  readonly code: string;
  readonly time: number;
}
