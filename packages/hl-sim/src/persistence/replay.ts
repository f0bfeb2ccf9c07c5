import { isRecord } from "@app/core/validation/shapes";
import { commitExchange, type ExchangeDeps, verifyExchangeRequest } from "../exchange/handle-exchange.ts";
import { decodeL1Action } from "../exchange/l1-actions.ts";
import { settle } from "../matching/settle.ts";
import type { JournalEntry } from "./journal.ts";

/**
 * Rebuilds the exchange's state from its journal by running every entry again at its recorded
 * instant. L1 actions reuse the recorded signer instead of recovering the signature again, which
 * keeps restarts fast; `deps.record` must ignore entries while this runs.
 */
export async function replayJournal(deps: ExchangeDeps, entries: readonly JournalEntry[]): Promise<void> {
  for (const entry of entries) {
    try {
      await replayEntry(deps, entry);
    } catch {
      // The live request failed the same way (answered 500) after it was journaled; skipping it again
      // keeps the replayed state identical, and one bad entry must not lock the exchange forever.
    }
  }
}

async function replayEntry(deps: ExchangeDeps, entry: JournalEntry): Promise<void> {
  if (entry.k === "s") settle(deps, entry.t);
  else if (entry.k === "o") deps.accounts.open(entry.user, entry.t);
  else if (entry.k === "x") {
    // It was accepted live, so a signer acting for itself was known then (seen in a query, which is
    // not journaled).
    if (!deps.agents.active(entry.signer, entry.t)) deps.accounts.markSeen(entry.signer);
    const type = isRecord(entry.body) && isRecord(entry.body.action) ? entry.body.action.type : undefined;
    const decoded = typeof type === "string" ? await decodeL1Action(type, entry.body) : undefined;
    if (decoded) {
      commitExchange(deps, { decoded, signer: entry.signer, actionHash: entry.hash }, entry.t, entry.body);
      return;
    }
    const verified = await verifyExchangeRequest(entry.body);
    if (verified && !("status" in verified)) commitExchange(deps, verified, entry.t, entry.body);
  }
}
