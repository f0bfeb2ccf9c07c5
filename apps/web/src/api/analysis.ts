import {
  type AiSpend,
  aiSpendResponseSchema,
  type RecentAnalysis,
  recentAnalysesResponseSchema,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
  smartAnalysisResponseSchema,
} from "@app/core";
import { dailyBudgetOf } from "../settings/ai-budget-store.ts";
import { requestJson } from "./http.ts";

/** An analysis by a remote model can take a while; the local analyst answers in well under a second. */
export const ANALYSIS_TIMEOUT_MS = 180_000;

/**
 * Asks the server for a smart analysis: an overview, a longer analysis and one decision per coin.
 * `headers` carries the user's API mode and keys (product rules §7); the wallet's daily AI budget, when it
 * set one, goes with the request, so manual and auto-trading analyses alike are refused past it.
 */
export async function runSmartAnalysis(
  request: SmartAnalysisRequestInput,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<SmartAnalysisData> {
  const dailyBudgetUsd = request.dailyBudgetUsd ?? dailyBudgetOf(request.userAddress);
  const answer = await requestJson("/ai/smart-analysis", {
    method: "POST",
    body: dailyBudgetUsd === undefined ? request : { ...request, dailyBudgetUsd },
    schema: smartAnalysisResponseSchema,
    signal: options.signal,
    headers: options.headers,
    timeoutMs: ANALYSIS_TIMEOUT_MS,
  });
  return answer.data;
}

/** How many recent analyses the dashboard lists (product rules §2). */
export const RECENT_ANALYSES_SHOWN = 3;

/** The latest stored analyses of an address, newest first (`GET /api/ai/analyses`). */
export async function fetchRecentAnalyses(
  address: string,
  options: { limit?: number; signal?: AbortSignal } = {},
): Promise<RecentAnalysis[]> {
  const answer = await requestJson("/ai/analyses", {
    query: { address, limit: options.limit ?? RECENT_ANALYSES_SHOWN },
    schema: recentAnalysesResponseSchema,
    signal: options.signal,
    timeoutMs: 10_000,
  });
  return answer.data.analyses;
}

/** What an address's analyses cost today, 00:00 UTC on (`GET /api/ai/spend`). */
export async function fetchAiSpend(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<AiSpend> {
  const answer = await requestJson("/ai/spend", {
    query: { address },
    schema: aiSpendResponseSchema,
    signal: options.signal,
    timeoutMs: 10_000,
  });
  return answer.data;
}
