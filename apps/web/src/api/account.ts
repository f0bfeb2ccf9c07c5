import {
  ACCOUNT_FETCH,
  type AccountOverview,
  accountOverviewResponseSchema,
  type EquityHistoryPoint,
  equityHistoryResponseSchema,
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
