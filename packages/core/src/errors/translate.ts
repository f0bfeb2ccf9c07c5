import { formatMessage, type Language } from "../i18n/message.ts";
import { ERROR_CODES, isErrorCode } from "./codes.ts";

/**
 * The text a failed API answer shows (spec §8): the translated message of a known `errorCode`, with
 * ": details" when the body has details; otherwise the body's `error` text; otherwise "API request failed".
 */
export function translateApiError(body: unknown, language: Language): string {
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const { errorCode, error, details } = fields;
  if (isErrorCode(errorCode)) {
    const message = formatMessage({ key: ERROR_CODES[errorCode].messageKey }, language);
    return typeof details === "string" && details !== "" ? `${message}: ${details}` : message;
  }
  if (typeof error === "string" && error.trim() !== "") return error;
  return formatMessage({ key: ERROR_CODES.API_REQUEST_FAILED.messageKey }, language);
}
