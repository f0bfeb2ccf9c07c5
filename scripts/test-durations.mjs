// Writes vitest.durations.json, the seconds each test file took in the last runs (hooks included, imports
// not), which the unit stage's sequencer (vitest.sequencer.ts) uses to start the longest files first.
// Read from Vitest's results cache (node_modules/.vite/vitest/*/results.json), the newest run of each file.
// Refresh it after adding or markedly changing slow tests: `npm run test:unit && npm run test:durations`.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const cache = path.join(root, "node_modules/.vite/vitest");
const newest = new Map();
for (const folder of existsSync(cache) ? readdirSync(cache) : []) {
  const file = path.join(cache, folder, "results.json");
  if (!existsSync(file)) continue;
  const { projects = {} } = JSON.parse(readFileSync(file, "utf8"));
  for (const { files = {} } of Object.values(projects)) {
    // Paths are relative to the repository (the root config's folder); files since removed are left out.
    for (const [name, result] of Object.entries(files)) {
      if (!existsSync(path.join(root, name))) continue;
      const seen = newest.get(name);
      if (!seen || seen.lastRun < result.lastRun) newest.set(name, result);
    }
  }
}
if (newest.size === 0) {
  console.error("No Vitest results cache: run `npm run test:unit` first.");
  process.exit(1);
}
const entries = [...newest]
  .map(([name, result]) => [name, Math.round(result.duration / 100) / 10])
  .sort(([a], [b]) => (a < b ? -1 : 1));
writeFileSync(
  path.join(root, "vitest.durations.json"),
  `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`,
);
console.log(`vitest.durations.json: ${entries.length} files`);
