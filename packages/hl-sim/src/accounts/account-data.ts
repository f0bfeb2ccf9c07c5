import type { UserAbstractionResponse } from "@nktkas/hyperliquid/api/info";
import type { HistoryCut, HistoryData, HistoryText, PositionRow } from "./account-history.ts";
import type { Referral } from "./account-records.ts";

// The records an account keeps live in account-records.ts, below the history that stores them.
export type {
  AccountSnapshot,
  FillRecord,
  FundingRecord,
  LedgerUpdate,
  Referral,
} from "./account-records.ts";

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
  readonly referredBy: Referral | null;
  readonly referralCode: string | null;
  readonly abstraction: UserAbstractionResponse;
  readonly liquidationCooldownUntil: number;
  readonly requestsUsed: number;
  readonly reservedWeight: number;
  readonly builderRewards?: number;
  readonly claimedRewards?: number;
  readonly history: HistoryData | HistoryText | HistoryCut;
}
