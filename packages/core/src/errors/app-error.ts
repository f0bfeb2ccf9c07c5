import type { ErrorBody } from "../api/common.ts";
import { translate } from "../i18n/translate.ts";
import { ERROR_CODES, type ErrorCode } from "./codes.ts";

/** Options of an AppError. */
export interface AppErrorOptions {
  /** What exactly went wrong, shown after the code's message: "Invalid request: coins: too many". */
  readonly details?: string;
  readonly cause?: unknown;
}

/**
 * The one error type of the product's layers: a stable code, the code's English message as
 * `shortMessage`, optional details and the cause. `message` joins message and details.
 */
export class AppError extends Error {
  override readonly name = "AppError";
  readonly code: ErrorCode;
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const shortMessage = translate({ key: ERROR_CODES[code].messageKey }, "en");
    super(options.details ? `${shortMessage}: ${options.details}` : shortMessage, { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = options.details;
  }

  /** The HTTP status a route answers this error with. */
  get status(): number {
    return ERROR_CODES[this.code].status;
  }
}

/** An AppError as it is, anything else as an INTERNAL_ERROR caused by it. */
export function toAppError(error: unknown): AppError {
  return error instanceof AppError ? error : new AppError("INTERNAL_ERROR", { cause: error });
}

/** The failure body of an API answer (product rules §8): `{ success: false, errorCode, error, details? }`. */
export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { success: false, errorCode: error.code, error: error.shortMessage };
  if (error.details) body.details = error.details;
  return body;
}
