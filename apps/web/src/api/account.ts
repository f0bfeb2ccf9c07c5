import { ACCOUNT_FETCH, type AccountOverview, accountOverviewResponseSchema } from "@app/core";
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
