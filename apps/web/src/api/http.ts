import { errorBodySchema } from "@app/core";
import { ApiError, CLIENT_ERROR_CODES, clientErrorBody, timedOut } from "./api-error.ts";

/** What the client needs of a response schema: core's zod schemas fit. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** Options of {@link requestJson}. */
export interface RequestOptions<T> {
  method?: "GET" | "POST";
  /** Query parameters, appended to the path. */
  query?: Record<string, string | number>;
  /** A JSON body. */
  body?: unknown;
  /** The schema of a successful answer. */
  schema: ResponseSchema<T>;
  /** Cancels the request (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Gives up after this many milliseconds. */
  timeoutMs: number;
  /** Extra request headers (an execution's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** Prefix of every API route; the server is on the same origin (Vite proxies it in development). */
export const API_BASE = "/api";

function urlOf(path: string, query: RequestOptions<unknown>["query"]): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) params.set(name, String(value));
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ""}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Calls an API route and returns its parsed answer. Every failure rejects with an {@link ApiError}:
 * the server's error body when it sent one, NETWORK_ERROR when no answer arrived, and
 * API_REQUEST_FAILED when the answer does not match the contract. A cancellation by the caller's
 * signal rejects with the abort reason, so TanStack Query can ignore it.
 */
export async function requestJson<T>(path: string, options: RequestOptions<T>): Promise<T> {
  const { method = "GET", query, body, schema, signal, timeoutMs, headers: extraHeaders } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(urlOf(path, query), {
      method,
      signal: combined,
      headers: {
        ...(body === undefined
          ? { Accept: "application/json" }
          : { "Content-Type": "application/json", Accept: "application/json" }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (signal?.aborted) throw signal.reason;
    const [details, detail] = timeout.aborted ? timedOut(timeoutMs) : [];
    throw new ApiError(clientErrorBody(CLIENT_ERROR_CODES.network, "Network error", details, detail), null, {
      kind: "network",
      cause,
    });
  }

  const json = await readJson(response);
  const failure = errorBodySchema.safeParse(json);
  if (failure.success) throw new ApiError(failure.data, response.status);
  if (!response.ok) {
    throw new ApiError(
      clientErrorBody(CLIENT_ERROR_CODES.invalidResponse, "API request failed", `HTTP ${response.status}`),
      response.status,
      { kind: "invalid-response" },
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      clientErrorBody(CLIENT_ERROR_CODES.invalidResponse, "API request failed", "unexpected response", {
        key: "errorDetail.unexpectedResponse",
      }),
      response.status,
      { kind: "invalid-response", cause: parsed.error },
    );
  }
  return parsed.data;
}
