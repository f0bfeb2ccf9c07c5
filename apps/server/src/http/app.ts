import { existsSync } from "node:fs";
import path from "node:path";
import { AppError } from "@app/core";
import type { HlSim } from "@app/hl-sim";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import { TESTNET_API_URL } from "@nktkas/hyperliquid";
import Fastify, { type FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Metrics } from "../metrics/metrics.ts";
import type { Readiness } from "../services/readiness.ts";
import { type AddressRateLimit, addressRateLimit } from "./address-rate-limit.ts";
import type { Drain } from "./drain.ts";
import { toErrorReply } from "./errors.ts";
import { mountLocalExchange } from "./hl-mount.ts";
import { mountExchangeProxy } from "./hl-proxy.ts";
import { forwardExchangeSocket } from "./hl-socket-proxy.ts";
import { metricsRoutes } from "./metrics-route.ts";
import { docsRoutes, registerOpenApi } from "./openapi.ts";
import { serializerCompiler, validatorCompiler } from "./route-schemas.ts";
import { accountRoutes } from "./routes/account.ts";
import { agentRoutes } from "./routes/agents.ts";
import { aiInfoRoutes } from "./routes/ai-info.ts";
import { aiPromptRoutes } from "./routes/ai-prompt.ts";
import { analysisRoutes } from "./routes/analysis.ts";
import { authRoutes } from "./routes/auth.ts";
import { autoTradingRoutes } from "./routes/auto-trading.ts";
import { communityRoutes } from "./routes/community.ts";
import { configRoutes } from "./routes/config.ts";
import { executionRoutes } from "./routes/execution.ts";
import { exitRoutes } from "./routes/exits.ts";
import { healthRoutes } from "./routes/health.ts";
import { historyRoutes } from "./routes/history.ts";
import { marketRoutes } from "./routes/market.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { readyRoutes } from "./routes/ready.ts";
import { replayRoutes } from "./routes/replay.ts";
import { riskRoutes } from "./routes/risk.ts";
import type { ServiceSlot } from "./services.ts";
import { sessionToken } from "./session.ts";
import { rejectUnstorableText } from "./text-guard.ts";

/** Largest JSON body an API route accepts. */
export const API_BODY_LIMIT = 256 * 1024;

/** Header and body paths that may carry secrets; the logger never prints them. */
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'req.headers["x-user-api-key"]',
  'req.headers["x-deepseek-api-key"]',
  'req.headers["x-qwen-api-key"]',
  'req.headers["x-claude-api-key"]',
  'req.headers["x-openai-api-key"]',
  'req.headers["x-google-api-key"]',
  "*.agentPrivateKey",
  "*.privateKey",
];

/** Options of the HTTP app. */
export interface AppOptions {
  readonly logLevel: string;
  /** The local exchange to mount at /hl, on the local network. */
  readonly localExchange: HlSim | undefined;
  /** A shared local exchange (HL_EXCHANGE_URL) that /hl forwards to instead of a mounted one. */
  readonly exchangeProxyUrl?: string | undefined;
  /** The built web app to serve at /, when it exists. */
  readonly webDistDir: string | undefined;
  /** Where log lines go; defaults to stdout. */
  readonly logStream?: NodeJS.WritableStream;
  /** Other origins whose pages may call the API (with cookies); the app's own origin needs none. */
  readonly corsOrigins: readonly string[];
  /** API requests per minute per IP. */
  readonly rateLimitPerMinute: number;
  /** The per-wallet-address budgets, shared with the services that charge agent relays. */
  readonly addressLimit: AddressRateLimit;
  /**
   * Requests to the local exchange at /hl per minute per IP. The server's own calls do not come through
   * /hl: they go to the mounted exchange in process (exchange/in-process-transport.ts).
   */
  readonly hlRateLimitPerMinute: number;
  /** How long a request's headers and body may take to arrive. */
  readonly requestTimeoutMs: number;
  /** Which proxies' X-Forwarded-* headers to believe (client IP, https for `Secure` cookies). */
  readonly trustProxy: boolean | number | readonly string[];
  /** The readiness answer's checks (`GET /api/ready`). */
  readonly readiness: Readiness;
  /** Counts API requests in flight and refuses new ones once the server stops. */
  readonly drain: Drain;
  /** The metrics served at /metrics, and the bearer token that reads them from elsewhere than this machine. */
  readonly metrics: Metrics;
  readonly metricsToken: string | undefined;
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the nearest n hops". */
function trustProxyOption(
  trust: AppOptions["trustProxy"],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === "number") return (_address, hop) => hop < trust;
  return typeof trust === "boolean" ? trust : [...trust];
}

/** Builds the Fastify app: API routes, the local exchange mount, the web app and error mapping. */
export async function buildApp(slot: ServiceSlot, options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: API_BODY_LIMIT,
    trustProxy: trustProxyOption(options.trustProxy),
    // A client that stops sending its headers or its body (shorter than its Content-Length) is answered
    // 408 and disconnected after the timeout, checked every second, instead of holding a socket for minutes.
    requestTimeout: options.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(options.requestTimeoutMs, 20_000),
      connectionsCheckingInterval: Math.min(1000, options.requestTimeoutMs),
    },
  });

  // Every route validates its request and its answer with its zod schemas, which also make its OpenAPI entry.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", new URL(TESTNET_API_URL).origin],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
      },
    },
  });

  await app.register(cookie);
  await app.register(cors, {
    origin: [...options.corsOrigins],
    credentials: true,
    methods: ["GET", "POST"],
    allowedHeaders: [
      "content-type",
      "idempotency-key",
      "x-api-mode",
      "x-user-api-key",
      "x-deepseek-api-key",
      "x-qwen-api-key",
      "x-claude-api-key",
      "x-openai-api-key",
      "x-google-api-key",
    ],
  });
  const isExchange = (url: string) => url.startsWith("/hl/");
  await app.register(rateLimit, {
    // The API and the mounted local exchange each have their own budget per IP.
    max: (request) => (isExchange(request.url) ? options.hlRateLimitPerMinute : options.rateLimitPerMinute),
    keyGenerator: (request) => (isExchange(request.url) ? `hl|${request.ip}` : request.ip),
    timeWindow: 60_000,
    // The web app's files are not limited.
    allowList: (request) => !isExchange(request.url) && !request.url.startsWith("/api/"),
    errorResponseBuilder: (request, context) =>
      new AppError("RATE_LIMITED", {
        detail: {
          key: isExchange(request.url) ? "errorDetail.rateLimitedExchangeIp" : "errorDetail.rateLimitedIp",
          params: { max: context.max },
        },
      }),
  });
  // A stopping server refuses new API requests and counts those it still has to answer.
  options.drain.install(app);
  metricsRoutes(app, options.metrics, options.metricsToken);
  addressRateLimit(app, options.addressLimit, async (request) => {
    const token = sessionToken(request);
    return token ? slot.get().auth.addressOf(token) : undefined;
  });
  rejectUnstorableText(app);

  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return reply.status(status).send(body);
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  docsRoutes(api);
  healthRoutes(api, slot, options.localExchange);
  readyRoutes(api, options.readiness);
  configRoutes(api, slot);
  authRoutes(api, slot);
  analysisRoutes(api, slot);
  aiPromptRoutes(api, slot);
  accountRoutes(api, slot);
  executionRoutes(api, slot);
  historyRoutes(api, slot);
  communityRoutes(api, slot);
  marketRoutes(api, slot);
  agentRoutes(api, slot);
  aiInfoRoutes(api, slot);
  replayRoutes(api, slot);
  autoTradingRoutes(api, slot);
  exitRoutes(api, slot);
  riskRoutes(api, slot);
  notificationRoutes(api, slot);
  if (options.localExchange) {
    await mountLocalExchange(app, options.localExchange, trustProxyOption(options.trustProxy));
  } else if (options.exchangeProxyUrl) {
    await mountExchangeProxy(app, options.exchangeProxyUrl);
    forwardExchangeSocket(app, options.exchangeProxyUrl, trustProxyOption(options.trustProxy));
  }

  const webRoot = options.webDistDir;
  const serveWeb = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  // The web build ships Brotli and gzip copies of its files (apps/web/precompress.ts): sent as they are.
  // Files under assets/ carry their content's hash in their name, so a browser keeps them for a year and never
  // asks again; the HTML (and the favicon) are checked on every visit, so a new build is seen at once.
  if (serveWeb)
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.relative(webRoot, filePath).startsWith(`assets${path.sep}`);
        reply.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === "GET" && !request.url.startsWith("/api") && !request.url.startsWith("/hl");
    if (serveWeb && isPage) return reply.type("text/html").sendFile("index.html");
    const { status, body } = toErrorReply(
      new AppError("NOT_FOUND", {
        detail: {
          key: "errorDetail.noRoute",
          params: { route: `${request.method} ${request.url.split("?")[0]}` },
        },
      }),
    );
    return reply.status(status).send(body);
  });

  return app;
}
