// Runs every check in order and stops at the first failure: the lock file against every package.json,
// lint, typecheck, unit and integration tests, the tests that start the app's own processes, then the
// end-to-end test in Debian's Chromium against the built app.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["lock file", ["run", "check:lockfile"]],
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit and integration tests", ["run", "test:unit"]],
  ["process tests", ["run", "test:process"]],
  // The browser tests drive the built app: the build is its own stage, so each stage's time reads on its own.
  ["web build", ["run", "build"]],
  ["end-to-end tests", ["run", "test", "-w", "e2e"]],
];

const reports = path.join(root, "test-results");
rmSync(reports, { recursive: true, force: true });

/** Passed and failed counts of the JSON reports written so far (Vitest and Playwright). */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const name of ["vitest.json", "vitest-process.json"]) {
    const vitest = path.join(reports, name);
    if (!existsSync(vitest)) continue;
    const report = JSON.parse(readFileSync(vitest, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  const playwright = path.join(reports, "playwright.json");
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  }
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

/** Wall time of every stage run so far, and of the whole run. */
const times = [];
const runStarted = Date.now();
function printTimes() {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
  console.log("\nStage times:");
  for (const [name, ms, mark] of times) console.log(`  ${mark} ${name.padEnd(28)}${seconds(ms)}`);
  console.log(`    ${"total".padEnd(28)}${seconds(Date.now() - runStarted)}`);
}

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  const took = Date.now() - started;
  if (result.status !== 0) {
    times.push([name, took, "✖"]);
    console.error(`\n✖ ${name} failed`);
    printTimes();
    console.log(counts());
    process.exit(result.status ?? 1);
  }
  times.push([name, took, "✔"]);
  console.log(`✔ ${name} (${(took / 1000).toFixed(1)} s)`);
}
printTimes();
console.log("\nAll checks passed.");
console.log(counts());
