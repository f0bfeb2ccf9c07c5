import { type AnalysisModelId, type ConnectionTest, testConnectionResponseSchema } from "@app/core";
import { requestJson } from "./http.ts";

export type { ConnectionTest };

/** A provider's answer to a one-word call takes a few seconds at most. */
export const CONNECTION_TEST_TIMEOUT_MS = 30_000;

/**
 * Asks the server to try a key with a one-word call (`GET /api/ai/test-connection`). The key travels
 * only in `headers` (product rules §7); a bad key rejects with the provider's error code.
 */
export async function testAiConnection(
  model: AnalysisModelId | undefined,
  headers: Record<string, string>,
  options: { signal?: AbortSignal } = {},
): Promise<ConnectionTest> {
  const answer = await requestJson("/ai/test-connection", {
    query: model ? { model } : {},
    headers,
    schema: testConnectionResponseSchema,
    signal: options.signal,
    timeoutMs: CONNECTION_TEST_TIMEOUT_MS,
  });
  return answer.data;
}
