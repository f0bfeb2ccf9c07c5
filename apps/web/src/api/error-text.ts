import { translateApiError } from "@app/core";
import type { Language } from "../settings/settings-store.ts";
import { ApiError, CLIENT_ERROR_CODES, clientErrorBody } from "./api-error.ts";

/**
 * The message to show for a failed call, in the interface language: the server's error code
 * translated by core (with ": details" when present), or the network error for anything else.
 */
export function errorText(error: unknown, language: Language): string {
  if (error instanceof ApiError) return translateApiError(error.body, language);
  const reason = error instanceof Error ? error.message : undefined;
  return translateApiError(clientErrorBody(CLIENT_ERROR_CODES.network, "Network error", reason), language);
}
