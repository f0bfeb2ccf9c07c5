// What the landing page's main thread does on a slow phone, task by task: serves the built app from the real
// server (as web.ts does), opens `/` in a fresh Chromium profile at 390 × 844 with the CPU slowed 4× (as
// Lighthouse's mobile preset), records a performance trace and prints every main-thread task of 5 ms or more
// with its start against the first contentful paint and what it spent its time on (script, style, layout, …)
// and, from a CPU profile, its busiest functions. Lighthouse counts a task's time past 50 ms after the first
// paint as blocking; this shows which tasks those are and what is in them.
// BENCH_TRACE_RUNS (default 3) runs; BENCH_TRACE_DIST (default apps/web/dist) the build to serve (a build with
// `--minify false` names the functions); BENCH_TRACE_FILE keeps the last run's trace for DevTools.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import { chromium } from "playwright-core";
import { type CpuProfile, summarizeTrace, type TraceEvent } from "./trace-tasks.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.resolve(root, process.env.BENCH_TRACE_DIST ?? "apps/web/dist");
const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 3);
/** CPU slowdown while recording: 4 (a slow phone, default) or 1 (as Lighthouse records before its simulation). */
const CPU = Number(process.env.BENCH_TRACE_CPU ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "toplevel",
  "v8.execute",
  "blink.user_timing",
  "loading",
];

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-web-trace-"));
const server = await startServer(
  loadConfig(
    { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST_DIR: dist, LOG_LEVEL: "silent" },
    root,
  ),
);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run"],
});
try {
  for (let run = 1; run <= RUNS; run++) {
    // A fresh context per run: a first visit, nothing cached, the onboarding dialog included.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once("Tracing.tracingComplete", () => resolve()));
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
    await cdp.send("Tracing.start", { categories: CATEGORIES.join(","), transferMode: "ReportEvents" });
    await cdp.send("Profiler.start");
    await page.goto(`${server.url}/`, { waitUntil: "load" });
    // Lighthouse waits for the page to be quiet; 4 s at 4× covers every task of the first load.
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send("Profiler.stop")) as { profile: CpuProfile };
    await cdp.send("Tracing.end");
    await done;
    if (process.env.BENCH_TRACE_FILE && run === RUNS) {
      await writeFile(process.env.BENCH_TRACE_FILE, JSON.stringify({ traceEvents: events }));
      await writeFile(`${process.env.BENCH_TRACE_FILE}.cpuprofile`, JSON.stringify(profile));
    }
    const summary = summarizeTrace(events, profile);
    console.log(
      `\nrun ${run}: FCP ${summary.fcp.toFixed(0)} ms, LCP ${summary.lcp.toFixed(0)} ms (CPU ${CPU}×, no network throttling); Lighthouse-style blocking time of the app's tasks ${summary.blocking(CPU).toFixed(0)} ms, load average ${os
        .loadavg()
        .map((value) => value.toFixed(1))
        .join(" ")}`,
    );
    for (const task of summary.tasks) {
      const where = task.start < summary.fcp ? "before FCP" : "after FCP ";
      console.log(
        `  ${task.start.toFixed(0).padStart(5)} ms  ${task.duration.toFixed(0).padStart(4)} ms  ${where}  ${task.kinds}`,
      );
      for (const fn of task.functions) console.log(`        ${fn}`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}
