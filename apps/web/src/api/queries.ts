import {
  ACCOUNT_FETCH,
  type AccountOverview,
  type AiSpend,
  type AutoTradingSchedule,
  type AutoTradingServerRun,
  type ClosePositionResponse,
  type EquityHistoryPoint,
  type ExecuteResponse,
  type MarketPrices,
  type RecentAnalysis,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
} from "@app/core";
import { mutationOptions, queryOptions, skipToken } from "@tanstack/react-query";
import { currentApiKeyHeaders } from "../settings/api-keys/api-keys-store.ts";
import { fetchAccountOverview, fetchEquityHistory } from "./account.ts";
import { fetchAiSpend, fetchRecentAnalyses, runSmartAnalysis } from "./analysis.ts";
import { type StreamAnalysisOptions, streamSmartAnalysis } from "./analysis-stream.ts";
import { ApiError } from "./api-error.ts";
import {
  type AutoTradingScheduleInput,
  fetchAutoTradingRuns,
  fetchAutoTradingSchedule,
  saveAutoTradingSchedule,
} from "./auto-trading.ts";
import { closePosition, type ServerModeClose } from "./close.ts";
import { executeOrders, placeProtection, type ServerModeExecution } from "./execution.ts";
import { fetchMarketPrices } from "./market.ts";

/** Query keys, so mutations can refresh what they change. */
export const queryKeys = {
  account: ["account"] as const,
  accountOverview: (address: string | undefined) => ["account", "overview", address ?? null] as const,
  analyses: ["analyses"] as const,
  recentAnalyses: (address: string | undefined) => ["analyses", "recent", address ?? null] as const,
  autoTrading: ["auto-trading"] as const,
  autoTradingSchedule: (address: string | undefined) =>
    ["auto-trading", "schedule", address?.toLowerCase() ?? null] as const,
  autoTradingRuns: (address: string | undefined) =>
    ["auto-trading", "runs", address?.toLowerCase() ?? null] as const,
};

/** How often the panel and the bell look at the server-side loop while it is the chosen place. */
export const SERVER_AUTO_TRADING_POLL_MS = 10_000;

/** Whether a failure is the server asking for a sign-in (the session is not signed in as the address). */
export function isSignInRequired(error: unknown): boolean {
  return error instanceof ApiError && error.body.errorCode === "SIGN_IN_REQUIRED";
}

/** Polls while the last answer was not a sign-in refusal; a signed-out session waits for the sign-in. */
const pollUnlessSignedOut = (query: { state: { error: unknown } }) =>
  isSignInRequired(query.state.error) ? false : SERVER_AUTO_TRADING_POLL_MS;

/** Retries only a lost answer, once: a refusal or a broken answer will not fix itself. */
const retryLostAnswer = (failures: number, error: Error) =>
  error instanceof ApiError && error.status === null && failures < 1;

/** The server-side auto-trading schedule of a signed-in address (null: none); idle without an address. */
export function autoTradingScheduleQueryOptions(address: string | undefined) {
  return queryOptions<AutoTradingSchedule | null, Error>({
    queryKey: queryKeys.autoTradingSchedule(address),
    queryFn: address ? ({ signal }) => fetchAutoTradingSchedule(address, { signal }) : skipToken,
    refetchInterval: pollUnlessSignedOut,
    staleTime: 5_000,
    retry: retryLostAnswer,
  });
}

/** The latest server-side runs of a signed-in address, newest first; idle without an address. */
export function autoTradingRunsQueryOptions(address: string | undefined) {
  return queryOptions<AutoTradingServerRun[], Error>({
    queryKey: queryKeys.autoTradingRuns(address),
    queryFn: address ? ({ signal }) => fetchAutoTradingRuns(address, { signal }) : skipToken,
    refetchInterval: pollUnlessSignedOut,
    staleTime: 5_000,
    retry: retryLostAnswer,
  });
}

/** Saves the server-side schedule, after `before` (the wallet's sign-in). */
export function saveAutoTradingScheduleMutationOptions(before: () => Promise<void> = async () => {}) {
  return mutationOptions<AutoTradingSchedule | null, Error, AutoTradingScheduleInput>({
    mutationKey: ["auto-trading", "save-schedule"],
    mutationFn: async (request) => {
      await before();
      return saveAutoTradingSchedule(request);
    },
  });
}

/** Current mid prices of some coins, polled with the account; idle without coins. */
export function marketPricesQueryOptions(coins: readonly string[]) {
  const sorted = [...new Set(coins)].sort();
  return queryOptions<MarketPrices, Error>({
    queryKey: ["market", "prices", sorted.join(",")],
    queryFn: sorted.length > 0 ? ({ signal }) => fetchMarketPrices(sorted, { signal }) : skipToken,
    refetchInterval: ACCOUNT_FETCH.pollIntervalMs,
    staleTime: 5_000,
  });
}

/** The server's equity snapshots of an address, refreshed with the account; idle without an address. */
export function equityHistoryQueryOptions(address: string | undefined) {
  return queryOptions<EquityHistoryPoint[], Error>({
    queryKey: [...queryKeys.account, "equity-history", address ?? null],
    queryFn: address ? ({ signal }) => fetchEquityHistory(address, { signal }) : skipToken,
    refetchInterval: ACCOUNT_FETCH.pollIntervalMs,
    staleTime: 5_000,
  });
}

/** The latest stored analyses of an address; idle without an address. */
export function recentAnalysesQueryOptions(address: string | undefined) {
  return queryOptions<RecentAnalysis[], Error>({
    queryKey: queryKeys.recentAnalyses(address),
    queryFn: address ? ({ signal }) => fetchRecentAnalyses(address, { signal }) : skipToken,
    staleTime: 5_000,
  });
}

/** What an address's analyses cost today; refreshed with the analyses, idle without an address. */
export function aiSpendQueryOptions(address: string | undefined) {
  return queryOptions<AiSpend, Error>({
    queryKey: [...queryKeys.analyses, "spend", address ?? null],
    queryFn: address ? ({ signal }) => fetchAiSpend(address, { signal }) : skipToken,
    staleTime: 5_000,
  });
}

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

/** Runs a smart analysis: streamed when `stream` listens to its progress, else in one answer. */
export function smartAnalysisMutationOptions(
  stream?: Pick<StreamAnalysisOptions, "onProgress"> & { signal: () => AbortSignal | undefined },
) {
  return mutationOptions<SmartAnalysisData, Error, SmartAnalysisRequestInput>({
    mutationKey: ["smart-analysis"],
    mutationFn: (request) => {
      const headers = currentApiKeyHeaders();
      if (!stream) return runSmartAnalysis(request, { headers });
      const signal = stream.signal();
      return streamSmartAnalysis(request, {
        headers,
        onProgress: stream.onProgress,
        ...(signal ? { signal } : {}),
      });
    },
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

/** Places an execution's missing stops and targets in server mode, after `before` (the wallet's sign-in). */
export function placeProtectionMutationOptions(before: () => Promise<void> = async () => {}) {
  return mutationOptions<ExecuteResponse, Error, { userAddress: string; executionId: string }>({
    mutationKey: ["place-protection"],
    mutationFn: async (request) => {
      await before();
      return placeProtection(request);
    },
  });
}

/** Closes a position in server mode, after `before` (the wallet's sign-in). */
export function closePositionMutationOptions(before: () => Promise<void> = async () => {}) {
  return mutationOptions<ClosePositionResponse, Error, ServerModeClose>({
    mutationKey: ["close-position"],
    mutationFn: async (close) => {
      await before();
      return closePosition(close);
    },
  });
}
