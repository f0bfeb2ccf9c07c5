import type { Message, RunFailure } from "@app/core";
import { apiErrorMessage, translateMessage } from "../i18n/core-messages.ts";
import type { Language } from "../settings/settings-store.ts";
import { ApiError, CLIENT_ERROR_CODES, clientErrorBody } from "./api-error.ts";

/** Options of {@link errorText}. */
export interface ErrorTextOptions {
  /** What to say when the answer broke the contract, if the caller has a better message. */
  invalidResponse?: Message;
}

/** An error that already names its catalogue message (the agent wallet's AgentError). */
function hasUserMessage(error: unknown): error is Error & { userMessage: Message } {
  return (
    error instanceof Error &&
    typeof (error as { userMessage?: { key?: unknown } }).userMessage?.key === "string"
  );
}

/**
 * The message to show for a failed call, in the interface language: the server's error code
 * translated by core (with ": details" when present), or the network error for anything else.
 */
export function errorText(error: unknown, language: Language, options: ErrorTextOptions = {}): string {
  if (hasUserMessage(error)) return translateMessage(error.userMessage, language);
  if (error instanceof ApiError) {
    if (error.kind === "invalid-response" && options.invalidResponse) {
      return translateMessage(options.invalidResponse, language);
    }
    return apiErrorMessage(error.body, language);
  }
  const reason = error instanceof Error ? error.message : undefined;
  return apiErrorMessage(clientErrorBody(CLIENT_ERROR_CODES.network, "Network error", reason), language);
}

/**
 * A failed call as codes and catalogue messages, for a record that is worded again in whatever language its
 * reader has later: the agent's message, the server's answer body; undefined for anything else.
 */
export function errorFailure(error: unknown): RunFailure | undefined {
  if (hasUserMessage(error)) return { kind: "message", message: error.userMessage };
  if (error instanceof ApiError) return { kind: "answer", body: error.body };
  return undefined;
}
