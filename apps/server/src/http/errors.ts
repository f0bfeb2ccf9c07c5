import { AppError, type ErrorBody, errorBody, exchangeRefusalDetail, validationError } from "@app/core";
import { HttpRequestError, TransportError } from "@nktkas/hyperliquid";
import { ApiRequestError } from "@nktkas/hyperliquid/api/exchange";
import { z } from "zod";

/** A status and body for any error; unexpected ones say nothing internal. */
export interface ErrorReply {
  readonly status: number;
  readonly body: ErrorBody;
}

const reply = (error: AppError): ErrorReply => ({ status: error.status, body: errorBody(error) });

/** Readable details of a zod error in English: `coins.0: Invalid option`, one per issue; `root` names the whole value. */
export function describeZodError(error: z.ZodError, root = "body"): string {
  return validationError(error, root).details ?? "";
}

/** Fastify's codes of a request body it could not read, and the detail each reads as. */
const BODY_ERRORS: Readonly<Record<string, "errorDetail.bodyNotJson" | "errorDetail.bodyTooLarge">> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "errorDetail.bodyNotJson",
  FST_ERR_CTP_EMPTY_JSON_BODY: "errorDetail.bodyNotJson",
  FST_ERR_CTP_BODY_TOO_LARGE: "errorDetail.bodyTooLarge",
};

/** Maps any thrown value to an error reply of product rules §8. */
export function toErrorReply(error: unknown): ErrorReply {
  return reply(toApiError(error));
}

/** The AppError a thrown value stands for: known failures keep their meaning, the rest is internal. */
export function toApiError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  // The exchange's refusal as the catalogue reads it; its own words stay in the cause for the log.
  if (error instanceof ApiRequestError)
    return new AppError("EXCHANGE_ERROR", { detail: exchangeRefusalDetail(error.message), cause: error });
  if (error instanceof HttpRequestError || error instanceof TransportError) {
    const timedOut = error.cause instanceof Error && error.cause.name === "TimeoutError";
    return new AppError(
      "EXCHANGE_UNAVAILABLE",
      timedOut
        ? { detail: { key: "errorDetail.exchangeTimedOut" }, cause: error }
        : { details: error.message, cause: error },
    );
  }
  if (isFastifyClientError(error)) {
    const code =
      error.statusCode === 413
        ? "PAYLOAD_TOO_LARGE"
        : error.statusCode === 429
          ? "RATE_LIMITED"
          : "VALIDATION_ERROR";
    const known = "code" in error && typeof error.code === "string" ? BODY_ERRORS[error.code] : undefined;
    return new AppError(
      code,
      known ? { detail: { key: known }, cause: error } : { details: error.message, cause: error },
    );
  }
  return new AppError("INTERNAL_ERROR", { cause: error });
}

function isFastifyClientError(error: unknown): error is Error & { statusCode: number } {
  if (!(error instanceof Error) || !("statusCode" in error)) return false;
  const status = (error as { statusCode: unknown }).statusCode;
  return typeof status === "number" && status >= 400 && status < 500;
}
