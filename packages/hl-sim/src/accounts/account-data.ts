import type {
  UserAbstractionResponse,
  UserFillsResponse,
  UserFundingResponse,
  UserNonFundingLedgerUpdatesResponse,
} from "@nktkas/hyperliquid/api/info";
import type { Account } from "./account.ts";
import type { HistoryCut, HistoryData, HistoryText, PositionRow } from "./account-history.ts";
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

/** Funding paid on one asset (positive = paid, negative = received), in micro-USDC. */
export interface FundingTotals {
  readonly allTime: number;
  readonly sinceOpen: number;
  readonly sinceChange: number;
}

/**
 * Everything an account holds, as JSON-safe plain data (the exchange's snapshot); its history may
 * still be the snapshot file's text (see HistoryText).
 */
export interface AccountData {
  readonly address: string;
  readonly createdAt: number;
  readonly deposited: number;
  readonly cash: number;
  readonly positions: readonly PositionRow[];
  readonly leverage: readonly (readonly [asset: number, leverage: number])[];
  /** Assets margined in isolation, with the margin each position holds (absent before isolated margin existed). */
  readonly isolated?: readonly (readonly [asset: number, margin: number])[];
  readonly funding: readonly (readonly [asset: number, totals: FundingTotals])[];
  readonly fundingHour: number;
  readonly scheduledCancel: number | null;
  readonly volume: number;
  readonly inflow: number;
  readonly spotUsdc: number;
  readonly builderFees: readonly (readonly [builder: string, fee: number])[];
  readonly referredBy: Account["referredBy"];
  readonly referralCode: string | null;
  readonly abstraction: UserAbstractionResponse;
  readonly liquidationCooldownUntil: number;
  readonly requestsUsed: number;
  readonly reservedWeight: number;
  readonly builderRewards?: number;
  readonly claimedRewards?: number;
  readonly history: HistoryData | HistoryText | HistoryCut;
}
