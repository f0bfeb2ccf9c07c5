import { type AccountOverview, accountOverviewResponseSchema } from "@app/core";
import { requestJson } from "./http.ts";

/** How long the overview may take before it counts as failed (spec §9). */
export const ACCOUNT_OVERVIEW_TIMEOUT_MS = 10_000;

/** The performance baseline the dashboard asks for (spec §9). */
export const DEFAULT_INITIAL_BALANCE = 10_000;

/** Reads the paper account of an address: performance, positions, orders and history. */
export async function fetchAccountOverview(
  address: string,
  options: { initialBalance?: number; signal?: AbortSignal } = {},
): Promise<AccountOverview> {
  const answer = await requestJson("/account/overview", {
    query: { address, initialBalance: options.initialBalance ?? DEFAULT_INITIAL_BALANCE },
    schema: accountOverviewResponseSchema,
    signal: options.signal,
    timeoutMs: ACCOUNT_OVERVIEW_TIMEOUT_MS,
  });
  return answer.data;
}
