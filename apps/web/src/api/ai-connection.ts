import type { AnalysisModelId } from "@app/core";
import { type ResponseSchema, requestJson } from "./http.ts";

/** A key that works: the provider and model that answered, and how fast. */
export interface ConnectionTest {
  model: string;
  provider: string;
  modelId: string;
  latencyMs: number;
}

const connectionTestSchema: ResponseSchema<{ data: ConnectionTest }> = {
  safeParse(value) {
    const data = (value as { data?: Record<string, unknown> } | null)?.data;
    if (
      typeof data === "object" &&
      data !== null &&
      typeof data.model === "string" &&
      typeof data.provider === "string" &&
      typeof data.modelId === "string" &&
      typeof data.latencyMs === "number"
    ) {
      const { model, provider, modelId, latencyMs } = data;
      return { success: true, data: { data: { model, provider, modelId, latencyMs } } };
    }
    return { success: false, error: { message: "not a connection test result" } };
  },
};

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
    schema: connectionTestSchema,
    signal: options.signal,
    timeoutMs: CONNECTION_TEST_TIMEOUT_MS,
  });
  return answer.data;
}
