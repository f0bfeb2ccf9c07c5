import type { CoreMessageKey, Language, Message } from "../i18n/message.ts";
import { validationIssueSchema, validationIssuesText } from "../validation/validation-issues.ts";

/** How a code is answered: a suggested HTTP status and the message of both catalogues. */
export interface ErrorCodeInfo {
  readonly status: number;
  readonly messageKey: CoreMessageKey;
}

/**
 * The stable error codes of API answers: the five of product rules §8 first, then the server's own. Clients
 * translate a body by its code, so a code never changes meaning.
 */
export const ERROR_CODES = {
  MISSING_OPENROUTER_API_KEY: { status: 400, messageKey: "error.MISSING_OPENROUTER_API_KEY" },
  MISSING_NATIVE_API_KEY: { status: 400, messageKey: "error.MISSING_NATIVE_API_KEY" },
  API_REQUEST_FAILED: { status: 502, messageKey: "error.API_REQUEST_FAILED" },
  NETWORK_ERROR: { status: 503, messageKey: "error.NETWORK_ERROR" },
  UNAUTHORIZED: { status: 401, messageKey: "error.UNAUTHORIZED" },
  VALIDATION_ERROR: { status: 400, messageKey: "error.VALIDATION_ERROR" },
  INVALID_ADDRESS: { status: 400, messageKey: "error.INVALID_ADDRESS" },
  UNKNOWN_COIN: { status: 400, messageKey: "error.UNKNOWN_COIN" },
  NOT_FOUND: { status: 404, messageKey: "error.NOT_FOUND" },
  RATE_LIMITED: { status: 429, messageKey: "error.RATE_LIMITED" },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: "error.PAYLOAD_TOO_LARGE" },
  EXCHANGE_ERROR: { status: 502, messageKey: "error.EXCHANGE_ERROR" },
  EXCHANGE_UNAVAILABLE: { status: 503, messageKey: "error.EXCHANGE_UNAVAILABLE" },
  ANALYSIS_FAILED: { status: 502, messageKey: "error.ANALYSIS_FAILED" },
  EXECUTION_FAILED: { status: 500, messageKey: "error.EXECUTION_FAILED" },
  LIVE_TRADING_BLOCKED: { status: 403, messageKey: "error.LIVE_TRADING_BLOCKED" },
  MODEL_UNAVAILABLE: { status: 400, messageKey: "error.MODEL_UNAVAILABLE" },
  SERVER_MODE_UNAVAILABLE: { status: 503, messageKey: "error.SERVER_MODE_UNAVAILABLE" },
  SERVER_STARTING: { status: 503, messageKey: "error.SERVER_STARTING" },
  SERVER_STOPPING: { status: 503, messageKey: "error.SERVER_STOPPING" },
  NOT_READY: { status: 503, messageKey: "error.NOT_READY" },
  INTERNAL_ERROR: { status: 500, messageKey: "error.INTERNAL_ERROR" },
  AI_RATE_LIMITED: { status: 429, messageKey: "error.AI_RATE_LIMITED" },
  AI_CREDITS_EXHAUSTED: { status: 402, messageKey: "error.AI_CREDITS_EXHAUSTED" },
  AI_TIMEOUT: { status: 504, messageKey: "error.AI_TIMEOUT" },
  AI_INVALID_OUTPUT: { status: 502, messageKey: "error.AI_INVALID_OUTPUT" },
  AI_MODEL_NOT_FOUND: { status: 502, messageKey: "error.AI_MODEL_NOT_FOUND" },
  AI_BUDGET_REACHED: { status: 402, messageKey: "error.AI_BUDGET_REACHED" },
  // Sign-in, agents and execution
  SIGN_IN_REQUIRED: { status: 401, messageKey: "error.SIGN_IN_REQUIRED" },
  SIGN_IN_FAILED: { status: 401, messageKey: "error.SIGN_IN_FAILED" },
  INVALID_SIGNATURE: { status: 401, messageKey: "error.INVALID_SIGNATURE" },
  AGENT_NOT_AUTHORIZED: { status: 403, messageKey: "error.AGENT_NOT_AUTHORIZED" },
  AGENT_EXPIRED: { status: 403, messageKey: "error.AGENT_EXPIRED" },
  ORDER_TOO_LARGE: { status: 403, messageKey: "error.ORDER_TOO_LARGE" },
  EXECUTION_IN_PROGRESS: { status: 409, messageKey: "error.EXECUTION_IN_PROGRESS" },
  IDEMPOTENCY_KEY_REUSED: { status: 422, messageKey: "error.IDEMPOTENCY_KEY_REUSED" },
  NO_POSITION: { status: 404, messageKey: "error.NO_POSITION" },
  NO_STOP: { status: 409, messageKey: "error.NO_STOP" },
  WITHDRAW_UNAVAILABLE: { status: 403, messageKey: "error.WITHDRAW_UNAVAILABLE" },
  REPLAY_RUNNING: { status: 409, messageKey: "error.REPLAY_RUNNING" },
  REPLAY_NOT_RESUMABLE: { status: 409, messageKey: "error.REPLAY_NOT_RESUMABLE" },
  REPLAY_BUDGET_REACHED: { status: 409, messageKey: "error.REPLAY_BUDGET_REACHED" },
  RISK_BREAKER_TRIPPED: { status: 409, messageKey: "error.RISK_BREAKER_TRIPPED" },
} as const satisfies Record<string, ErrorCodeInfo>;

/** One error code. */
export type ErrorCode = keyof typeof ERROR_CODES;

/** Whether a string is a known error code. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CODES, value);
}

/** The catalogue groups a body's `detail` may name: the details' own, the exchange's refusals, the planner's rules. */
const DETAIL_PREFIXES = ["errorDetail.", "exchange.refused.", "plan."] as const;

/**
 * A body's `detail` (an `errorDetail.*` or `exchange.refused.*` message of the core catalogue) translated, or undefined when it is
 * missing, malformed or unknown to this client's catalogue (an older client): the English `details` then.
 */
function detailText(detail: unknown, translateMessage: (message: Message) => string): string | undefined {
  if (typeof detail !== "object" || detail === null) return undefined;
  const { key, params } = detail as Record<string, unknown>;
  if (typeof key !== "string" || !DETAIL_PREFIXES.some((prefix) => key.startsWith(prefix))) return undefined;
  let values: Record<string, string | number> | undefined;
  if (params !== undefined) {
    if (typeof params !== "object" || params === null) return undefined;
    values = {};
    for (const [name, value] of Object.entries(params)) {
      if (typeof value !== "string" && typeof value !== "number") return undefined;
      values[name] = value;
    }
  }
  // Checked to start with errorDetail.; a key this catalogue lacks comes back as the key itself.
  const message = { key: key as CoreMessageKey, ...(values ? { params: values } : {}) };
  const text = translateMessage(message);
  return text === key ? undefined : text;
}

/** A body's validation issues worded in the reader's language, or undefined when it has none readable. */
function issuesText(
  issues: unknown,
  language: Language,
  translateMessage: (message: Message) => string,
): string | undefined {
  const parsed = validationIssueSchema.array().min(1).safeParse(issues);
  if (!parsed.success) return undefined;
  return validationIssuesText(parsed.data, language, (key) => {
    // A key this catalogue lacks (an answer from a newer server) comes back as the key itself.
    const text = translateMessage({ key: key as CoreMessageKey });
    return text === key ? undefined : text;
  });
}

/**
 * The text a failed API answer shows (product rules §8): the translated message of a known `errorCode`, with
 * ": details" when the body has details (its validation issues or its `detail` in the reader's language when
 * it has them); otherwise the body's `error` text; otherwise "API request failed". `translateMessage` puts a
 * core message into `language` (the web passes its own i18next's).
 */
export function apiErrorText(
  body: unknown,
  translateMessage: (message: Message) => string,
  language: Language,
): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const { errorCode, error, details } = fields;
  if (isErrorCode(errorCode)) {
    const message = translateMessage({ key: ERROR_CODES[errorCode].messageKey });
    const shown =
      issuesText(fields.issues, language, translateMessage) ??
      detailText(fields.detail, translateMessage) ??
      (typeof details === "string" && details !== "" ? details : undefined);
    return shown === undefined ? message : `${message}: ${shown}`;
  }
  if (typeof error === "string" && error.trim() !== "") return error;
  return translateMessage({ key: ERROR_CODES.API_REQUEST_FAILED.messageKey });
}
