import path from "node:path";
import { createHlSim } from "@app/hl-sim";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Config } from "./config/config.ts";
import { type Database, openDatabase } from "./db/database.ts";
import { InstanceHeartbeat } from "./db/instance-heartbeat.ts";
import { latestMigration, migrationProblem } from "./db/migration-state.ts";
import { createStores } from "./db/stores.ts";
import { connectExchange } from "./exchange/clients.ts";
import { loadServerWallet } from "./exchange/server-wallet.ts";
import { sharedExchangeRefusal } from "./exchange/shared-exchange-status.ts";
import type { ExitEventBus } from "./exits/exit-events.ts";
import type { ExitManager } from "./exits/exit-manager.ts";
import { AddressRateLimit } from "./http/address-rate-limit.ts";
import { buildApp } from "./http/app.ts";
import { Drain } from "./http/drain.ts";
import { ServiceSlot } from "./http/services.ts";
import { Metrics } from "./metrics/metrics.ts";
import { PgBossReplayQueue } from "./replay/replay-queue.ts";
import { Readiness } from "./services/readiness.ts";
import { type BackgroundTiming, wireServices } from "./wire-services.ts";

/** A running server. */
export interface RunningServer {
  readonly app: FastifyInstance;
  /** Base URL, e.g. http://127.0.0.1:3000. */
  readonly url: string;
  /** Address of the server's API wallet (server mode), if any. */
  readonly serverWalletAddress: `0x${string}` | undefined;
  /** This instance's id in the shared database (the owner of the work it claims). */
  readonly instanceId: string;
  /** Not ready from now on (the readiness answer says so), before a stop. */
  readonly readiness: Readiness;
  /**
   * Exit events (a stop moved, hit or found missing; a policy set) as they are recorded: notifications
   * subscribe here.
   */
  readonly exitEvents: ExitEventBus;
  /** The exit manager of this instance (tests make it poll by hand). */
  readonly exitManager: ExitManager;
  /** Stops at once: waits for the runs in progress, without a deadline (tests). */
  close(): Promise<void>;
  /**
   * A graceful stop (SIGTERM): not ready at once, new API requests refused, executes and auto-trading runs
   * in flight finished until `graceMs` has passed, the leases of runs still going released so another
   * instance resumes them at once; then everything closes.
   */
  shutdown(graceMs: number): Promise<{ drained: boolean; released: number }>;
}

/**
 * Overrides for tests and benchmarks: one clock for the local exchange and the market reads, a log sink, the
 * database, and the timing of the background work.
 */
export interface StartOptions extends BackgroundTiming {
  readonly now?: () => number;
  readonly logStream?: NodeJS.WritableStream;
  /** A data folder a new embedded database starts as a copy of (tests: a migrated template). */
  readonly databaseTemplate?: () => Promise<string>;
  /**
   * Opens the database instead of the configured location (tests: a migrated in-memory PGlite from a
   * pool); the server closes it when it stops.
   */
  readonly database?: () => Promise<Database>;
  /** How often this instance writes its heartbeat; others take its work over after 4 missed (tests: fast). */
  readonly instanceHeartbeatMs?: number;
  /** The clock this instance's heartbeat is written and judged on (default the wall clock; tests stall it). */
  readonly instanceClock?: () => number;
  /** Whether /metrics carries Node's process metrics (default true; test servers go without). */
  readonly processMetrics?: boolean;
}

/**
 * Starts the whole server: opens the database and the local exchange, listens, wires the services
 * ({@link wireServices}) and starts their loops; the answer stops it all again.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<RunningServer> {
  const wallet = await loadServerWallet(config);
  // Migrations run before the API listens: a database that cannot be opened stops the start.
  const database = options.database
    ? await options.database()
    : await openDatabase(config, options.databaseTemplate ? { template: options.databaseTemplate } : {});
  const now = options.now ?? Date.now;
  // This instance in the shared database: the work it claims names it, and others take that work over
  // seconds after its heartbeat stops (a SIGKILL), not a lease later.
  // On the wall clock: liveness is not judged on the business clock a test may move.
  const heartbeat = new InstanceHeartbeat(database.db, {
    ...(options.instanceHeartbeatMs ? { intervalMs: options.instanceHeartbeatMs } : {}),
    ...(options.instanceClock ? { now: options.instanceClock } : {}),
    onError: (error) => app.log.warn({ err: error }, "instance heartbeat not written"),
  });
  await heartbeat.start();
  const stores = createStores(database.db, heartbeat);
  // A shared exchange (HL_EXCHANGE_URL) is reached over HTTP like testnet; else the app mounts its own.
  const sharedExchangeUrl = config.network === "local" ? config.service.exchangeUrl : undefined;
  const localExchange =
    config.network === "local" && !sharedExchangeUrl
      ? createHlSim({
          seed: config.localMarketSeed,
          operators: wallet ? [wallet.address] : [],
          dataDir: path.join(config.dataDir, "exchange"),
          ...(options.now ? { now: options.now } : {}),
        })
      : undefined;
  // The journal is replayed before anything is served: a journal that cannot be read stops the start.
  await localExchange?.ready;
  const slot = new ServiceSlot();
  const expectedMigration = await latestMigration();
  // Servers sharing PostgreSQL take replays from one pg-boss queue; on PGlite they run in process.
  const replayQueue = config.databaseUrl
    ? new PgBossReplayQueue(config.databaseUrl, (error) => app.log.error({ err: error }, "replay queue"))
    : undefined;
  const readiness = new Readiness({
    database: async () => {
      await database.db.execute(sql`select 1`);
      return undefined;
    },
    migrations: () => migrationProblem(database.db, expectedMigration),
    queue: async () => replayQueue?.problem(),
    exchange: async (signal) => {
      // The mounted exchange refuses every action while its journal cannot be written: not ready.
      const local = localExchange?.status();
      if (local && !local.ready) return local.reason;
      // A shared exchange says the same through its status answer (its journal is its own).
      const shared = sharedExchangeUrl ? await sharedExchangeRefusal(sharedExchangeUrl, signal) : undefined;
      if (shared) return shared;
      await slot.get().connection.info.meta(signal);
      return undefined;
    },
  });
  const drain = new Drain();
  let runsInFlight = () => 0;
  const metrics = new Metrics({
    queueDepth: async () => replayQueue?.depth(),
    runsInFlight: () => runsInFlight(),
    processMetrics: options.processMetrics ?? true,
  });
  // Per-address budgets: charged by the API's session check and by the agent relays the services verify.
  const addressLimit = new AddressRateLimit(config.addressRateLimitPerMinute);
  const app = await buildApp(slot, {
    corsOrigins: config.corsOrigins,
    rateLimitPerMinute: config.rateLimitPerMinute,
    addressLimit,
    hlRateLimitPerMinute: config.hlRateLimitPerMinute,
    requestTimeoutMs: config.requestTimeoutMs,
    trustProxy: config.trustProxy,
    readiness,
    drain,
    metrics,
    metricsToken: config.service.metricsToken,
    logLevel: config.logLevel,
    localExchange,
    exchangeProxyUrl: sharedExchangeUrl,
    webDistDir: config.webDistDir,
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    localExchange?.close();
    await heartbeat.stop().catch(() => undefined);
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`;

  const connection = sharedExchangeUrl
    ? connectExchange(config.network, sharedExchangeUrl, { metrics })
    : connectExchange(config.network, `${url}/hl`, { mounted: localExchange, metrics });
  const { services, exitEvents, exitManager, autoTrading, orphans, replays, notificationQueue } =
    await wireServices({
      config,
      wallet,
      stores,
      heartbeat,
      connection,
      metrics,
      addressLimit,
      replayQueue,
      log: app.log,
      now,
      marketClock: options.now,
      timing: options,
    });
  slot.set(services);
  runsInFlight = () => autoTrading.running;
  autoTrading.start();
  exitManager.start();
  orphans.start();

  const closeTheRest = async () => {
    await orphans.close();
    // Gone from the instances: whatever it still holds is the others' at once.
    await heartbeat.stop().catch(() => undefined);
    await replays.close();
    await app.close();
    await notificationQueue.stop();
    localExchange?.close();
    await database.close();
  };
  return {
    app,
    url,
    serverWalletAddress: wallet?.address,
    instanceId: heartbeat.id,
    readiness,
    exitEvents,
    exitManager,
    async close() {
      readiness.markStopping();
      await Promise.all([autoTrading.close(), exitManager.close()]);
      await closeTheRest();
    },
    async shutdown(graceMs) {
      readiness.markStopping();
      const deadline = Date.now() + graceMs;
      const [drained, released] = await Promise.all([
        drain.stop(deadline),
        autoTrading.stop(deadline),
        exitManager.close(),
      ]).then(([drainedAll, releasedRuns]) => [drainedAll, releasedRuns] as const);
      if (released > 0) app.log.warn({ released }, "auto-trading runs released to other instances");
      if (!drained)
        app.log.warn({ inFlight: drain.inFlight }, "requests still in flight at the end of the grace period");
      await closeTheRest();
      return { drained, released };
    },
  };
}
