import { ConfigError, loadConfig } from "./config/config.ts";
import { startServer } from "./server.ts";

// The only place that reads process.env: parse once, fail fast with every problem named.
try {
  const config = loadConfig(process.env, process.cwd());
  const server = await startServer(config);
  const exchange =
    config.network === "testnet"
      ? "Hyperliquid testnet"
      : `local exchange at ${config.service.exchangeUrl ?? `${server.url}/hl`}`;
  process.stdout.write(`\n  AI trading app ready on ${exchange}\n  Open ${server.url}\n\n`);
  const grace = config.service.shutdownGraceMs;
  const shutdown = () => {
    // Whatever hangs past the grace period (a request the exchange never answers) does not keep the process.
    setTimeout(() => process.exit(1), grace + 5_000).unref();
    server.shutdown(grace).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
} catch (error) {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
  throw error;
}
