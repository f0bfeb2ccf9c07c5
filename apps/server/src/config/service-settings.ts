import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Hyperliquid mainnet's API host: never an exchange URL, whatever the network setting says. */
const MAINNET_HOST = "api.hyperliquid.xyz";

/** The environment variables of running the app as a service (issue 37), merged into the config's schema. */
export const serviceEnvironment = {
  // An already-running local exchange (`npm run exchange`, or its container) shared by several instances.
  HL_EXCHANGE_URL: z.preprocess(
    blank,
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ""))
      .refine((url) => new URL(url).hostname !== MAINNET_HOST, {
        message: "is Hyperliquid mainnet: live trading is blocked",
      })
      .optional(),
  ),
  // The server wallet's key from a mounted secret (Docker/Compose secrets) instead of the environment.
  SERVER_WALLET_PRIVATE_KEY_FILE: z.preprocess(blank, z.string().optional()),
  METRICS_TOKEN: z.preprocess(blank, z.string().trim().min(16, "must be at least 16 characters").optional()),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
};

/** How the server runs as a service. */
export interface ServiceSettings {
  /** Base URL of an external local exchange; undefined mounts the app's own at /hl. */
  readonly exchangeUrl: string | undefined;
  /** Bearer token of `GET /metrics`; without one, only loopback connections that no proxy relayed may read it. */
  readonly metricsToken: string | undefined;
  /** How long a stop waits for executes and auto-trading runs in flight before it releases their leases and exits. */
  readonly shutdownGraceMs: number;
}

/** The parsed service variables, as the config schema gives them. */
interface ServiceEnvironment {
  readonly HL_NETWORK: string;
  readonly HL_EXCHANGE_URL?: string | undefined;
  readonly SERVER_WALLET_PRIVATE_KEY?: string | undefined;
  readonly SERVER_WALLET_PRIVATE_KEY_FILE?: string | undefined;
  readonly METRICS_TOKEN?: string | undefined;
  readonly SHUTDOWN_GRACE_MS: number;
}

/** A 0x-prefixed 32-byte private key, lower-cased. */
export const privateKeySchema = z
  .string()
  .trim()
  .regex(/^0x[0-9a-fA-F]{64}$/, "must be 0x followed by 64 hex digits")
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** Reads the server wallet's key file; the problem names the file, never its content. */
function readKeyFile(file: string): { key?: `0x${string}`; problem?: string } {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unreadable";
    return { problem: `SERVER_WALLET_PRIVATE_KEY_FILE: cannot read ${file} (${code})` };
  }
  const parsed = privateKeySchema.safeParse(text);
  if (!parsed.success) {
    return {
      problem: `SERVER_WALLET_PRIVATE_KEY_FILE: ${file} must hold 0x followed by 64 hex digits (and nothing else)`,
    };
  }
  return { key: parsed.data };
}

/** Checks the service variables together; `fileKey` is the key read from SERVER_WALLET_PRIVATE_KEY_FILE. */
export function serviceSettings(
  env: ServiceEnvironment,
  cwd: string,
): { settings: ServiceSettings; fileKey: `0x${string}` | undefined; problems: string[] } {
  const problems: string[] = [];
  let fileKey: `0x${string}` | undefined;
  if (env.SERVER_WALLET_PRIVATE_KEY_FILE) {
    if (env.SERVER_WALLET_PRIVATE_KEY) {
      problems.push("SERVER_WALLET_PRIVATE_KEY_FILE: set it or SERVER_WALLET_PRIVATE_KEY, not both");
    } else {
      const read = readKeyFile(path.resolve(cwd, env.SERVER_WALLET_PRIVATE_KEY_FILE));
      if (read.problem) problems.push(read.problem);
      fileKey = read.key;
    }
  }
  if (env.HL_EXCHANGE_URL) {
    if (env.HL_NETWORK !== "local") {
      problems.push("HL_EXCHANGE_URL: a shared local exchange is only for HL_NETWORK=local");
    } else if (!env.SERVER_WALLET_PRIVATE_KEY && !env.SERVER_WALLET_PRIVATE_KEY_FILE) {
      // A key generated per instance would make each instance a different operator of the shared exchange.
      problems.push(
        "SERVER_WALLET_PRIVATE_KEY or SERVER_WALLET_PRIVATE_KEY_FILE: required with HL_EXCHANGE_URL, so every instance signs server mode with the one API wallet the exchange knows",
      );
    }
  }
  return {
    settings: {
      exchangeUrl: env.HL_EXCHANGE_URL,
      metricsToken: env.METRICS_TOKEN,
      shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    },
    fileKey,
    problems,
  };
}
