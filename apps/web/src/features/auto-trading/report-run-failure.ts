import type { AutoTradingRecord } from "@app/core";
import { notifyBrowserRunFailed } from "../../api/notifications.ts";
import {
  keepRunFailure,
  type RunFailureEvent,
  runFailureEvent,
  type SendRunFailure,
  sendableLater,
} from "./pending-run-failures.ts";

/** What a run says of itself to {@link reportedRun}. */
export interface RunReport {
  /** The governor stopped this run: the server told the trip itself, so the failure is not told again. */
  governorStopped(): void;
}

/** Where {@link reportedRun} tells a failure: the server, else this browser's storage until the next sign-in. */
export interface RunFailureOutlet {
  readonly send: SendRunFailure;
  readonly storage: Storage;
  readonly now: () => number;
  readonly newKey: () => string;
  /** The failure could not be sent now and is kept: the bell says it goes out after the sign-in. */
  kept(event: RunFailureEvent): void;
}

/** The outlet of the app: the server's browser-event route, this browser's local storage and clock. */
export const browserRunFailureOutlet = (kept: RunFailureOutlet["kept"]): RunFailureOutlet => ({
  send: notifyBrowserRunFailed,
  storage: localStorage,
  now: Date.now,
  newKey: () => crypto.randomUUID(),
  kept,
});

/**
 * Runs one run of the browser's loop and, when it failed for another reason than a governor trip, tells the
 * wallet's channels outside the browser (webhook, Telegram) through the signed-in session. Never asks the wallet
 * to sign in for a notification: without a session (or without an answer) the event is kept in this browser with
 * its idempotency key and time, and sent at the next sign-in (see `sendPendingRunFailures`); the server tells the
 * channels once per key. A send that fails never fails the run.
 */
export async function reportedRun(
  address: string,
  run: (report: RunReport) => Promise<AutoTradingRecord>,
  outlet: RunFailureOutlet,
): Promise<AutoTradingRecord> {
  const { send, storage, now, newKey, kept } = outlet;
  let governor = false;
  const record = await run({
    governorStopped: () => {
      governor = true;
    },
  });
  if (record.status !== "failed" || governor) return record;
  const event = runFailureEvent(record.error ?? record.summary, record.timestamp, record.model, newKey);
  try {
    await send(address, event);
  } catch (error) {
    if (sendableLater(error)) {
      keepRunFailure(storage, address, event, now());
      kept(event);
    }
  }
  return record;
}
