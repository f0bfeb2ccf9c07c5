import { createServer } from "node:http";
import { loadConfig } from "../../apps/server/src/config/config.ts";
import { startServer } from "../../apps/server/src/server.ts";
import { migratedDataFolder } from "../../apps/server/test/support/pglite-template.ts";
import { AUTO_TRADING_POLL_MS, CLOCK_PATH } from "./server-clock.ts";

/**
 * Starts the app server for the browser tests as `apps/server/src/main.ts` does (the same configuration from
 * the environment), with the server's clock option set to the wall clock plus an offset the specs move
 * forward (`POST /clock?to=` on `E2E_CLOCK_PORT`, see server-clock.ts): a spec can then bring the server's
 * next auto-trading slot a minute closer without waiting a minute, and the server decides on its own
 * clock, as always, whether a slot is due. The loop looks for due slots every second instead of every five.
 * Never part of the product's wiring.
 */
let offsetMs = 0;
const now = () => Date.now() + offsetMs;

const clockPort = Number(process.env.E2E_CLOCK_PORT);
if (!Number.isInteger(clockPort) || clockPort <= 0) throw new Error("E2E_CLOCK_PORT is not set");
const control = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const to = Number(url.searchParams.get("to"));
  if (url.pathname !== CLOCK_PATH || (request.method === "POST" && !Number.isFinite(to))) {
    response.writeHead(404).end();
    return;
  }
  // Only forward: a clock going back would undo slots and sessions the server already dated.
  if (request.method === "POST") offsetMs = Math.max(offsetMs, to - Date.now());
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify({ offsetMs, now: now() }));
});
await new Promise<void>((resolve) => control.listen(clockPort, "127.0.0.1", resolve));

const config = loadConfig(process.env, process.cwd());
// The database starts as a copy of the migrated template the server tests share (built once per set of
// migrations in the tests' scratch folder, /dev/shm where it has room) instead of a new database migrated from scratch: the same tables, and
// the run's first test waits seconds less for the server.
const server = await startServer(config, {
  now,
  autoTradingPollMs: AUTO_TRADING_POLL_MS,
  databaseTemplate: migratedDataFolder,
});
process.stdout.write(`e2e app server on ${server.url}, its clock moved on ${CLOCK_PATH}\n`);
const shutdown = () => {
  control.close();
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", shutdown);
process.once("SIGTERM", shutdown);
