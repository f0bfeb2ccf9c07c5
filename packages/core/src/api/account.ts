import { z } from "zod";
import { ACCOUNT_FETCH } from "../catalog/limits.ts";
import { addressSchema, coinSymbolSchema, finiteNumberSchema, successEnvelope } from "./common.ts";
import { catalogueMessageSchema, executionDataSchema } from "./execution.ts";

/** Query of `GET /api/account/overview` (product rules §7). */
export const accountQuerySchema = z.object({
  address: addressSchema,
  initialBalance: z.coerce.number().positive().finite().default(ACCOUNT_FETCH.defaultInitialBalance),
});

/** An account query after parsing. */
export type AccountQuery = z.infer<typeof accountQuerySchema>;

/** Query of the account routes that need only an address. */
export const addressQuerySchema = z.object({ address: addressSchema });

/** Query of `GET /api/account/fills`. */
export const fillsQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(2000).default(100),
});

/** Query of `GET /api/account/equity-history`. */
export const equityHistoryQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});

/** Body of `POST /api/account/close-position` (product rules §7): the agent key is never accepted. */
export const closePositionRequestSchema = z
  .object({
    coin: coinSymbolSchema,
    address: addressSchema,
    size: z.number().positive().finite().optional(),
  })
  .strict();

/** A validated body of `POST /api/account/close-position`. */
export type ClosePositionRequest = z.infer<typeof closePositionRequestSchema>;

/** One open position, in the product's shape (product rules §3). Prices and sizes are in the exchange's units. */
export const positionSchema = z.object({
  /** Catalogue symbol (`PEPE`), or the exchange name for a market outside the catalogue. */
  coin: z.string(),
  side: z.enum(["LONG", "SHORT"]),
  entryPrice: finiteNumberSchema,
  currentPrice: finiteNumberSchema,
  leverage: z.number().int().positive(),
  /**
   * Cross: the whole account's equity backs the position, so its liquidation price moves with the other
   * positions (and is absent while the account can absorb any move). Isolated: only its own margin does.
   */
  marginMode: z.enum(["cross", "isolated"]),
  /** Absolute size. */
  size: finiteNumberSchema.nonnegative(),
  unrealizedPnl: finiteNumberSchema,
  /** Return on the position's margin, in percent. */
  returnPercent: finiteNumberSchema,
  liquidationPrice: finiteNumberSchema.nullable(),
  marginUsed: finiteNumberSchema,
  positionValue: finiteNumberSchema,
});

/** One open position. */
export type Position = z.infer<typeof positionSchema>;

/** One resting order. */
export const openOrderSchema = z.object({
  coin: z.string(),
  side: z.enum(["BUY", "SELL"]),
  limitPrice: finiteNumberSchema,
  size: finiteNumberSchema,
  orderId: z.number().int(),
  timestamp: z.number().int(),
  reduceOnly: z.boolean(),
  orderType: z.string(),
  triggerPrice: finiteNumberSchema.nullable(),
});

/** One resting order. */
export type OpenOrder = z.infer<typeof openOrderSchema>;

/** A `[timestamp ms, value]` pair of a history series. */
export const historyPointSchema = z.tuple([z.number().int(), finiteNumberSchema]);

/** The account value and P&L history of one window. */
export const portfolioWindowSchema = z.object({
  accountValueHistory: z.array(historyPointSchema),
  pnlHistory: z.array(historyPointSchema),
});

/** The account overview of product rules §3. */
export const accountOverviewSchema = z.object({
  address: addressSchema,
  performance: z.object({
    initialBalance: finiteNumberSchema,
    currentValue: finiteNumberSchema,
    marginUsed: finiteNumberSchema,
    availableCash: finiteNumberSchema,
    totalPnl: finiteNumberSchema,
    totalPnlPercent: finiteNumberSchema,
  }),
  positionStats: z.object({
    count: z.number().int().nonnegative(),
    totalUnrealizedPnl: finiteNumberSchema,
    totalPositionValue: finiteNumberSchema,
  }),
  positions: z.array(positionSchema),
  openOrders: z.array(openOrderSchema),
  portfolio: z.object({
    raw: z.object({ day: portfolioWindowSchema, week: portfolioWindowSchema, month: portfolioWindowSchema }),
    allTime: z.object({ accountValue: z.array(historyPointSchema), pnl: z.array(historyPointSchema) }),
  }),
  /** When the exchange answered, in ms since the epoch. */
  time: z.number().int(),
});

/** The account overview. */
export type AccountOverview = z.infer<typeof accountOverviewSchema>;

/** A successful overview answer. */
export const accountOverviewResponseSchema = successEnvelope(accountOverviewSchema);

/** A successful `POST /api/account/close-position` answer (product rules §7): the message and what was cancelled. */
export const closePositionResponseSchema = z.object({
  success: z.literal(true),
  /** `summary` in English. */
  message: z.string(),
  /** What happened, as a message of core's catalogues: a client shows it in its language. */
  summary: catalogueMessageSchema,
  data: executionDataSchema.extend({
    /** The coin's stop and target orders cancelled with the close. */
    cancelled: z.number().int().nonnegative(),
    /** These are the results of an earlier identical request (the same idempotency key). */
    replayed: z.boolean(),
  }),
});

/** A successful close answer. */
export type ClosePositionResponse = z.infer<typeof closePositionResponseSchema>;

/** An equity snapshot the server recorded (product rules §3 "Equity history point"). */
export const equityPointSchema = z.object({
  timestamp: z.number().int(),
  total_equity: finiteNumberSchema,
  pnl: finiteNumberSchema,
  pnl_pct: finiteNumberSchema,
  cycle_number: z.number().int().nonnegative(),
});

/** A successful `GET /api/account/equity-history` answer, oldest first. */
export const equityHistoryResponseSchema = successEnvelope(
  z.object({ address: z.string(), points: z.array(equityPointSchema) }),
);

/** An equity snapshot. */
export type EquityHistoryPoint = z.infer<typeof equityPointSchema>;

/** Answer of `GET /api/account/balance`: value, margin in use and what is free. */
export const balanceResponseSchema = successEnvelope(
  z.object({
    address: addressSchema,
    accountValue: finiteNumberSchema,
    marginUsed: finiteNumberSchema,
    availableCash: finiteNumberSchema,
    totalPositionValue: finiteNumberSchema,
    time: z.number().int(),
  }),
);

/** Answer of `GET /api/account/performance`: the overview's performance and position figures. */
export const performanceResponseSchema = successEnvelope(
  accountOverviewSchema.shape.performance.extend({
    address: addressSchema,
    positionStats: accountOverviewSchema.shape.positionStats,
  }),
);

/** Answer of `GET /api/account/positions`. */
export const positionsResponseSchema = successEnvelope(
  z.object({ address: addressSchema, positions: z.array(positionSchema) }),
);

/** Answer of `GET /api/account/open-orders`. */
export const openOrdersResponseSchema = successEnvelope(
  z.object({ address: addressSchema, orders: z.array(openOrderSchema) }),
);

/** One fill of an account, in the product's units. */
export const fillSchema = z.object({
  coin: z.string(),
  side: z.enum(["BUY", "SELL"]),
  price: finiteNumberSchema,
  size: finiteNumberSchema,
  time: z.number().int(),
  /** "Open Long", "Close Short", … as the exchange says. */
  direction: z.string(),
  closedPnl: finiteNumberSchema,
  fee: finiteNumberSchema,
  orderId: z.number().int(),
  cloid: z.string().nullable(),
});

/** Answer of `GET /api/account/fills`: the latest fills, newest first. */
export const fillsResponseSchema = successEnvelope(
  z.object({ address: addressSchema, fills: z.array(fillSchema) }),
);

/** How far back the dashboard reads funding payments, in days. */
export const FUNDING_WINDOW_DAYS = 30;

/** Query of `GET /api/account/funding`. */
export const fundingQuerySchema = z.object({
  address: addressSchema,
  days: z.coerce.number().int().min(1).max(90).default(FUNDING_WINDOW_DAYS),
});

/** One hourly funding payment of a position, as the exchange's `userFunding` lists it. */
export const fundingPaymentSchema = z.object({
  coin: z.string(),
  time: z.number().int(),
  /** USDC the account received (positive) or paid (negative), as the exchange signs it. */
  usdc: finiteNumberSchema,
  /** The hourly rate applied (0.0000125 = 0.00125 %). */
  rate: finiteNumberSchema,
  /** Signed position size when it was paid: positive long, negative short. */
  size: finiteNumberSchema,
});

/** One funding payment. */
export type FundingPayment = z.infer<typeof fundingPaymentSchema>;

/** Answer of `GET /api/account/funding`: the window's payments, newest first, and what they came to. */
export const fundingResponseSchema = successEnvelope(
  z.object({
    address: addressSchema,
    /** Start of the window, ms since the epoch. */
    since: z.number().int(),
    payments: z.array(fundingPaymentSchema),
    /** Funding paid less funding received over the window, in USDC: positive is a cost. */
    paid: finiteNumberSchema,
    /** The last page read was full: the window may hold more payments, and `paid` covers those read. */
    truncated: z.boolean(),
  }),
);

/** The account's funding payments over a window. */
export type FundingHistory = z.infer<typeof fundingResponseSchema>["data"];

/** Answer of `GET /api/account/test` and part of `GET /api/ai/test`: whether the exchange answers. */
export const exchangeTestResponseSchema = successEnvelope(
  z.object({
    network: z.string(),
    reachable: z.boolean(),
    latencyMs: z.number().nonnegative(),
    markets: z.number().int().nonnegative(),
  }),
);
