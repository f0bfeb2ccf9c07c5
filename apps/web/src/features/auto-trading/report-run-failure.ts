import type { AutoTradingRecord } from "@app/core";
import { notifyBrowserRunFailed } from "../../api/notifications.ts";

/** What a run says of itself to {@link reportedRun}. */
export interface RunReport {
  /** The governor stopped this run: the server told the trip itself, so the failure is not told again. */
  governorStopped(): void;
}

/**
 * Runs one run of the browser's loop and, when it failed for another reason than a governor trip, tells the
 * wallet's channels outside the browser (webhook, Telegram) through the signed-in session. Never asks the wallet
 * to sign in for a notification: without a session it is not sent (this tab's bell has told the user already),
 * and a send that fails never fails the run.
 */
export async function reportedRun(
  address: string,
  run: (report: RunReport) => Promise<AutoTradingRecord>,
  send: (address: string, record: AutoTradingRecord) => Promise<void> = notifyBrowserRunFailed,
): Promise<AutoTradingRecord> {
  let governor = false;
  const record = await run({
    governorStopped: () => {
      governor = true;
    },
  });
  if (record.status === "failed" && !governor) await send(address, record).catch(() => undefined);
  return record;
}
