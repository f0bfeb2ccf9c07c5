import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Times are ms since the epoch (bigint, read as number): the API speaks in ms and so does the exchange.
const ms = (name: string) => bigint(name, { mode: "number" });

/** Every analysis a user asked for: what was asked, what the model saw and decided, what it cost. */
export const analyses = pgTable(
  "analyses",
  {
    id: text("id").primaryKey(),
    address: text("address").notNull(),
    createdAt: ms("created_at").notNull(),
    request: jsonb("request").notNull(),
    prompt: text("prompt").notNull(),
    model: text("model").notNull(),
    provider: text("provider").notNull(),
    decisions: jsonb("decisions").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    /** Input tokens the provider served from its prompt cache (part of input_tokens). */
    cachedInputTokens: integer("cached_input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull(),
    /** What the analysis cost in USD; null when its model has no known price ("unpriced"). */
    costUsd: doublePrecision("cost_usd"),
    latencyMs: doublePrecision("latency_ms").notNull(),
  },
  (table) => [index("analyses_address_created").on(table.address, table.createdAt)],
);

/**
 * Every execution: the orders, who signed, and each order's result. The idempotency key is unique,
 * so a retried request finds the first one instead of placing its orders again.
 */
export const executions = pgTable(
  "executions",
  {
    id: text("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    address: text("address").notNull(),
    account: text("account").notNull(),
    mode: text("mode").notNull(),
    signer: text("signer").notNull(),
    status: text("status").notNull(),
    createdAt: ms("created_at").notNull(),
    orders: jsonb("orders").notNull(),
    /** Server mode: the order planner's plan, stored before anything is sent (stops and targets to place). */
    plan: jsonb("plan"),
    results: jsonb("results"),
    /** The server instance running it (server_instances.id) while pending; null before instances were known. */
    owner: text("owner"),
  },
  (table) => [
    index("executions_address_created").on(table.address, table.createdAt),
    index("executions_status_owner").on(table.status, table.owner),
  ],
);

/** Account equity over time, per address (product rules §3 "Equity history point"). */
export const equitySnapshots = pgTable(
  "equity_snapshots",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    address: text("address").notNull(),
    timestamp: ms("timestamp").notNull(),
    totalEquity: doublePrecision("total_equity").notNull(),
    pnl: doublePrecision("pnl").notNull(),
    pnlPct: doublePrecision("pnl_pct").notNull(),
    cycleNumber: integer("cycle_number").notNull(),
  },
  (table) => [index("equity_snapshots_address_time").on(table.address, table.timestamp)],
);

/** Agents a main wallet registered, with the limits its signed approval grants. */
export const agents = pgTable(
  "agents",
  {
    mainAddress: text("main_address").notNull(),
    agentAddress: text("agent_address").notNull(),
    agentName: text("agent_name").notNull(),
    /** The signed max order size: USDT with 6 decimals, as a decimal string (it can exceed 2^53). */
    maxOrderSizeUnits: text("max_order_size_units").notNull(),
    expirationTime: ms("expiration_time").notNull(),
    nonce: ms("nonce").notNull(),
    chainId: integer("chain_id").notNull(),
    signature: text("signature").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.mainAddress, table.agentAddress] })],
);

/** Sign-In with Ethereum sessions; only a hash of the cookie's token is kept. */
export const sessions = pgTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  address: text("address").notNull(),
  createdAt: ms("created_at").notNull(),
  expiresAt: ms("expires_at").notNull(),
});

/** Sign-in nonces handed out and not yet used. */
export const authNonces = pgTable("auth_nonces", {
  nonce: text("nonce").primaryKey(),
  expiresAt: ms("expires_at").notNull(),
});

/** Replays of the Strategy tab: what was asked, how far the run got, and its result once done. */
export const replayRuns = pgTable(
  "replay_runs",
  {
    id: text("id").primaryKey(),
    address: text("address").notNull(),
    model: text("model").notNull(),
    status: text("status").notNull(),
    request: jsonb("request").notNull(),
    progressDone: integer("progress_done").notNull(),
    progressTotal: integer("progress_total").notNull(),
    result: jsonb("result"),
    error: text("error"),
    /** Why it stopped or failed, as a core message key and its values (shown in the reader's language). */
    message: jsonb("message"),
    /** The simulator's state after the last completed step, so a cancelled or interrupted run resumes there. */
    checkpoint: jsonb("checkpoint"),
    createdAt: ms("created_at").notNull(),
    updatedAt: ms("updated_at").notNull(),
  },
  (table) => [index("replay_runs_address_created").on(table.address, table.createdAt)],
);

/**
 * Replies of users' models in replays, by the key of model, the user's prompt and the snapshot's digest:
 * a rerun on the same snapshots reads them instead of paying again. Per address, never shared.
 */
export const replayReplies = pgTable(
  "replay_replies",
  {
    address: text("address").notNull(),
    key: text("key").notNull(),
    analysis: jsonb("analysis").notNull(),
    inputTokens: integer("input_tokens").notNull(),
    outputTokens: integer("output_tokens").notNull(),
    createdAt: ms("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.address, table.key] })],
);

/** Server-side auto-trading schedules, one per address: due slots are claimed with a row lock (issue 10). */
export const autoTradingSchedules = pgTable(
  "auto_trading_schedules",
  {
    address: text("address").primaryKey(),
    enabled: boolean("enabled").notNull(),
    intervalMinutes: integer("interval_minutes").notNull(),
    nextRunAt: ms("next_run_at"),
    settings: jsonb("settings").notNull(),
    updatedAt: ms("updated_at").notNull(),
  },
  (table) => [index("auto_trading_schedules_due").on(table.enabled, table.nextRunAt)],
);

/**
 * Server-side auto-trading runs: the primary key (address, slot) makes each slot run at most once across
 * restarts and instances. A running row whose lease ran out belongs to a server that stopped: it is resumed
 * from what it stored (the analysis and orders), so the execution's idempotency key is the same.
 */
export const autoTradingRuns = pgTable(
  "auto_trading_runs",
  {
    address: text("address").notNull(),
    slot: ms("slot").notNull(),
    status: text("status").notNull(),
    startedAt: ms("started_at").notNull(),
    finishedAt: ms("finished_at"),
    leaseUntil: ms("lease_until").notNull(),
    attempts: integer("attempts").notNull(),
    analysis: jsonb("analysis"),
    orders: jsonb("orders"),
    executionId: text("execution_id"),
    record: jsonb("record"),
    /** The server instance running it (server_instances.id); null before instances were known. */
    owner: text("owner"),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.slot] }),
    index("auto_trading_runs_status_lease").on(table.status, table.leaseUntil),
  ],
);

/**
 * Positions whose stop an exit policy manages (issue 36), one per address and coin: the policy, who moves the
 * stop, and what the manager knows (the stop on the exchange by its cloid, the best mark so far).
 */
export const exitPositions = pgTable(
  "exit_positions",
  {
    address: text("address").notNull(),
    coin: text("coin").notNull(),
    side: text("side").notNull(),
    policy: jsonb("policy").notNull(),
    manager: text("manager").notNull(),
    status: text("status").notNull(),
    entryPrice: doublePrecision("entry_price").notNull(),
    initialStop: doublePrecision("initial_stop").notNull(),
    stop: doublePrecision("stop").notNull(),
    stopCloid: text("stop_cloid").notNull(),
    extreme: doublePrecision("extreme").notNull(),
    lastMoveAt: ms("last_move_at"),
    updatedAt: ms("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.address, table.coin] }),
    index("exit_positions_manager_status").on(table.manager, table.status),
  ],
);

/**
 * Which server instance manages an address's stops: one manager per address across restarts and instances
 * sharing PostgreSQL. A lease that ran out belongs to an instance that stopped; any other takes it over.
 */
export const exitManagers = pgTable("exit_managers", {
  address: text("address").primaryKey(),
  owner: text("owner").notNull(),
  leaseUntil: ms("lease_until").notNull(),
});

/** Every stop moved, hit or found missing, and every policy set: what the positions table and notifications show. */
export const exitEvents = pgTable(
  "exit_events",
  {
    id: text("id").primaryKey(),
    address: text("address").notNull(),
    coin: text("coin").notNull(),
    at: ms("at").notNull(),
    kind: text("kind").notNull(),
    manager: text("manager").notNull(),
    fromPrice: doublePrecision("from_price"),
    toPrice: doublePrecision("to_price"),
    reason: text("reason"),
  },
  (table) => [index("exit_events_address_at").on(table.address, table.at)],
);

/**
 * The stops and take profits this app placed with its orders (server mode and agent wallets), by client order id,
 * watched until they end so a hit is told once whether or not the position has an exit policy (issue 36).
 * `status`: open, hit (triggered; told) or gone (cancelled, or told as a managed exit).
 */
export const protectiveOrders = pgTable(
  "protective_orders",
  {
    cloid: text("cloid").primaryKey(),
    address: text("address").notNull(),
    account: text("account").notNull(),
    coin: text("coin").notNull(),
    kind: text("kind").notNull(),
    triggerPrice: doublePrecision("trigger_price").notNull(),
    status: text("status").notNull(),
    placedAt: ms("placed_at").notNull(),
    settledAt: ms("settled_at"),
  },
  (table) => [index("protective_orders_status_address").on(table.status, table.address)],
);

/** The auto-trading risk governor of an address (issue 36 item 3): its limits and what it remembers. */
export const riskGovernors = pgTable("risk_governors", {
  address: text("address").primaryKey(),
  limits: jsonb("limits").notNull(),
  /** The governor's state; null until the first run it watched. */
  state: jsonb("state"),
  updatedAt: ms("updated_at").notNull(),
});

/** Every trip of a governor: which limit, the figures, the loop it stopped, and when it was re-armed. */
export const riskTrips = pgTable(
  "risk_trips",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    address: text("address").notNull(),
    reason: text("reason").notNull(),
    at: ms("at").notNull(),
    equity: doublePrecision("equity").notNull(),
    measured: doublePrecision("measured").notNull(),
    limit: doublePrecision("limit").notNull(),
    place: text("place").notNull(),
    rearmedAt: ms("rearmed_at"),
  },
  (table) => [index("risk_trips_address_at").on(table.address, table.at)],
);

/**
 * The server instances sharing this database, each with its latest heartbeat: work an instance holds (an
 * execution, an auto-trading run) is taken over as soon as its heartbeat stops, not after a long lease.
 */
export const serverInstances = pgTable("server_instances", {
  id: text("id").primaryKey(),
  startedAt: ms("started_at").notNull(),
  heartbeatAt: ms("heartbeat_at").notNull(),
});

/**
 * Where each wallet's notifications go (issue 36 item 4). The webhook's URL and signing secret and the Telegram
 * token are sealed with AES-256-GCM (notifications/secret-box.ts); only the webhook's host is kept in clear.
 */
export const notificationSettings = pgTable("notification_settings", {
  address: text("address").primaryKey(),
  webhookHost: text("webhook_host"),
  webhookUrlSealed: text("webhook_url_sealed"),
  webhookSecretSealed: text("webhook_secret_sealed"),
  telegramTokenSealed: text("telegram_token_sealed"),
  telegramChatId: text("telegram_chat_id"),
  events: jsonb("events").notNull(),
  language: text("language").notNull(),
  updatedAt: ms("updated_at").notNull(),
});

/**
 * The notifications' outbox: one row per event and channel, written on the order path and delivered by a job
 * with retries; `delivered` and `failed` rows are never sent again.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Shared by an event's rows on every channel: receivers tell a retry from a new event by it. */
    eventId: text("event_id").notNull(),
    address: text("address").notNull(),
    event: text("event").notNull(),
    channel: text("channel").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull(),
    attempts: integer("attempts").notNull(),
    createdAt: ms("created_at").notNull(),
    deliveredAt: ms("delivered_at"),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("notification_outbox_event_channel").on(table.eventId, table.channel),
    index("notification_outbox_status").on(table.status, table.createdAt),
  ],
);
