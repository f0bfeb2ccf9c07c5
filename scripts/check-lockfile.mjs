// Fails when the package.json files and package-lock.json have drifted apart, i.e. when `npm ci` (the
// exact install every CI pipeline and container build runs) would refuse the repository. `npm install`
// quietly rewrites the lock, so without this check a drift never shows in the README's commands.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** npm's own comparison of package.json and the lock file, without installing anything. */
const result = spawnSync(
  "npm",
  ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
  { cwd: root, encoding: "utf8" },
);

if (result.error) {
  console.error(`Could not run npm to compare package.json with package-lock.json: ${result.error.message}`);
  process.exit(1);
}
if (result.status !== 0) {
  const output = `${result.stdout}\n${result.stderr}`;
  const details = output
    .split("\n")
    .map((line) => line.replace(/^npm error\s?/, "").trim())
    .filter(
      (line) =>
        /^(Missing|Invalid|Unsupported|Conflicting)\b/.test(line) || /ENOTCACHED|ETARGET|E404/.test(line),
    );
  console.error("package.json and package-lock.json are out of sync: `npm ci` would refuse this repository.");
  for (const line of details.length > 0 ? details : output.trim().split("\n").slice(-10)) {
    console.error(`  ${line}`);
  }
  console.error("Run `npm install` at the repository's root and commit the updated package-lock.json.");
  process.exit(1);
}
console.log("package-lock.json matches every package.json (npm ci accepts it)");
