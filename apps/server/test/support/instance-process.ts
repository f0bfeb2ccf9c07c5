// A server instance in a process of its own, for tests that SIGKILL one: configured from the environment as
// `npm start` is, with fast heartbeats and polls. Prints one JSON line with its URL and instance id once it
// listens.
import { loadConfig } from "../../src/config/config.ts";
import { startServer } from "../../src/server.ts";

const config = loadConfig({ PORT: "0", LOG_LEVEL: "warn", ...process.env }, process.cwd());
// The production intervals are 5 s heartbeats (taken over after 20 s), 5 s polls and 15 s sweeps. Here a
// takeover comes 8 s after a kill: 4 missed heartbeats of 2 s, still far more than a live process on a
// loaded machine goes without writing one (a live instance judged gone would have its work taken mid-way).
const server = await startServer(config, {
  instanceHeartbeatMs: 2_000,
  autoTradingPollMs: 100,
  orphanSweepMs: 500,
  processMetrics: false,
});
process.stdout.write(`${JSON.stringify({ url: server.url, instanceId: server.instanceId })}\n`);
