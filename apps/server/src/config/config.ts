import path from "node:path";
import { ADDRESS_PATTERN } from "@app/core";
import { z } from "zod";
import { type NotifySettings, notifyEnvironment, notifySettings } from "./notify-settings.ts";
import {
  privateKeySchema,
  type ServiceSettings,
  serviceEnvironment,
  serviceSettings,
} from "./service-settings.ts";

/** The exchange networks the app may trade on. Mainnet is not one of them, by design. */
export const EXCHANGE_NETWORKS = ["local", "testnet"] as const;

/** An exchange network the app may trade on. */
export type ExchangeNetwork = (typeof EXCHANGE_NETWORKS)[number];

const addressSchema = z
  .string()
  .trim()
  .regex(ADDRESS_PATTERN, "must be a 0x-prefixed 40-hex-digit address")
  .transform((value) => value.toLowerCase() as `0x${string}`);

/** The user-facing models whose provider model id configuration may replace. */
const CONFIGURABLE_MODELS = [
  "deepseek",
  "qwen",
  "gpt4",
  "claude",
  "grok",
  "gemini",
  "mixtral",
  "llama3",
] as const;

/** `name=id` pairs separated by commas, each name one of the configurable models. */
const modelIdsSchema = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")).trim(), pair.slice(pair.indexOf("=") + 1).trim()]),
  )
  .pipe(z.array(z.tuple([z.enum(CONFIGURABLE_MODELS), z.string().min(1)])))
  .transform(
    (pairs) => Object.fromEntries(pairs) as Partial<Record<(typeof CONFIGURABLE_MODELS)[number], string>>,
  );

const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** Proxies whose X-Forwarded-* headers count: true (any), false, a hop count, or IPs / CIDRs. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value.toLowerCase() === "true") return true;
    if (value.toLowerCase() === "false") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const address = /^([0-9.]+|[0-9a-fA-F:]+)(\/\d{1,3})?$/;
    if (entries.length > 0 && entries.every((entry) => address.test(entry) && /[.:]/.test(entry)))
      return entries;
    context.addIssue({
      code: "custom",
      message: "must be true, false, a hop count, or IPs/CIDRs separated by commas",
    });
    return z.NEVER;
  });

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  HL_NETWORK: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
    z
      .string()
      .default("local")
      .refine((value) => value !== "mainnet", {
        message: "mainnet is refused: live trading is blocked, use local or testnet",
      })
      .pipe(z.enum(EXCHANGE_NETWORKS)),
  ),
  DATA_DIR: z.string().min(1).default(".data"),
  SERVER_WALLET_PRIVATE_KEY: z.preprocess(blank, privateKeySchema.optional()),
  HL_TESTNET_ACCOUNT: z.preprocess(blank, addressSchema.optional()),
  HL_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31)
    .default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST_DIR: z.preprocess(blank, z.string().optional()),
  // Analysis engine: provider base URLs (gateways, self-hosted OpenAI-compatible endpoints) and the model-call budget.
  AI_BASE_URL_OPENROUTER: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL_DEEPSEEK: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL_QWEN: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL_OPENAI: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL_ANTHROPIC: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_BASE_URL_GOOGLE: z.preprocess(blank, z.url({ protocol: /^https?$/ }).optional()),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  // Model ids per user-facing model, e.g. "gpt4=my-llama,deepseek=deepseek-v4-pro": a self-hosted endpoint serves its own ids.
  AI_NATIVE_MODELS: z.preprocess(blank, modelIdsSchema.optional()),
  AI_OPENROUTER_MODELS: z.preprocess(blank, modelIdsSchema.optional()),
  DATABASE_URL: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  CORS_ORIGINS: z.preprocess(
    blank,
    z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)))
      .optional(),
  ),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  ADDRESS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(240),
  HL_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  TRUST_PROXY: trustProxySchema.default(false),
  ...serviceEnvironment,
  ...notifyEnvironment,
});

/** The server's configuration, parsed once at boot. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** `local`: the exchange mounted in-process at /hl; `testnet`: Hyperliquid testnet. */
  readonly network: ExchangeNetwork;
  /** Absolute folder for everything the app keeps on disk. */
  readonly dataDir: string;
  /** Key of the server's own API wallet (server mode); generated into dataDir on the local exchange. */
  readonly serverWalletPrivateKey: `0x${string}` | undefined;
  /** On testnet, the account the server's API wallet trades in server mode (it must be an agent of it). */
  readonly testnetAccount: `0x${string}` | undefined;
  /** Seed of the local exchange's synthetic market. */
  readonly localMarketSeed: number;
  readonly logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Folder of the built web app served at `/`, when it exists. */
  readonly webDistDir: string | undefined;
  /** How the analysis engine reaches model providers: base-URL overrides and the budget of one call. */
  readonly ai: {
    readonly baseUrls: Readonly<
      Partial<Record<"openrouter" | "deepseek" | "qwen" | "openai" | "claude" | "google", string>>
    >;
    readonly timeoutMs: number;
    /** Provider model ids replacing the built-in ones, per API mode. */
    readonly models: {
      readonly native: Readonly<Partial<Record<(typeof CONFIGURABLE_MODELS)[number], string>>>;
      readonly openrouter: Readonly<Partial<Record<(typeof CONFIGURABLE_MODELS)[number], string>>>;
    };
  };
  /** PostgreSQL URL; undefined keeps the data in PGlite files under dataDir. */
  readonly databaseUrl: string | undefined;
  /** Other origins allowed to call the API from a browser; the app's own origin always may. */
  readonly corsOrigins: readonly string[];
  /** API requests one IP may make per minute. */
  readonly rateLimitPerMinute: number;
  /** API requests naming one wallet address may make per minute, whatever their IP. */
  readonly addressRateLimitPerMinute: number;
  /** Requests to the local exchange at /hl one IP may make per minute. */
  readonly hlRateLimitPerMinute: number;
  /** How long a request's headers and body may take to arrive; a stalled upload is answered 408. */
  readonly requestTimeoutMs: number;
  /** Which proxies' X-Forwarded-For/-Proto to believe: client IPs for rate limits, `Secure` cookies behind TLS. */
  readonly trustProxy: boolean | number | readonly string[];
  /** Running as a service: a shared external exchange, metrics access, the shutdown's grace period. */
  readonly service: ServiceSettings;
  /** Notifications outside the browser: the key of their stored secrets, Telegram's API, private webhooks. */
  readonly notify: NotifySettings;
}

/** A configuration that cannot be used; the message names every bad variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(environment: Readonly<Record<string, string | undefined>>, cwd: string): Config {
  // An empty value means "use the default", as if the variable were not set (HL_NETWORK= starts on local).
  const given = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  const service = serviceSettings(env, cwd);
  const notify = notifySettings(env, cwd);
  const settingsProblems = [...service.problems, ...notify.problems];
  if (settingsProblems.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${settingsProblems.join("\n  ")}`);
  }
  return {
    port: env.PORT,
    host: env.HOST,
    network: env.HL_NETWORK,
    dataDir: path.resolve(cwd, env.DATA_DIR),
    serverWalletPrivateKey: env.SERVER_WALLET_PRIVATE_KEY ?? service.fileKey,
    testnetAccount: env.HL_TESTNET_ACCOUNT,
    localMarketSeed: env.HL_SEED,
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(cwd, env.WEB_DIST_DIR) : undefined,
    ai: {
      baseUrls: Object.fromEntries(
        Object.entries({
          openrouter: env.AI_BASE_URL_OPENROUTER,
          deepseek: env.AI_BASE_URL_DEEPSEEK,
          qwen: env.AI_BASE_URL_QWEN,
          openai: env.AI_BASE_URL_OPENAI,
          claude: env.AI_BASE_URL_ANTHROPIC,
          google: env.AI_BASE_URL_GOOGLE,
        }).filter(([, url]) => url !== undefined),
      ),
      timeoutMs: env.AI_TIMEOUT_MS,
      models: { native: env.AI_NATIVE_MODELS ?? {}, openrouter: env.AI_OPENROUTER_MODELS ?? {} },
    },
    databaseUrl: env.DATABASE_URL,
    corsOrigins: env.CORS_ORIGINS ?? [],
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    addressRateLimitPerMinute: env.ADDRESS_RATE_LIMIT_PER_MINUTE,
    hlRateLimitPerMinute: env.HL_RATE_LIMIT_PER_MINUTE,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    trustProxy: env.TRUST_PROXY,
    service: service.settings,
    notify: notify.settings,
  };
}
