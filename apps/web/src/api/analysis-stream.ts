import {
  type AnalysisProgress,
  analysisStreamEventSchema,
  errorBodySchema,
  type SmartAnalysisData,
  type SmartAnalysisRequestInput,
} from "@app/core";
import { dailyBudgetOf } from "../settings/ai-budget-store.ts";
import { ANALYSIS_TIMEOUT_MS } from "./analysis.ts";
import { ApiError, CLIENT_ERROR_CODES, clientErrorBody, timedOut } from "./api-error.ts";
import { API_BASE } from "./http.ts";

/** Options of {@link streamSmartAnalysis}. */
export interface StreamAnalysisOptions {
  /** Cancels the analysis: the server stops the provider call when the connection closes. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Told each progress event as it arrives. */
  onProgress: (event: AnalysisProgress) => void;
}

const broken = (details: string, cause?: unknown) =>
  new ApiError(clientErrorBody(CLIENT_ERROR_CODES.invalidResponse, "API request failed", details), 200, {
    kind: "invalid-response",
    cause,
  });

/** The events in a block of server-sent-event text: each event's `data` lines joined. */
function eventsOf(block: string): string[] {
  const data = block
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.slice(5).trimStart());
  return data.length > 0 ? [data.join("\n")] : [];
}

/** A failure answer sent before the stream began (a bad request, a missing key, a budget reached). */
async function failureOf(response: Response): Promise<ApiError> {
  let json: unknown;
  try {
    json = JSON.parse(await response.text());
  } catch {
    json = undefined;
  }
  const failure = errorBodySchema.safeParse(json);
  if (failure.success) return new ApiError(failure.data, response.status);
  return new ApiError(
    clientErrorBody(CLIENT_ERROR_CODES.invalidResponse, "API request failed", `HTTP ${response.status}`),
    response.status,
    { kind: "invalid-response" },
  );
}

/**
 * Runs a smart analysis as the model writes it (`POST /api/ai/smart-analysis/stream`): progress events go
 * to `onProgress` as they arrive, and the stored analysis, every rule applied, is the result. Fails like
 * {@link runSmartAnalysis}: an {@link ApiError}, or the abort reason when the caller cancelled.
 */
export async function streamSmartAnalysis(
  request: SmartAnalysisRequestInput,
  options: StreamAnalysisOptions,
): Promise<SmartAnalysisData> {
  const dailyBudgetUsd = request.dailyBudgetUsd ?? dailyBudgetOf(request.userAddress);
  const timeout = AbortSignal.timeout(ANALYSIS_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const rethrow = (cause: unknown): never => {
    if (options.signal?.aborted) throw options.signal.reason;
    const [details, detail] = timeout.aborted ? timedOut(ANALYSIS_TIMEOUT_MS) : [];
    throw new ApiError(clientErrorBody(CLIENT_ERROR_CODES.network, "Network error", details, detail), null, {
      kind: "network",
      cause,
    });
  };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/ai/smart-analysis/stream`, {
      method: "POST",
      signal,
      headers: { "Content-Type": "application/json", Accept: "text/event-stream", ...options.headers },
      body: JSON.stringify(dailyBudgetUsd === undefined ? request : { ...request, dailyBudgetUsd }),
    });
  } catch (cause) {
    return rethrow(cause);
  }
  if (!response.ok || !response.headers.get("content-type")?.includes("text/event-stream") || !response.body)
    throw await failureOf(response);

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // Whatever the body's source, a cancellation ends the read at once.
  signal.addEventListener("abort", () => void reader.cancel().catch(() => {}), { once: true });
  let buffer = "";
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (cause) {
      return rethrow(cause);
    }
    if (chunk.done) break;
    buffer += chunk.value.replaceAll("\r\n", "\n");
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    for (const text of blocks.flatMap(eventsOf)) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        throw broken("unreadable event", cause);
      }
      const event = analysisStreamEventSchema.safeParse(json);
      if (!event.success) throw broken("unexpected event", event.error);
      if (event.data.type === "done") {
        void reader.cancel();
        return event.data.data;
      }
      if (event.data.type === "error") throw new ApiError(event.data.error, response.status);
      options.onProgress(event.data);
    }
  }
  // The connection closed before the analysis ended (the server stopped, a proxy cut it).
  return rethrow(new Error("the analysis stream ended early"));
}
