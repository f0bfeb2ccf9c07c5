import { AppError } from "@app/core";
import {
  APICallError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
} from "ai";

const REDACTED = "[redacted]";

/** Shapes of secrets a provider or gateway may echo: provider keys, bearer tokens, long hex or base64. */
const SECRET_SHAPES: readonly RegExp[] = [
  /\bBearer\s+[A-Za-z0-9._~+/=-]+/gi,
  /\bsk-(?:ant-|or-|proj-)?[A-Za-z0-9_-]{8,}/g,
  /\bAIza[0-9A-Za-z_-]{20,}/g,
  /\b(?:xai|gsk|pplx|hf)[-_][A-Za-z0-9_-]{16,}/g,
  /\b(?:0x)?[0-9a-fA-F]{32,}\b/g,
  /[A-Za-z0-9+/_-]{32,}={0,2}/g,
];

/**
 * A text with anything key-like replaced by "[redacted]": the given keys verbatim (the request's own),
 * then every known key shape. Provider error texts pass through here before an answer or a log.
 */
export function redactSecrets(text: string, keys: readonly (string | undefined)[] = []): string {
  let redacted = text;
  for (const key of keys) {
    const bare = key?.trim().replace(/^Bearer\s+/i, "");
    if (bare && bare.length >= 6) redacted = redacted.split(bare).join(REDACTED);
  }
  for (const shape of SECRET_SHAPES) redacted = redacted.replace(shape, REDACTED);
  return redacted;
}

/** A stand-in for a provider failure that keeps its name and a redacted message, nothing else (logs see it). */
function redactedCause(error: unknown, keys: readonly (string | undefined)[]): Error {
  const cause = new Error(redactSecrets(error instanceof Error ? error.message : String(error), keys));
  cause.name = error instanceof Error ? error.name : "Error";
  return cause;
}

/** Names of the DOMExceptions fetch and AbortSignal throw. */
const TIMEOUT = "TimeoutError";
const ABORT = "AbortError";

const nameOf = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.name : "";

/** A description of a provider's error body: its message field when it has one (redacted and cut by the caller). */
function providerMessage(error: APICallError): string {
  const data = error.data as { error?: { message?: unknown } } | undefined;
  const fromData = data?.error?.message;
  if (typeof fromData === "string") return fromData;
  try {
    const body = JSON.parse(error.responseBody ?? "") as { error?: { message?: unknown }; message?: unknown };
    const message = body.error?.message ?? body.message;
    if (typeof message === "string") return message;
  } catch {
    // Not JSON: fall back to the status alone.
  }
  return `HTTP ${error.statusCode ?? "error"}`;
}

/** Whether a provider answer means the key is wrong: 401/403, or Gemini's 400 with API_KEY_INVALID. */
function isUnauthorized(error: APICallError): boolean {
  const status = error.statusCode;
  if (status === 401 || status === 403) return true;
  return status === 400 && (error.responseBody ?? "").includes("API_KEY_INVALID");
}

/**
 * The spec's error for any failure of a provider call. Its details and its cause (what the log prints)
 * are redacted of `apiKey` and of anything key-like, since a gateway may echo keys in its error text.
 */
export function toProviderError(error: unknown, provider: string, apiKey?: string): AppError {
  if (error instanceof AppError) return error;
  const raw = RetryError.isInstance(error) ? error.lastError : error;
  // Redacted before it is cut short, so no part of a secret survives the cut.
  const made = classify(raw, provider);
  // A catalogue detail names only the provider; free text may echo a key and is redacted.
  return new AppError(made.code, {
    ...(made.detail
      ? { detail: made.detail }
      : made.details === undefined
        ? {}
        : { details: redactSecrets(made.details, [apiKey]).slice(0, 300) }),
    cause: redactedCause(raw, [apiKey]),
  });
}

function classify(failure: unknown, provider: string): AppError {
  const name = nameOf(failure);
  if (name === TIMEOUT || (failure instanceof Error && nameOf(failure.cause) === TIMEOUT))
    return new AppError("AI_TIMEOUT", { details: provider, cause: failure });
  if (name === ABORT)
    return new AppError("AI_TIMEOUT", {
      detail: { key: "errorDetail.aiCancelled", params: { provider } },
      cause: failure,
    });
  if (LoadAPIKeyError.isInstance(failure)) return new AppError("MISSING_NATIVE_API_KEY", { cause: failure });
  if (NoObjectGeneratedError.isInstance(failure) || NoOutputGeneratedError.isInstance(failure))
    // The SDK's own words stay in the cause, for the log.
    return new AppError("AI_INVALID_OUTPUT", {
      detail: { key: "errorDetail.aiNoOutput", params: { provider } },
      cause: failure,
    });
  if (APICallError.isInstance(failure)) {
    const status = failure.statusCode;
    const details = `${provider}: ${providerMessage(failure)}`;
    if (status === undefined) return new AppError("NETWORK_ERROR", { details: provider, cause: failure });
    if (isUnauthorized(failure)) return new AppError("UNAUTHORIZED", { details, cause: failure });
    // Anthropic says an empty balance with a 400.
    if (status === 402 || (status === 400 && /credit balance/i.test(failure.responseBody ?? "")))
      return new AppError("AI_CREDITS_EXHAUSTED", { details, cause: failure });
    if (status === 404) return new AppError("AI_MODEL_NOT_FOUND", { details, cause: failure });
    if (status === 429) return new AppError("AI_RATE_LIMITED", { details, cause: failure });
    return new AppError("API_REQUEST_FAILED", { details, cause: failure });
  }
  if (failure instanceof TypeError && /fetch failed/i.test(failure.message))
    return new AppError("NETWORK_ERROR", { details: provider, cause: failure });
  return new AppError("API_REQUEST_FAILED", { details: provider, cause: failure });
}
