import { AppError } from "@app/core";
import {
  APICallError,
  LoadAPIKeyError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  RetryError,
} from "ai";

/** Names of the DOMExceptions fetch and AbortSignal throw. */
const TIMEOUT = "TimeoutError";
const ABORT = "AbortError";

const nameOf = (error: unknown) =>
  error instanceof Error || error instanceof DOMException ? error.name : "";

/** A short, key-free description of a provider's error body: its message field when it has one. */
function providerMessage(error: APICallError): string {
  const data = error.data as { error?: { message?: unknown } } | undefined;
  const fromData = data?.error?.message;
  if (typeof fromData === "string") return fromData.slice(0, 200);
  try {
    const body = JSON.parse(error.responseBody ?? "") as { error?: { message?: unknown }; message?: unknown };
    const message = body.error?.message ?? body.message;
    if (typeof message === "string") return message.slice(0, 200);
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

/** The spec's error for any failure of a provider call; details never carry the key. */
export function toProviderError(error: unknown, provider: string): AppError {
  if (error instanceof AppError) return error;
  const failure = RetryError.isInstance(error) ? error.lastError : error;
  const name = nameOf(failure);
  if (name === TIMEOUT || (failure instanceof Error && nameOf(failure.cause) === TIMEOUT))
    return new AppError("AI_TIMEOUT", { details: provider, cause: failure });
  if (name === ABORT)
    return new AppError("AI_TIMEOUT", { details: `${provider}: cancelled`, cause: failure });
  if (LoadAPIKeyError.isInstance(failure)) return new AppError("MISSING_NATIVE_API_KEY", { cause: failure });
  if (NoObjectGeneratedError.isInstance(failure) || NoOutputGeneratedError.isInstance(failure))
    return new AppError("AI_INVALID_OUTPUT", { details: `${provider}: ${failure.message}`, cause: failure });
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
