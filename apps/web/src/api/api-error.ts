import type { ErrorBody, Message } from "@app/core";

/** Codes of failures the client detects itself; the server's codes come in its error bodies. */
export const CLIENT_ERROR_CODES = {
  /** The request never got an answer (offline, server down, timeout). */
  network: "NETWORK_ERROR",
  /** An answer arrived but is not what the contract promises. */
  invalidResponse: "API_REQUEST_FAILED",
} as const;

/** A failed API call, carrying the error body (the server's, or one the client made up). */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The error body to translate for display. */
  readonly body: ErrorBody;
  /** HTTP status, or null when no answer arrived. */
  readonly status: number | null;
  /** Where it failed: the server said so, no answer arrived, or the answer broke the contract. */
  readonly kind: "server" | "network" | "invalid-response";

  constructor(
    body: ErrorBody,
    status: number | null,
    options: { kind?: ApiError["kind"]; cause?: unknown } = {},
  ) {
    super(body.details ? `${body.error}: ${body.details}` : body.error, { cause: options.cause });
    this.body = body;
    this.status = status;
    this.kind = options.kind ?? "server";
  }
}

/** An error body made on the client side; `detail` words its details in the reader's language. */
export function clientErrorBody(
  errorCode: string,
  error: string,
  details?: string,
  detail?: Message,
): ErrorBody {
  const body: ErrorBody = { success: false, errorCode, error };
  if (details !== undefined) body.details = details;
  if (detail !== undefined) body.detail = detail;
  return body;
}

/** The details of a request that got no answer in time, in both forms. */
export function timedOut(ms: number): [string, Message] {
  const seconds = ms / 1000;
  return [`timed out after ${seconds} s`, { key: "errorDetail.timedOutAfter", params: { seconds } }];
}
