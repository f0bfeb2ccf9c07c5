// The web app as a phone first meets it: builds it, reads the landing page's initial JavaScript (the HTML's
// module graph, gzip) and every lazily loaded chunk, then serves the build from the real server (local
// exchange, fresh data folder) and runs Lighthouse's performance category on the landing page with
// Debian's Chromium, mobile and desktop presets, BENCH_LIGHTHOUSE_RUNS times each (median reported).
// Prints tables for docs/performance.md; budgets (150 KB, score ≥ 98 mobile) are read, not asserted.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "@app/server/config/config";
import { startServer } from "@app/server/server";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { printTable } from "./stats.ts";
import { gzipTotal, kb, readBundle } from "./web-bundle.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A folder to keep each run's full Lighthouse report in (JSON, for its audits and LCP element); unset: none. */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;

if (process.env.BENCH_SKIP_BUILD !== "1") {
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "ignore" });
  if (build.status !== 0) throw new Error("npm run build failed");
}

const bundle = readBundle(dist);
/** A chunk's name without its content hash: `learn-tab-ZxxSvLRU.js` → `learn-tab`. */
const stem = (file: string) => file.replace(/-[\w-]{8}\.js$/, "");

console.log(
  "\nLanding page, initial JavaScript (index.html's module script, its preloads and their static imports)\n",
);
printTable(
  ["measure", "files", "gzip"],
  [
    ["initial JS (budget 150 KB)", String(bundle.initial.length), kb(gzipTotal(bundle.initial))],
    ...bundle.initial.slice(0, 5).map((chunk) => [`  of which ${stem(chunk.file)}`, "1", kb(chunk.gzip)]),
    ["CSS", String(bundle.css.length), kb(gzipTotal(bundle.css))],
  ],
);
console.log("\nChunks loaded later (tabs, wallet runtime, Chinese, charts), largest first\n");
printTable(
  ["chunk", "gzip"],
  bundle.lazy.filter((chunk) => chunk.gzip >= 1000).map((chunk) => [stem(chunk.file), kb(chunk.gzip)]),
);
const small = bundle.lazy.filter((chunk) => chunk.gzip < 1000);
console.log(`\n(and ${small.length} chunks under 1 KB, ${kb(gzipTotal(small))} together)`);

interface Run {
  benchmarkIndex: number;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function audit(url: string, port: number, config: Config | undefined, name: string): Promise<Run> {
  const result = await lighthouse(
    url,
    { port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
    config,
  );
  if (!result) throw new Error("Lighthouse returned nothing");
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (REPORTS) await writeFile(path.join(REPORTS, `${name}.json`), JSON.stringify(lhr));
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: value("first-contentful-paint"),
    lcp: value("largest-contentful-paint"),
    tbt: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    si: value("speed-index"),
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-web-"));
const server = await startServer(
  loadConfig(
    { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, WEB_DIST_DIR: dist, LOG_LEVEL: "silent" },
    root,
  ),
);
const rows: string[][] = [];
try {
  for (const [preset, config] of [
    ["mobile", undefined],
    ["desktop", desktopConfig],
  ] as const) {
    const runs: Run[] = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      // A fresh profile per run: a first visit, nothing cached, the onboarding dialog included.
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM,
        chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
      });
      try {
        runs.push(await audit(`${server.url}/`, chrome.port, config, `${preset}-${i + 1}`));
      } catch (error) {
        // On a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART): such a run is run again.
        if (++failures > 2) throw error;
        console.log(`(${preset} run ${i + 1} failed, run again: ${(error as Error).message})`);
        i--;
      } finally {
        chrome.kill();
      }
    }
    const pick = (key: keyof Run) => median(runs.map((run) => run[key]));
    const ms = (value: number) => `${Math.round(value)} ms`;
    rows.push([
      preset,
      runs.map((run) => run.score).join(" / "),
      String(pick("score")),
      ms(pick("fcp")),
      ms(pick("lcp")),
      ms(pick("tbt")),
      pick("cls").toFixed(3),
      ms(pick("si")),
      String(Math.round(pick("benchmarkIndex"))),
    ]);
  }
} finally {
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse performance, landing page served by the app's server, ${path.basename(CHROMIUM)} headless, ${RUNS} runs (medians)\n`,
);
printTable(
  ["preset", "scores", "median score", "FCP", "LCP", "TBT", "CLS", "Speed Index", "CPU benchmark"],
  rows,
);
// Lighthouse slows the CPU 4× on top of the machine's own speed: on a busy machine (other test runs) the
// blocking time and the mobile score drop with the load, so the load is printed beside them.
console.log(
  `\nload average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" / ")} on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "cpu"})`,
);
