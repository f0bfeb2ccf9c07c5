import { fetchSession } from "../../api/auth.ts";
import { notifyBrowserRunFailed } from "../../api/notifications.ts";
import { sessionSignedIn, useSession } from "../../wallet/session-store.ts";
import { pendingRunFailures, type SendRunFailure, sendPendingRunFailures } from "./pending-run-failures.ts";

const sending = new Map<string, Promise<number>>();

/**
 * Sends the failed runs this browser kept for `address` while it was signed out (called after a sign-in as it),
 * one send at a time per address in this tab; answers how many were sent. Other tabs may send the same events:
 * the server tells each key once.
 */
export function sendKeptRunFailures(
  address: string,
  send: SendRunFailure = notifyBrowserRunFailed,
  storage: Storage = localStorage,
): Promise<number> {
  const key = address.toLowerCase();
  const running = sending.get(key);
  if (running) return running;
  const started = sendPendingRunFailures(key, { storage, send, now: Date.now() }).finally(() =>
    sending.delete(key),
  );
  sending.set(key, started);
  return started;
}

/**
 * When this browser kept failed runs for `address` and the page does not know its session yet, asks the server
 * whether the session is signed in as it already (a sign-in of an earlier visit): the page then follows it, and
 * the kept runs are sent. Asks nothing when nothing is kept.
 */
export async function findSessionForKeptRunFailures(
  address: string,
  storage: Storage = localStorage,
): Promise<void> {
  const known = useSession.getState().address === address.toLowerCase();
  if (known || pendingRunFailures(storage, address).length === 0) return;
  const session = await fetchSession().catch(() => null);
  if (session?.address && session.address.toLowerCase() === address.toLowerCase())
    sessionSignedIn(session.address);
}
