import {
  type AutoTradingRecord,
  primaryModel,
  type RiskCheck,
  type RiskTrip,
  runRecordOf,
  tripMessage,
} from "@app/core";
import { errorFailure, errorText } from "../../api/error-text.ts";
import { translateMessage } from "../../i18n/core-messages.ts";
import { type AutoTradingRunCalls, type AutoTradingRunInput, runAutoTrading } from "./run-auto-trading.ts";

/** What the governor's side of a browser run calls. */
export interface GuardCalls {
  /** The governor's verdict on a run starting now (the server reads the equity from the exchange). */
  check: (address: string) => Promise<RiskCheck>;
  /** A trip stops the loop here, and closes every position when `closePositions` (the browser's signer). */
  tripped: (trip: RiskTrip, closePositions: boolean) => Promise<void>;
}

/**
 * One browser run behind the risk governor (issue 36 item 3): the governor is asked first; a trip stops the
 * loop and the run ends as a failed record saying which limit tripped, before any analysis or order. A
 * governor that cannot be asked fails the run too: no run goes unchecked.
 */
export async function guardedRun(
  input: AutoTradingRunInput,
  calls: AutoTradingRunCalls & GuardCalls,
): Promise<AutoTradingRecord> {
  const { address, config, language, at } = input;
  const model = primaryModel(config.selectedAI);
  let verdict: RiskCheck;
  try {
    verdict = await calls.check(address);
  } catch (error) {
    const failure = errorFailure(error);
    return runRecordOf({ at, model, error: errorText(error, language), ...(failure ? { failure } : {}) });
  }
  if (verdict.allowed || !verdict.trip) return runAutoTrading(input, calls);
  const message = tripMessage(verdict.trip);
  const error = translateMessage(message, language);
  try {
    await calls.tripped(verdict.trip, verdict.closePositions);
  } catch (cause) {
    return runRecordOf({ at, model, error: `${error} ${errorText(cause, language)}` });
  }
  // The trip's message kept, so the record reads in whatever language it is read later.
  return runRecordOf({ at, model, error, failure: { kind: "message", message } });
}
