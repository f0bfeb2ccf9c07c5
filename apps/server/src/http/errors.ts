import { AppError, type ErrorBody, errorBody } from "@app/core";
import { HttpRequestError, TransportError } from "@nktkas/hyperliquid";
import { ApiRequestError } from "@nktkas/hyperliquid/api/exchange";
import { z } from "zod";

/** A status and body for any error; unexpected ones say nothing internal. */
export interface ErrorReply {
  readonly status: number;
  readonly body: ErrorBody;
}

const reply = (error: AppError): ErrorReply => ({ status: error.status, body: errorBody(error) });

/** Readable details of a zod error: `coins.0: Invalid option`, one per issue; `root` names the whole value. */
export function describeZodError(error: z.ZodError, root = "body"): string {
  return error.issues
    .slice(0, 10)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : root}: ${issue.message}`)
    .join("; ");
}

/** Maps any thrown value to an error reply of product rules §8. */
export function toErrorReply(error: unknown): ErrorReply {
  return reply(toApiError(error));
}

/** The AppError a thrown value stands for: known failures keep their meaning, the rest is internal. */
export function toApiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError)
    return new AppError("VALIDATION_ERROR", { details: describeZodError(error), cause: error });
  if (error instanceof ApiRequestError)
    return new AppError("EXCHANGE_ERROR", { details: error.message, cause: error });
  if (error instanceof HttpRequestError || error instanceof TransportError) {
    const timedOut = error.cause instanceof Error && error.cause.name === "TimeoutError";
    const details = timedOut ? "the exchange did not answer in time" : error.message;
    return new AppError("EXCHANGE_UNAVAILABLE", { details, cause: error });
  }
  if (isFastifyClientError(error)) {
    const code =
      error.statusCode === 413
        ? "PAYLOAD_TOO_LARGE"
        : error.statusCode === 429
          ? "RATE_LIMITED"
          : "VALIDATION_ERROR";
    return new AppError(code, { details: error.message, cause: error });
  }
  return new AppError("INTERNAL_ERROR", { cause: error });
}

function isFastifyClientError(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error) || !("statusCode" in error)) return false;
  const status = (error as { statusCode: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}
