// A server instance in a process of its own, for tests that SIGKILL one: configured from the environment as
// `npm start` is, with fast heartbeats and polls. Prints one JSON line with its URL and instance id once it
// listens.
import { loadConfig } from "../../src/config/config.ts";
import { startServer } from "../../src/server.ts";

const config = loadConfig({ PORT: "0", LOG_LEVEL: "warn", ...process.env }, process.cwd());
const server = await startServer(config, {
  instanceHeartbeatMs: 1_000,
  autoTradingPollMs: 100,
  orphanSweepMs: 500,
  processMetrics: false,
});
process.stdout.write(`${JSON.stringify({ url: server.url, instanceId: server.instanceId })}\n`);
