import {
  browserNotificationResponseSchema,
  type NotificationSettings,
  type NotificationSettingsRequest,
  notificationSettingsResponseSchema,
  notificationTestResponseSchema,
} from "@app/core";
import { queryOptions, skipToken } from "@tanstack/react-query";
import { requestJson } from "./http.ts";

const TIMEOUT_MS = 15_000;
/** A test waits for each receiver (up to 10 s each on the server). */
const TEST_TIMEOUT_MS = 30_000;

/** The notification settings' query key. */
export const notificationSettingsKey = (address: string | undefined) =>
  ["notifications", address?.toLowerCase() ?? null] as const;

/** A save as the client writes it. */
export type NotificationSettingsInput = Omit<NotificationSettingsRequest, "userAddress"> & {
  userAddress: string;
};

/** The notification channels of the signed-in address (no secret comes back). */
export async function fetchNotificationSettings(
  address: string,
  options: { signal?: AbortSignal } = {},
): Promise<NotificationSettings> {
  const answer = await requestJson("/notifications/settings", {
    query: { address },
    schema: notificationSettingsResponseSchema,
    signal: options.signal,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** Saves the channels; the secrets travel once, here, and are stored sealed. */
export async function saveNotificationSettings(
  request: NotificationSettingsInput,
): Promise<NotificationSettings> {
  const answer = await requestJson("/notifications/settings", {
    method: "POST",
    body: request,
    schema: notificationSettingsResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
  return answer.data;
}

/** A failed run of the browser's loop as the server is told it (its key makes a repeat a no-op). */
export interface BrowserRunFailure {
  readonly key: string;
  readonly error: string;
  /** When the run started (ms since the epoch). */
  readonly at: number;
  readonly model: string | null;
}

/**
 * Tells the wallet's channels that a run of this browser's loop failed (`POST /api/notifications/browser-event`,
 * the signed-in session's address only); `error` is in the user's language already. The same key sent again is
 * told once.
 */
export async function notifyBrowserRunFailed(address: string, failure: BrowserRunFailure): Promise<void> {
  await requestJson("/notifications/browser-event", {
    method: "POST",
    body: { userAddress: address, event: "run-failed", ...failure },
    schema: browserNotificationResponseSchema,
    timeoutMs: TIMEOUT_MS,
  });
}

/** Sends a test message on each configured channel and answers how each went. */
export async function testNotifications(address: string) {
  const answer = await requestJson("/notifications/test", {
    method: "POST",
    body: { userAddress: address },
    schema: notificationTestResponseSchema,
    timeoutMs: TEST_TIMEOUT_MS,
  });
  return answer.data.results;
}

/** The notification settings of a signed-in address; idle without an address. */
export function notificationSettingsQueryOptions(address: string | undefined) {
  return queryOptions<NotificationSettings, Error>({
    queryKey: notificationSettingsKey(address),
    queryFn: address ? ({ signal }) => fetchNotificationSettings(address, { signal }) : skipToken,
    retry: false,
  });
}
