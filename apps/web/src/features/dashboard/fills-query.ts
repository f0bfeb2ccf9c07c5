import { ACCOUNT_FETCH, type AccountFill, type FundingHistory } from "@app/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { fetchFills, fetchFunding } from "../../api/account.ts";
import { queryKeys } from "../../api/queries.ts";

/** The account's fills, refreshed with the account (a close or an execution invalidates `account`). */
export function fillsQueryOptions(address: string | undefined) {
  return queryOptions<AccountFill[], Error>({
    queryKey: [...queryKeys.account, "fills", address ?? null],
    queryFn: address ? ({ signal }) => fetchFills(address, { signal }) : skipToken,
    refetchInterval: ACCOUNT_FETCH.pollIntervalMs,
    staleTime: 5_000,
  });
}

/** The account's funding payments of the last 30 days, refreshed with the account. */
export function fundingQueryOptions(address: string | undefined) {
  return queryOptions<FundingHistory, Error>({
    queryKey: [...queryKeys.account, "funding", address ?? null],
    queryFn: address ? ({ signal }) => fetchFunding(address, { signal }) : skipToken,
    refetchInterval: ACCOUNT_FETCH.pollIntervalMs,
    staleTime: 5_000,
  });
}
