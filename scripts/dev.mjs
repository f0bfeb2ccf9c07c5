// Development mode: the web app from Vite's dev server (hot reload), the API server restarting whenever a
// file it runs changes (node --watch follows its whole import graph: server, core and the local exchange),
// and /api/* and /hl/* proxied from the web app's origin to the API. One command, one URL printed.
//   PORT      the URL to open (default 5173)
//   API_PORT  the API server behind it (default 3000)
// Every other variable (DATA_DIR, HL_NETWORK, …) goes to the API server as with `npm start`.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const webPort = Number(process.env.PORT || 5173);
const apiPort = Number(process.env.API_PORT || 3000);
for (const [name, port] of [
  ["PORT", webPort],
  ["API_PORT", apiPort],
]) {
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    console.error(`dev: ${name} must be a port number (1-65535)`);
    process.exit(2);
  }
}
if (webPort === apiPort) {
  console.error("dev: PORT and API_PORT must differ");
  process.exit(2);
}
const apiUrl = `http://127.0.0.1:${apiPort}`;
const webUrl = `http://127.0.0.1:${webPort}`;

const children = [];
let stopping = false;

/** Stops both servers, then exits with `code`. */
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  // A server that ignores SIGTERM is not left behind.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
    process.exit(code);
  }, 5_000).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((done) => child.once("exit", done)) : null,
    ),
  ).then(() => process.exit(code));
}

/**
 * Starts a child whose output goes to this terminal, each line tagged (`rewrite` may change a line); either
 * child ending ends both.
 */
function start(name, args, options, rewrite = (line) => line) {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const tag = (stream, out) => {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) out.write(`[${name}] ${rewrite(line)}\n`);
    });
  };
  tag(child.stdout, process.stdout);
  tag(child.stderr, process.stderr);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`dev: the ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one`);
    stop(code || 1);
  });
  return child;
}

start(
  "api",
  ["--watch", path.join(root, "apps/server/src/main.ts")],
  {
    cwd: root,
    // No WEB_DIST_DIR: the web app comes from Vite, not from a build. LOG_LEVEL=info for request logs.
    env: { LOG_LEVEL: "warn", ...process.env, PORT: String(apiPort), HOST: "127.0.0.1", WEB_DIST_DIR: "" },
  },
  // The server names its own address, which serves no web app here: the page to open is Vite's.
  (line) => (/^\s*Open http/.test(line) ? `  Open ${webUrl} (development mode)` : line),
);
// Vite's own command line, from the web app's dependencies (its package exports no bin path).
const vitePackage = createRequire(path.join(webDir, "package.json")).resolve("vite/package.json");
const vite = path.join(path.dirname(vitePackage), "bin/vite.js");
start("web", [vite, "--port", String(webPort), "--strictPort", "--host", "127.0.0.1"], {
  cwd: webDir,
  env: { ...process.env, DEV_API_URL: apiUrl },
});

console.log(
  `\n  Development mode: open ${webUrl}\n` +
    `  The web app reloads as you edit it; the API server (${apiUrl}, behind /api and /hl) restarts on change.\n` +
    "  Ctrl+C stops both.\n",
);

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
