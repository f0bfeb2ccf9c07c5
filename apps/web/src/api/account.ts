import {
  ACCOUNT_FETCH,
  type AccountFill,
  type AccountOverview,
  accountOverviewResponseSchema,
  type EquityHistoryPoint,
  equityHistoryResponseSchema,
  type FundingHistory,
  fillsResponseSchema,
  fundingResponseSchema,
} from "@app/core";
import { requestJson } from "./http.ts";

/** Reads the paper account of an address: performance, positions, orders and history (product rules §7). */
export async function fetchAccountOverview(
  address: string,
  options: { initialBalance?: number; signal?: AbortSignal } = {},
): Promise<AccountOverview> {
  const answer = await requestJson("/account/overview", {
    query: { address, initialBalance: options.initialBalance ?? ACCOUNT_FETCH.defaultInitialBalance },
    schema: accountOverviewResponseSchema,
    signal: options.signal,
    timeoutMs: ACCOUNT_FETCH.overviewTimeoutMs,
  });
  return answer.data;
}

/** The server's equity snapshots of an address, oldest first (`GET /api/account/equity-history`). */
export async function fetchEquityHistory(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<EquityHistoryPoint[]> {
  const answer = await requestJson("/account/equity-history", {
    query: { address, limit: 2000 },
    schema: equityHistoryResponseSchema,
    signal: options.signal,
    timeoutMs: ACCOUNT_FETCH.overviewTimeoutMs,
  });
  return answer.data.points;
}

/** The account's latest fills on the exchange, newest first (`GET /api/account/fills`), at most `limit`. */
export async function fetchFills(
  address: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<AccountFill[]> {
  const answer = await requestJson("/account/fills", {
    query: { address, limit: options.limit ?? FILLS_READ_LIMIT },
    schema: fillsResponseSchema,
    signal: options.signal,
    timeoutMs: ACCOUNT_FETCH.overviewTimeoutMs,
  });
  return answer.data.fills;
}

/** How many fills the dashboard reads: the exchange keeps the latest 2000 per account. */
export const FILLS_READ_LIMIT = 2000;

/** The account's funding payments of the last 30 days, newest first, and their net cost (`GET /api/account/funding`). */
export async function fetchFunding(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<FundingHistory> {
  const answer = await requestJson("/account/funding", {
    query: { address },
    schema: fundingResponseSchema,
    signal: options.signal,
    timeoutMs: ACCOUNT_FETCH.overviewTimeoutMs,
  });
  return answer.data;
}
