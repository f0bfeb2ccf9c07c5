import { BROWSER_FAILURE_MAX } from "@app/core";
import { ApiError } from "../../api/api-error.ts";
import type { BrowserRunFailure } from "../../api/notifications.ts";
import { isSignInRequired } from "../../api/queries.ts";

/** A failed run of the browser's loop as told to the wallet's channels, with its idempotency key and time. */
export type RunFailureEvent = BrowserRunFailure;

/** Sends one event to the wallet's channels through the signed-in session. */
export type SendRunFailure = (address: string, event: RunFailureEvent) => Promise<void>;

/** Most events kept per wallet while they cannot be sent (the newest are kept). */
export const MAX_PENDING_RUN_FAILURES = 20;
/** Events older than this are no longer sent: news of a week-old failure helps nobody. */
export const PENDING_RUN_FAILURE_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

const storageKey = (address: string) => `pending_run_failures:${address.toLowerCase()}`;

function isEvent(value: unknown): value is RunFailureEvent {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === "string" &&
    typeof item.error === "string" &&
    item.error.trim().length > 0 &&
    typeof item.at === "number" &&
    Number.isFinite(item.at) &&
    (item.model === null || typeof item.model === "string")
  );
}

/** The events of `address` waiting to be sent, oldest first (storage unreadable or tampered: the valid ones). */
export function pendingRunFailures(storage: Storage, address: string): RunFailureEvent[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKey(address)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isEvent) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, address: string, events: readonly RunFailureEvent[]): void {
  try {
    if (events.length === 0) storage.removeItem(storageKey(address));
    else storage.setItem(storageKey(address), JSON.stringify(events));
  } catch {
    // A full or blocked storage keeps nothing: the bell has told the failure already.
  }
}

/** The run's failure as an event with a new idempotency key. */
export function runFailureEvent(
  error: string,
  at: number,
  model: string | null,
  newKey: () => string,
): RunFailureEvent {
  return { key: newKey(), error: error.trim().slice(0, BROWSER_FAILURE_MAX) || "—", at, model };
}

/** Keeps an event to send later (bounded: the newest {@link MAX_PENDING_RUN_FAILURES}, none older than a week). */
export function keepRunFailure(storage: Storage, address: string, event: RunFailureEvent, now: number): void {
  const kept = [...pendingRunFailures(storage, address).filter((item) => item.key !== event.key), event]
    .filter((item) => now - item.at <= PENDING_RUN_FAILURE_MAX_AGE_MS)
    .sort((a, b) => a.at - b.at)
    .slice(-MAX_PENDING_RUN_FAILURES);
  write(storage, address, kept);
}

/**
 * Whether a failed send may go through later: no session yet, no answer, or the server busy or down. Anything
 * else (the event refused as invalid) never will.
 */
export function sendableLater(error: unknown): boolean {
  if (isSignInRequired(error)) return true;
  if (!(error instanceof ApiError)) return false;
  return error.status === null || error.status === 429 || error.status >= 500;
}

/**
 * Sends the events kept for `address`, oldest first, each with its own key and time, and forgets each once the
 * server took it (or refused it for good). Stops at the first that may go through later (still signed out, no
 * answer) and keeps it and the rest. Answers how many were sent.
 */
export async function sendPendingRunFailures(
  address: string,
  deps: { storage: Storage; send: SendRunFailure; now: number },
): Promise<number> {
  let sent = 0;
  for (const event of pendingRunFailures(deps.storage, address)) {
    if (deps.now - event.at > PENDING_RUN_FAILURE_MAX_AGE_MS) {
      forget(deps.storage, address, event.key);
      continue;
    }
    try {
      await deps.send(address, event);
      sent += 1;
    } catch (error) {
      if (sendableLater(error)) break;
    }
    forget(deps.storage, address, event.key);
  }
  return sent;
}

function forget(storage: Storage, address: string, key: string): void {
  write(
    storage,
    address,
    pendingRunFailures(storage, address).filter((item) => item.key !== key),
  );
}
