import {
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
  smartAnalysisResponseSchema,
} from "@app/core";
import { requestJson } from "./http.ts";

/** An analysis by a remote model can take a while; the local analyst answers in well under a second. */
export const ANALYSIS_TIMEOUT_MS = 180_000;

/**
 * Asks the server for a smart analysis: an overview, a longer analysis and one decision per coin.
 * `headers` carries the user's API mode and keys (spec §7).
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
