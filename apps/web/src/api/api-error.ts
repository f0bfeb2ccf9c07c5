import type { ErrorBody } from "@app/core";

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

  constructor(body: ErrorBody, status: number | null, options?: { cause?: unknown }) {
    super(body.details ? `${body.error}: ${body.details}` : body.error, options);
    this.body = body;
    this.status = status;
  }
}

/** An error body made on the client side. */
export function clientErrorBody(errorCode: string, error: string, details?: string): ErrorBody {
  return details === undefined
    ? { success: false, errorCode, error }
    : { success: false, errorCode, error, details };
}
