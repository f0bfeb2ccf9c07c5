import {
  ACCOUNT_FETCH,
  type AccountOverview,
  type ExecuteResponse,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
} from "@app/core";
import { mutationOptions, queryOptions, skipToken } from "@tanstack/react-query";
import { currentApiKeyHeaders } from "../settings/api-keys/api-keys-store.ts";
import { fetchAccountOverview } from "./account.ts";
import { runSmartAnalysis } from "./analysis.ts";
import { ApiError } from "./api-error.ts";
import { executeOrders, type ServerModeExecution } from "./execution.ts";

/** Query keys, so mutations can refresh what they change. */
export const queryKeys = {
  account: ["account"] as const,
  accountOverview: (address: string | undefined) => ["account", "overview", address ?? null] as const,
};

/** The account overview of an address, polled every 30 s; idle without an address. */
export function accountOverviewQueryOptions(address: string | undefined) {
  return queryOptions<AccountOverview, Error>({
    queryKey: queryKeys.accountOverview(address),
    queryFn: address ? ({ signal }) => fetchAccountOverview(address, { signal }) : skipToken,
    refetchInterval: ACCOUNT_FETCH.pollIntervalMs,
    staleTime: 5_000,
    // A server error will not fix itself within a second; the next poll retries.
    retry: (failures, error) => error instanceof ApiError && error.status === null && failures < 1,
  });
}

/** Runs a smart analysis. */
export function smartAnalysisMutationOptions() {
  return mutationOptions<SmartAnalysisData, Error, SmartAnalysisRequestInput>({
    mutationKey: ["smart-analysis"],
    mutationFn: (request) => runSmartAnalysis(request, { headers: currentApiKeyHeaders() }),
  });
}

/**
 * Executes orders in server mode, after `before` (the wallet's sign-in). One idempotency key per
 * execution: the mutation's retries, if any, reuse it.
 */
export function executeOrdersMutationOptions(before: () => Promise<void> = async () => {}) {
  return mutationOptions<ExecuteResponse, Error, ServerModeExecution>({
    mutationKey: ["execute-orders"],
    mutationFn: async (execution) => {
      await before();
      return executeOrders(execution, { idempotencyKey: execution.idempotencyKey });
    },
  });
}
