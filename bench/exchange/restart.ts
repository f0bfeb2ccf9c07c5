// Restart of the local exchange after many journaled orders: the data folder is filled through the
// exchange itself (signed orders, 16 in flight, compactions as they come), copied as it is (as after
// a crash: snapshot + the journal's tail), then compacted in the background while requests are
// answered (snapshot only), and closed. Each folder is
// opened in a fresh process (open-once.ts), as a restart is, next to an empty folder for the
// process's own start-up.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createHlSim } from "@app/hl-sim";
import { DEFAULT_COMPACT_EVERY } from "@app/hl-sim/sim";
import { summarize } from "../stats.ts";
import { btcMid, openAccounts, signOrders } from "./orders.ts";
import { submitInProcess } from "./submit.ts";

/** Median times of opening a folder in a fresh process: inside it, and the whole process. */
export interface OpenTimes {
  readonly inProcessMs: number;
  readonly wholeProcessMs: number;
}

/** What filling the folder and opening it again took. */
export interface RestartFigures {
  /** Orders per second while filling (in process, 16 in flight, journal with compactions). */
  readonly fillRate: number;
  /** Journal entries replayed after the crash (those since the last compaction). */
  readonly crashTail: number;
  readonly crash: OpenTimes;
  /** A background compaction of the whole state: how long it took, in all. */
  readonly compactionMs: number;
  /** The longest the event loop was held meanwhile. */
  readonly compactionStallMs: number;
  /** `allMids` requests answered meanwhile, one per turn of the event loop. */
  readonly answeredDuringCompaction: number;
  readonly snapshotBytes: number;
  readonly clean: OpenTimes;
  /** An empty folder: the process's start-up and module loading alone. */
  readonly empty: OpenTimes;
}

const OPEN_ONCE = path.join(import.meta.dirname, "open-once.ts");

/** Opens `dataDir` in `runs` fresh processes; medians. */
function openInFreshProcess(dataDir: string, runs = 3): OpenTimes {
  const inside: number[] = [];
  const whole: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const output = execFileSync(process.execPath, [OPEN_ONCE, dataDir], { encoding: "utf8" });
    whole.push(performance.now() - started);
    inside.push(Number(output.trim()));
  }
  return { inProcessMs: summarize(inside).median, wholeProcessMs: summarize(whole).median };
}

/** Places `count` + 5,000 signed orders into a journal under `workDir`, then times restarts. */
export async function measureRestart(workDir: string, count: number): Promise<RestartFigures> {
  const dataDir = path.join(workDir, "live");
  const crashDir = path.join(workDir, "crash");
  const emptyDir = path.join(workDir, "empty");
  mkdirSync(emptyDir, { recursive: true });
  const sim = createHlSim({ dataDir });
  await openAccounts(sim);
  // Half a compaction interval more, so the crash leaves that many journal entries to replay.
  const bodies = await signOrders(count + DEFAULT_COMPACT_EVERY / 2, await btcMid(sim), Date.now());
  const { rate: fillRate } = await submitInProcess(sim, bodies, 16);
  // As after a crash: the files as the running exchange left them, not closed.
  cpSync(dataDir, crashDir, { recursive: true });
  // Lines after the header (the file ends with a newline).
  const crashTail = readFileSync(path.join(crashDir, "journal.ndjson"), "utf8").split("\n").length - 2;
  // A compaction of everything, in the background, while requests keep coming.
  const stalls = monitorEventLoopDelay({ resolution: 1 });
  let done = false;
  const compacting = performance.now();
  stalls.enable();
  const compaction = sim.compact().then(() => {
    done = true;
  });
  let answeredDuringCompaction = 0;
  while (!done) {
    await new Promise((resolve) => setImmediate(resolve));
    await sim.handle("/info", '{"type":"allMids"}');
    answeredDuringCompaction += 1;
  }
  await compaction;
  stalls.disable();
  const compactionMs = performance.now() - compacting;
  sim.close();
  const snapshotBytes = statSync(path.join(dataDir, "snapshot.ndjson")).size;
  return {
    fillRate,
    crashTail,
    crash: openInFreshProcess(crashDir),
    compactionMs,
    compactionStallMs: stalls.max / 1e6,
    answeredDuringCompaction,
    snapshotBytes,
    clean: openInFreshProcess(dataDir),
    empty: openInFreshProcess(emptyDir),
  };
}
