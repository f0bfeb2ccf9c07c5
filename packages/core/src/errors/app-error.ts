import type { z } from "zod";
import type { ErrorBody } from "../api/common.ts";
import type { CoreMessageKey, Message } from "../i18n/message.ts";
import { translate } from "../i18n/translate.ts";
import { type ValidationIssue, validationIssuesOf } from "../validation/validation-issues.ts";
import { ERROR_CODES, type ErrorCode } from "./codes.ts";

/** Options of an AppError. */
export interface AppErrorOptions {
  /** What exactly went wrong, shown after the code's message: "Invalid request: coins: too many". */
  readonly details?: string;
  /**
   * The details as a catalogue message (`errorDetail.*`), for details a user reads: the answer carries it
   * so that a client shows it in its reader's language, and `details` becomes its English text.
   */
  readonly detail?: Message;
  /** A validation error's failed checks, which a client words in its reader's language. */
  readonly issues?: readonly ValidationIssue[];
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
  /** The details as a catalogue message, when they were given as one. */
  readonly detail: Message | undefined;
  /** A validation error's failed checks, when it has them. */
  readonly issues: readonly ValidationIssue[] | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const shortMessage = translate({ key: ERROR_CODES[code].messageKey }, "en");
    const details = options.detail ? translate(options.detail, "en") : options.details;
    super(details ? `${shortMessage}: ${details}` : shortMessage, { cause: options.cause });
    this.code = code;
    this.shortMessage = shortMessage;
    this.details = details;
    this.detail = options.detail;
    this.issues = options.issues;
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

/**
 * The failure body of an API answer (product rules §8): `{ success: false, errorCode, error, details? }`,
 * and `detail` (the details' catalogue message) when the details were given as one.
 */
export function errorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { success: false, errorCode: error.code, error: error.shortMessage };
  if (error.details) body.details = error.details;
  if (error.detail) body.detail = error.detail;
  if (error.issues && error.issues.length > 0) body.issues = [...error.issues];
  return body;
}

/**
 * The VALIDATION_ERROR of a failed zod parse: its issues (for a client to word in its reader's language) and,
 * as details, `path: why` in English; `root` names the whole value ("body", "query").
 */
export function validationError(error: z.ZodError, root = "body"): AppError {
  // A schema's own message is a catalogue key (validation.field.*): its English text for the details.
  const issues = validationIssuesOf(error, root, (key) => translate({ key: key as CoreMessageKey }, "en"));
  const details = issues.map((issue) => `${issue.path}: ${issue.message}`).join("; ");
  return new AppError("VALIDATION_ERROR", { details, issues, cause: error });
}
