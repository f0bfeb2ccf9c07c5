#!/usr/bin/env node
/**
 * Runs the local exchange as a standalone server so any Hyperliquid client can trade on it:
 *   node packages/hl-sim/src/cli.ts --port 8545 --seed 1 [--host 127.0.0.1] [--balance 10000] [--operator 0x…]
 *     [--operator-key-file FILE] [--data-dir .data/exchange] [--trust-forwarded-for]
 * Point the SDK at it with `new HttpTransport({ isTestnet: true, apiUrl: <printed URL> })`, or
 * `new WebSocketTransport({ isTestnet: true, url: <printed WebSocket URL> })` for subscriptions.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { isAddress } from "@app/core/validation/shapes";
import { privateKeyToAddress } from "viem/accounts";
import { listenHlSim } from "./http/server.ts";
import { createHlSim } from "./sim.ts";

const USAGE =
  "Usage: hl-sim [--port 8545] [--host 127.0.0.1] [--seed 1] [--balance 10000] [--operator 0xADDRESS]... [--operator-key-file FILE]... [--data-dir DIR] [--trust-forwarded-for]";

/** Parses a non-negative integer flag, or exits with the usage line. */
function integerFlag(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) || parsed < 0) {
    console.error(`--${name} must be a non-negative integer, got "${value}".\n${USAGE}`);
    process.exit(2);
  }
  return parsed;
}

/**
 * The address of the API wallet whose key is in `file` (a mounted secret the app's instances share), so the
 * exchange lets that wallet act for the paper accounts. The key itself is neither kept nor printed.
 */
function operatorOfKeyFile(file: string): string {
  let text: string;
  try {
    text = readFileSync(file, "utf8").trim();
  } catch (error) {
    console.error(
      `--operator-key-file: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? error}).`,
    );
    process.exit(2);
  }
  if (!/^0x[0-9a-fA-F]{64}$/.test(text)) {
    console.error(`--operator-key-file: ${file} must hold 0x followed by 64 hex digits.\n${USAGE}`);
    process.exit(2);
  }
  return privateKeyToAddress(text as `0x${string}`);
}

/** Starts the server from command-line flags and prints its URL. */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      seed: { type: "string" },
      balance: { type: "string" },
      operator: { type: "string", multiple: true },
      "operator-key-file": { type: "string", multiple: true },
      "data-dir": { type: "string" },
      "trust-forwarded-for": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const operators = [
    ...(values.operator ?? []),
    ...(values["operator-key-file"] ?? []).map(operatorOfKeyFile),
  ];
  for (const operator of operators) {
    if (!isAddress(operator)) {
      console.error(`--operator must be a 0x address, got "${operator}".\n${USAGE}`);
      process.exit(2);
    }
  }
  const sim = createHlSim({
    seed: integerFlag("seed", values.seed, 1),
    initialBalance: integerFlag("balance", values.balance, 10_000),
    operators,
    ...(values["data-dir"] ? { dataDir: values["data-dir"] } : {}),
  });
  await sim.ready;
  const server = await listenHlSim(sim, {
    port: integerFlag("port", values.port, 8545),
    host: values.host,
    trustForwardedFor: values["trust-forwarded-for"] === true,
  });
  const journal = values["data-dir"] ? `, journal in ${values["data-dir"]}` : ", in memory only";
  console.log(
    `hl-sim listening on ${server.url} (POST /info, POST /exchange, WebSocket ${server.wsUrl}; sign with isTestnet: true${journal})`,
  );
  const stop = () => {
    server.close().then(
      () => {
        sim.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
