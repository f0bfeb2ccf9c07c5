// Restart of the local exchange after many journaled orders: the data folder is filled through the
// exchange itself (signed orders, 16 in flight, compactions as they come), then opened again as
// after a crash (snapshot + the journal's tail replayed) and after a clean close (snapshot only).
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createHlSim } from "@app/hl-sim";
import { DEFAULT_COMPACT_EVERY } from "@app/hl-sim/sim";
import { btcMid, openAccounts, signOrders } from "./orders.ts";
import { submitConcurrently } from "./submit.ts";

/** What filling the folder and opening it again took. */
export interface RestartFigures {
  /** Orders per second while filling (in process, 16 in flight, journal with compactions). */
  readonly fillRate: number;
  /** Journal entries replayed after the crash (those since the last compaction). */
  readonly crashTail: number;
  readonly crashMs: number;
  /** Compaction on close: the whole state written. */
  readonly closeMs: number;
  readonly snapshotBytes: number;
  readonly cleanMs: number;
}

async function openTimed(dataDir: string): Promise<number> {
  const started = performance.now();
  await createHlSim({ dataDir }).ready;
  return performance.now() - started;
}

/** Places `count` + 5,000 signed orders into a journal in `dataDir`, then times restarts. */
export async function measureRestart(dataDir: string, count: number): Promise<RestartFigures> {
  const sim = createHlSim({ dataDir });
  await openAccounts(sim);
  // Half a compaction interval more, so the crash leaves that many journal entries to replay.
  const bodies = await signOrders(count + DEFAULT_COMPACT_EVERY / 2, await btcMid(sim), Date.now());
  const fillRate = await submitConcurrently(sim, bodies, 16);
  // Lines after the header (the file ends with a newline).
  const crashTail = readFileSync(path.join(dataDir, "journal.ndjson"), "utf8").split("\n").length - 2;
  // As after a crash: the running exchange is not closed, the folder is opened as it is.
  const crashMs = await openTimed(dataDir);
  const closing = performance.now();
  sim.close();
  const closeMs = performance.now() - closing;
  const snapshotBytes = statSync(path.join(dataDir, "snapshot.ndjson")).size;
  const cleanMs = await openTimed(dataDir);
  return { fillRate, crashTail, crashMs, closeMs, snapshotBytes, cleanMs };
}
