import { LOCAL_MODEL_ID, type RemoteModelId } from "@app/core";
import type { FastifyBaseLogger } from "fastify";
import type { PrivateKeyAccount } from "viem/accounts";
import { resolveProvider } from "./ai/provider-keys.ts";
import { AutoTradingLoop } from "./auto-trading/auto-trading-loop.ts";
import type { Config } from "./config/config.ts";
import type { InstanceHeartbeat } from "./db/instance-heartbeat.ts";
import type { Stores } from "./db/stores.ts";
import { type ExchangeConnection, exchangeClientFor, exchangeSocketUrl } from "./exchange/clients.ts";
import { MarketData } from "./exchange/market-data.ts";
import { BrowserExits } from "./exits/browser-exits.ts";
import { createExits } from "./exits/create-exits.ts";
import type { ExitEventBus } from "./exits/exit-events.ts";
import type { ExitManager, ExitManagerOptions } from "./exits/exit-manager.ts";
import { executionFinished } from "./exits/protections.ts";
import type { AddressRateLimit } from "./http/address-rate-limit.ts";
import type { Services } from "./http/services.ts";
import type { Metrics } from "./metrics/metrics.ts";
import type { NotificationQueue } from "./notifications/notification-queue.ts";
import { startNotifications } from "./notifications/start-notifications.ts";
import { notifyRunFailed, notifyTrip } from "./notifications/trade-events.ts";
import { AgentExecution } from "./orders/agent-execute.ts";
import { AgentRelay } from "./orders/agent-signing.ts";
import { PositionCloser } from "./orders/close.ts";
import { ExecutionKeys } from "./orders/idempotency.ts";
import { OrphanSweep } from "./orders/orphan-sweep.ts";
import { OrderPlacer } from "./orders/place.ts";
import { ProtectionPlacer } from "./orders/place-protection.ts";
import { ExecutionLedger } from "./orders/record.ts";
import { ExecutionRecovery } from "./orders/recover.ts";
import { TradeRequests } from "./orders/request.ts";
import { ReplayJobs } from "./replay/replay-jobs.ts";
import type { PgBossReplayQueue } from "./replay/replay-queue.ts";
import { ReplayService } from "./replay/replay-service.ts";
import { RiskService } from "./risk/risk-service.ts";
import { AccountService } from "./services/account-service.ts";
import { AgentService } from "./services/agent-service.ts";
import { AnalysisRecords } from "./services/analysis-records.ts";
import { AnalysisService } from "./services/analysis-service.ts";
import { AuthService } from "./services/auth-service.ts";
import { EquityService } from "./services/equity-service.ts";

/** The timing of the work a server does beside its routes (tests poll fast, or by hand). */
export interface BackgroundTiming {
  /** How often the server-side auto-trading loop looks for due runs (tests poll fast). */
  readonly autoTradingPollMs?: number;
  /** How long a claimed auto-trading run stays this instance's without a renewal (restart tests). */
  readonly autoTradingLeaseMs?: number;
  /** The exit manager's timing (tests poll by hand with `timer: false`). */
  readonly exitManager?: ExitManagerOptions & {
    /** The WebSocket the manager's marks come from instead of the exchange's (a test's proxy of it). */
    socketUrl?: string;
  };
  /** How often this instance finishes executions a stopped instance left pending (tests: fast). */
  readonly orphanSweepMs?: number;
  /** Seconds before a failed notification delivery's first retry, doubling after (tests: 0, at once). */
  readonly notificationRetryDelaySeconds?: number;
}

/** What the services are built from: the parts the server opened before it listened. */
export interface ServiceParts {
  readonly config: Config;
  /** The server's API wallet (server mode), if any. */
  readonly wallet: PrivateKeyAccount | undefined;
  readonly stores: Stores;
  readonly heartbeat: InstanceHeartbeat;
  /** The exchange as the SDK reaches it (the mounted one over this server's own HTTP). */
  readonly connection: ExchangeConnection;
  readonly metrics: Metrics;
  readonly addressLimit: AddressRateLimit;
  /** The shared replay queue when servers share PostgreSQL; else replays run in process. */
  readonly replayQueue: PgBossReplayQueue | undefined;
  readonly log: FastifyBaseLogger;
  /** The business clock. */
  now(): number;
  /** The clock of the market reads when a test or benchmark sets one (else each reads the wall clock). */
  readonly marketClock: (() => number) | undefined;
  readonly timing: BackgroundTiming;
}

/** The services of a server and its background work, built but not started. */
export interface WiredServices {
  /** What the routes call. */
  readonly services: Services;
  readonly exitEvents: ExitEventBus;
  readonly exitManager: ExitManager;
  readonly autoTrading: AutoTradingLoop;
  readonly orphans: OrphanSweep;
  /** Already listening to its queue: closed with the server. */
  readonly replays: ReplayJobs;
  readonly notificationQueue: NotificationQueue;
}

/**
 * Builds the services the routes call, and the loops beside them, from the parts the server opened: the order
 * path, analyses, replays, risk, exits and notifications, sharing one exchange connection, store and clock.
 */
export async function wireServices(parts: ServiceParts): Promise<WiredServices> {
  const { config, wallet, stores, heartbeat, connection, metrics, addressLimit, log, now, timing } = parts;
  const marketData = new MarketData(connection.info, parts.marketClock ? { now: parts.marketClock } : {});
  const accounts = new AccountService(connection.info);
  const client = wallet ? exchangeClientFor(connection, wallet) : undefined;
  const placer = new OrderPlacer(marketData);
  const equity = new EquityService(stores.equity, stores.executions, now);
  const recovery = new ExecutionRecovery(connection.transport);
  const ledger = new ExecutionLedger(stores.executions, placer, accounts, equity, recovery, now, heartbeat);
  const agents = new AgentService(stores.agents, connection.info, now);
  const relay = new AgentRelay(marketData, connection.transport);
  const replays = new ReplayJobs(
    stores.replays,
    new ReplayService(connection.info, marketData, {
      baseUrls: config.ai.baseUrls,
      timeoutMs: config.ai.timeoutMs,
      replies: stores.replayReplies,
      now,
    }),
    now,
    log,
    (model, headers) =>
      model === LOCAL_MODEL_ID
        ? undefined
        : resolveProvider(model as RemoteModelId, headers, config.ai.models),
    parts.replayQueue,
  );
  await replays.listen();
  const analysis = new AnalysisService(
    marketData,
    accounts,
    parts.marketClock,
    config.ai,
    (model, outcome) => metrics.analysis(model, outcome),
    stores.analyses,
  );
  const serverModeTarget = (user: `0x${string}`) => {
    if (!client || !wallet) return undefined;
    if (config.network === "local") return { client, account: user, vaultAddress: user };
    const account = config.testnetAccount ?? (wallet.address.toLowerCase() as `0x${string}`);
    return { client, account, vaultAddress: undefined };
  };
  const close = new PositionCloser(connection.info, marketData, placer, ledger);
  const {
    notifications,
    notifier,
    queue: notificationQueue,
  } = await startNotifications(config, stores.notifications, now, log, {
    retryDelaySeconds: timing.notificationRetryDelaySeconds,
  });
  ledger.onFinished = executionFinished({
    notifier,
    relay,
    protections: stores.protections,
    now,
    log,
  });
  const risk = new RiskService({
    listener: { tripped: (address, trip, place) => notifyTrip(notifier, address, trip, place) },
    store: stores.risk,
    schedules: stores.autoTrading,
    accounts,
    close,
    serverModeTarget,
    now,
    log,
  });
  const autoTrading = new AutoTradingLoop(
    {
      store: stores.autoTrading,
      analysis,
      accounts,
      ledger,
      risk,
      serverModeTarget,
      now,
      log,
      onRun: (status) => metrics.autoTradingRun(status),
      onFailed: (address, record) => void notifyRunFailed(notifier, address, record),
    },
    {
      ...(timing.autoTradingPollMs ? { pollMs: timing.autoTradingPollMs } : {}),
      ...(timing.autoTradingLeaseMs ? { leaseMs: timing.autoTradingLeaseMs } : {}),
    },
  );
  const { exitEvents, exits, exitManager } = createExits(
    {
      store: stores.exits,
      protections: stores.protections,
      info: connection.info,
      markets: marketData,
      notifier,
      serverModeTarget,
      now,
      log,
      socketUrl: timing.exitManager?.socketUrl ?? exchangeSocketUrl(connection),
    },
    timing.exitManager ?? {},
  );
  const agentExecution = new AgentExecution(agents, relay, ledger);
  const executionKeys = new ExecutionKeys((prefix, since) => stores.executions.recentKey(prefix, since));
  const protection = new ProtectionPlacer(connection.info, stores.executions, placer, accounts);
  const services: Services = {
    connection,
    accounts,
    analysis,
    analyses: new AnalysisRecords(analysis, stores.analyses, now),
    placer,
    stores,
    auth: new AuthService(stores.sessions, now),
    ledger,
    equity,
    agents,
    relay,
    close,
    trades: new TradeRequests({
      keys: executionKeys,
      ledger,
      agentExecution,
      close,
      protection,
      exits,
      budget: addressLimit,
      serverModeTarget,
      now,
    }),
    markets: marketData,
    exits,
    browserExits: new BrowserExits({
      store: stores.exits,
      info: connection.info,
      markets: marketData,
      agents,
      transport: connection.transport,
      events: exitEvents,
      now,
    }),
    replays,
    risk,
    notifications,
    notifier,
    now,
    serverModeInfo() {
      if (!client || !wallet) return { available: false, account: null };
      if (config.network === "local") return { available: true, account: "user" };
      return {
        available: true,
        account: config.testnetAccount ?? (wallet.address.toLowerCase() as `0x${string}`),
      };
    },
    serverModeTarget,
  };
  const orphans = new OrphanSweep(
    { executions: stores.executions, ledger, serverModeTarget, now, log },
    timing.orphanSweepMs ? { intervalMs: timing.orphanSweepMs } : {},
  );
  return { services, exitEvents, exitManager, autoTrading, orphans, replays, notificationQueue };
}
