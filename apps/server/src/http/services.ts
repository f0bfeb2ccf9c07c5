import { AppError } from "@app/core";
import type { Stores } from "../db/stores.ts";
import type { ExchangeConnection } from "../exchange/clients.ts";
import type { MarketData } from "../exchange/market-data.ts";
import type { BrowserExits } from "../exits/browser-exits.ts";
import type { ExitPolicies } from "../exits/exit-policies.ts";
import type { NotificationService } from "../notifications/notification-service.ts";
import type { Notifier } from "../notifications/notifier.ts";
import type { AgentRelay } from "../orders/agent-signing.ts";
import type { PositionCloser } from "../orders/close.ts";
import type { OrderPlacer } from "../orders/place.ts";
import type { ExecutionLedger } from "../orders/record.ts";
import type { TradeRequests } from "../orders/request.ts";
import type { TradingTarget } from "../orders/target.ts";
import type { ReplayJobs } from "../replay/replay-jobs.ts";
import type { RiskService } from "../risk/risk-service.ts";
import type { AccountService } from "../services/account-service.ts";
import type { AgentService } from "../services/agent-service.ts";
import type { AnalysisRecords } from "../services/analysis-records.ts";
import type { AnalysisService } from "../services/analysis-service.ts";
import type { AuthService } from "../services/auth-service.ts";
import type { EquityService } from "../services/equity-service.ts";

/** What the routes call. Built once the server listens, since the SDK reaches the local exchange over HTTP. */
export interface Services {
  readonly connection: ExchangeConnection;
  readonly accounts: AccountService;
  readonly analysis: AnalysisService;
  /** Analyses users ask for, kept and listed again. */
  readonly analyses: AnalysisRecords;
  readonly placer: OrderPlacer;
  /** The database's stores: analyses, executions, equity snapshots, agents, sessions. */
  readonly stores: Stores;
  readonly auth: AuthService;
  readonly ledger: ExecutionLedger;
  readonly equity: EquityService;
  readonly agents: AgentService;
  readonly relay: AgentRelay;
  readonly close: PositionCloser;
  /** Market prices and contexts, cached briefly. */
  readonly markets: MarketData;
  /** The trading requests (execute, close, place protection) from a validated body to their answer. */
  readonly trades: TradeRequests;
  /** Exit policies of positions and the events of their managed stops. */
  readonly exits: ExitPolicies;
  /** The server's side of the browser's exit manager (agent wallets): checks, relays and records. */
  readonly browserExits: BrowserExits;
  /** Replays of the Strategy tab, run in this process. */
  readonly replays: ReplayJobs;
  /** The auto-trading risk governor of each address. */
  readonly risk: RiskService;
  /** Where each wallet's notifications go outside the browser, and the Test button. */
  readonly notifications: NotificationService;
  /** Puts a wallet's events into the notifications outbox (the browser's own events come through a route). */
  readonly notifier: Notifier;
  /** The server's clock (the local exchange's in tests). */
  now(): number;
  /** Whether server mode is available and which account it trades (the user's own paper account on local). */
  serverModeInfo(): { available: boolean; account: "user" | `0x${string}` | null };
  /** Where server-mode orders for `user` go, or undefined when this server has no API wallet. */
  serverModeTarget(user: `0x${string}`): TradingTarget | undefined;
}

/** Hands the routes their services once they exist. */
export class ServiceSlot {
  #services: Services | undefined;

  /** Fills the slot; called once after listen. */
  set(services: Services): void {
    this.#services = services;
  }

  /** The services; throws while the server is still starting. */
  get(): Services {
    if (!this.#services) throw new AppError("SERVER_STARTING");
    return this.#services;
  }
}
