// Runs every check in order and stops at the first failure: lint, typecheck, unit and integration
// tests, then the end-to-end test in Debian's Chromium against the built app.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const steps = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit and integration tests", ["run", "test:unit"]],
  ["end-to-end tests", ["run", "test:e2e"]],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync("npm", args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log("\nAll checks passed.");
