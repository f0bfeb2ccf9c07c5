// Starts the app on its embedded defaults: builds the web app when it is missing or older than its
// sources, then runs the server (local exchange, local analyst) on Node 24 from node_modules.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const builtIndex = path.join(webDir, "dist/index.html");

function newestChange(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(webDir, "src"),
  path.join(webDir, "index.html"),
  path.join(root, "packages/core/src"),
];
const stale =
  !existsSync(builtIndex) ||
  sources.some(
    (source) =>
      (statSync(source).isDirectory() ? newestChange(source) : statSync(source).mtimeMs) >
      statSync(builtIndex).mtimeMs,
  );
if (stale) {
  console.log("Building the web app…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, [path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  // Quiet by default in a terminal (the dashboard polls every 30 s); LOG_LEVEL=info for request logs.
  env: { WEB_DIST_DIR: path.join(webDir, "dist"), LOG_LEVEL: "warn", ...process.env },
});
process.exit(server.status ?? 1);
