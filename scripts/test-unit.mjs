// The unit and integration stage: the Node project (core, hl-sim, server) and the web project in two Vitest
// processes at the same time. Within one process Vitest runs projects one after another and gives every
// project of a group the same worker count; side by side, web's single worker fills the cores while the
// server's tests wait on servers and databases. The Node run prints live; web's output is held and printed
// whole after it, so the two never interleave. Fails if either fails; Ctrl-C stops both. The JSON reports
// are merged into test-results/vitest.json (the counts and stage times of scripts/test-all.mjs read it).
// Arguments go to both runs, e.g. `npm run test:unit -- --bail=1`.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { nodeTestFlags } from "./node-test-flags.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
const reports = path.join(root, "test-results");
mkdirSync(reports, { recursive: true });

const runs = [
  // The Node run's own process builds the migrated PGlite template (a global setup) on a machine that has none,
  // before any worker starts: it runs as its workers do.
  {
    project: "node",
    workers: process.env.VITEST_NODE_WORKERS ?? "2",
    live: true,
    nodeFlags: nodeTestFlags,
  },
  { project: "web", workers: process.env.VITEST_WEB_WORKERS ?? "1", live: false, nodeFlags: [] },
];

const children = runs.map((run) => {
  const report = path.join(reports, `vitest-${run.project}.json`);
  rmSync(report, { force: true });
  const args = [
    ...run.nodeFlags,
    vitest,
    "run",
    `--project=${run.project}`,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ];
  const env = {
    // Node keeps the bytecode of the modules it compiled, keyed by their content: a re-run's processes load
    // the server, exchange and core with less CPU (docs/testing.md). A fresh clone's first run fills it.
    NODE_COMPILE_CACHE: path.join(root, "node_modules/.cache/node-compile-cache"),
    ...process.env,
    [`VITEST_${run.project.toUpperCase()}_WORKERS`]: run.workers,
    ...(!run.live && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}),
  };
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: run.live ? "inherit" : ["ignore", "pipe", "pipe"],
  });
  const output = [];
  child.stdout?.on("data", (chunk) => output.push(chunk));
  child.stderr?.on("data", (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => {
    child.on("close", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.on("error", (error) => {
      output.push(Buffer.from(`${error.stack}\n`));
      resolve(1);
    });
  });
  return { ...run, report, child, output, exited };
});

// Ctrl-C reaches both children from the terminal; a signal sent to this script alone is passed on.
let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    interrupted = true;
    for (const { child } of children) if (child.exitCode === null) child.kill(signal);
  });
}

const codes = [];
for (const run of children) {
  const code = await run.exited;
  codes.push(code);
  if (!run.live) {
    console.log(`\n── ${run.project} tests (run at the same time as the ones above) ──\n`);
    process.stdout.write(Buffer.concat(run.output));
  }
}

/** One Vitest JSON report of both runs: counts added, files concatenated, failed if either failed. */
function mergeReports() {
  const parts = children
    .filter((run) => existsSync(run.report))
    .map((run) => JSON.parse(readFileSync(run.report, "utf8")));
  if (parts.length === 0) return undefined;
  const merged = {
    ...parts[0],
    testResults: [],
    startTime: Math.min(...parts.map((part) => part.startTime)),
  };
  for (const key of Object.keys(parts[0])) {
    if (typeof parts[0][key] === "number" && key.startsWith("num")) {
      merged[key] = parts.reduce((sum, part) => sum + (part[key] ?? 0), 0);
    }
  }
  merged.success = parts.length === children.length && parts.every((part) => part.success);
  merged.testResults = parts.flatMap((part) => part.testResults);
  writeFileSync(path.join(reports, "vitest.json"), JSON.stringify(merged));
  return merged;
}

/**
 * Every failed test (and every file that failed outside a test) with the start of its message, printed last:
 * CI keeps only the end of a long log, where the Node run's failures, printed first, would be cut off.
 */
function printFailures(report) {
  const lines = [];
  for (const file of report.testResults) {
    const name = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((test) => test.status === "failed");
    if (file.status === "failed" && failedTests.length === 0) {
      lines.push(`✖ ${name}\n${indent(file.message ?? "(no message)")}`);
    }
    for (const test of failedTests) {
      lines.push(`✖ ${name} › ${test.fullName}\n${indent((test.failureMessages ?? []).join("\n"))}`);
    }
  }
  if (lines.length > 0) console.error(`\nFailures:\n${lines.join("\n")}`);
}

/** The first lines of a failure message without Vitest's own stack frames, indented under its test's name. */
function indent(message) {
  return message
    .split("\n")
    .filter((line) => !/^\s*at .*node_modules/.test(line))
    .slice(0, 12)
    .map((line) => `    ${line}`)
    .join("\n");
}

const merged = mergeReports();
if (merged) {
  printFailures(merged);
  console.log(
    `\nUnit and integration tests (both runs): ${merged.numTotalTestSuites} suites; ` +
      `${merged.numPassedTests} passed, ${merged.numFailedTests} failed, ` +
      `${merged.numPendingTests + merged.numTodoTests} skipped of ${merged.numTotalTests} tests`,
  );
}
const failed = children.filter((_, index) => codes[index] !== 0).map((run) => run.project);
if (failed.length > 0) console.error(`✖ failed: ${failed.join(" and ")} tests`);
process.exit(interrupted ? 130 : (codes.find((code) => code !== 0) ?? 0));
