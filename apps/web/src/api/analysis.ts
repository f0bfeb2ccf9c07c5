import {
  type RecentAnalysis,
  recentAnalysesResponseSchema,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
  smartAnalysisResponseSchema,
} from "@app/core";
import { requestJson } from "./http.ts";

/** An analysis by a remote model can take a while; the local analyst answers in well under a second. */
export const ANALYSIS_TIMEOUT_MS = 180_000;

/**
 * Asks the server for a smart analysis: an overview, a longer analysis and one decision per coin.
 * `headers` carries the user's API mode and keys (product rules §7).
 */
export async function runSmartAnalysis(
  request: SmartAnalysisRequestInput,
  options: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<SmartAnalysisData> {
  const answer = await requestJson("/ai/smart-analysis", {
    method: "POST",
    body: request,
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
