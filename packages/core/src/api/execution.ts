import { z } from "zod";
import { exitPolicySchema } from "../exits/exit-policy.ts";
import { addressSchema, coinSymbolSchema } from "./common.ts";

/** One order to execute (product rules §3 "Order to execute"). Quantity and prices are in the exchange's units. */
export const orderToExecuteSchema = z.object({
  coin: coinSymbolSchema,
  side: z.enum(["BUY", "SELL"]),
  quantity: z.number().positive().finite(),
  /** A limit price; absent or null means a market order (IOC with a bounded price). */
  limitPrice: z.number().positive().finite().nullable().optional(),
  reduceOnly: z.boolean().default(false),
  leverage: z.number().int().min(1).max(20).nullable().optional(),
  stop_loss: z.number().positive().finite().nullable().optional(),
  take_profit: z.number().positive().finite().nullable().optional(),
  risk_reward_ratio: z.number().nonnegative().finite().nullable().optional(),
  /**
   * How the stop is managed once the order filled (issue 36): set on the position after the execution in
   * server mode; absent or fixed leaves the stop where it is placed.
   */
  exit_policy: exitPolicySchema.optional(),
});

/** An order to execute after parsing. */
export type OrderToExecute = z.infer<typeof orderToExecuteSchema>;
/** An order to execute as a client writes it. */
export type OrderToExecuteInput = z.input<typeof orderToExecuteSchema>;

/** Most orders one execution may carry. */
export const MAX_ORDERS_PER_EXECUTION = 25;

/** Body of `POST /api/signing/execute-with-agent` in server mode (product rules §7): the server's API wallet signs. */
export const serverModeExecuteRequestSchema = z.object({
  mode: z.literal("server"),
  orders: z.array(orderToExecuteSchema).min(1).max(MAX_ORDERS_PER_EXECUTION),
  userAddress: addressSchema,
});

/** A server-mode execute request after parsing. */
export type ServerModeExecuteRequest = z.infer<typeof serverModeExecuteRequestSchema>;

/** A message of core's catalogues in an answer: its key and placeholder values (clients translate it). */
export const catalogueMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A stop loss or take profit placed with an order, as a reduce-only trigger order. */
export const protectiveOrderResultSchema = z.object({
  kind: z.enum(["stop_loss", "take_profit"]),
  triggerPrice: z.number(),
  success: z.boolean(),
  error: z.string().nullable(),
  /** `error` as a message of core's catalogues, when the server has one: a client shows it in its language. */
  errorMessage: catalogueMessageSchema.nullable().optional(),
});

/** The result of one protective order. */
export type ProtectiveOrderResult = z.infer<typeof protectiveOrderResultSchema>;

/** What happened to one order on the exchange (product rules §3 "Execution result"). */
export const orderResultSchema = z.object({
  coin: z.string(),
  side: z.enum(["BUY", "SELL"]),
  /** The order went through: filled or resting. */
  success: z.boolean(),
  /** The exchange refused it (as opposed to a failure to reach the exchange). */
  rejected: z.boolean(),
  filled: z.object({ avgPx: z.number(), totalSz: z.number() }).nullable(),
  resting: z.object({ oid: z.number().int() }).nullable(),
  error: z.string().nullable(),
  /** `error` as a message of core's catalogues, when the server has one: a client shows it in its language. */
  errorMessage: catalogueMessageSchema.nullable().optional(),
  /** Stop loss and take profit placed after the order went through; empty when none was asked for. */
  protectiveOrders: z.array(protectiveOrderResultSchema).default([]),
  /**
   * The order filled but a stop loss or take profit it asked for is not on the exchange: the position is
   * open without the protection it asked for. `POST /api/account/place-protection` places it (server mode).
   */
  unprotected: z.boolean().default(false),
});

/** The result of one order. */
export type OrderResult = z.infer<typeof orderResultSchema>;

/** `data` of an execute answer: per-order results and their counts. */
export const executionDataSchema = z.object({
  /** The exchange account that was traded. */
  account: addressSchema,
  results: z.array(orderResultSchema),
  success: z.number().int().nonnegative(),
  rejected: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});

/** The data of an execute answer. */
export type ExecutionData = z.infer<typeof executionDataSchema>;

/**
 * Whether the exit policy an order asked for was set on its position, or why not: `notFilled` (the order did
 * not fill with its stop), `failed` (the exchange or the server refused), `signedOut` (an agent wallet's policy
 * needs the signed-in session, and there was none), `noStop` (the stop has no client order id of this app). Not
 * set, the stop stays where it was placed.
 */
export const exitOutcomeSchema = z.object({
  coin: z.string(),
  set: z.boolean(),
  error: z.enum(["notFilled", "failed", "signedOut", "noStop"]).nullable(),
  /** Who moves the stop once set: the server (absent too), or the open tab of an agent wallet. */
  manager: z.enum(["server", "browser"]).optional(),
});

/** One exit policy's outcome in an execute answer. */
export type ExitOutcome = z.infer<typeof exitOutcomeSchema>;

/** A successful execute answer: `{ success, message, data }`. */
export const executeResponseSchema = z.object({
  success: z.literal(true),
  /** `summary` in English. */
  message: z.string(),
  /** What happened, as a message of core's catalogues: a client shows it in its language. */
  summary: catalogueMessageSchema,
  data: executionDataSchema,
  /** The stored execution, for `POST /api/account/place-protection`. */
  executionId: z.string().optional(),
  /** These are the results of an earlier identical request (the same idempotency key). */
  replayed: z.boolean().optional(),
  /** Who signed: the server's API wallet, or the user's agent in the browser. */
  mode: z.enum(["server", "agent"]).optional(),
  /** The exit policies the orders asked for, by coin: set on the position, or why not. */
  exits: z.array(exitOutcomeSchema).optional(),
});

/**
 * Body of `POST /api/account/place-protection`: places the stops and targets an execution's filled orders
 * asked for and the exchange does not hold, from the plan stored with the execution; never resends an order.
 */
export const placeProtectionRequestSchema = z
  .object({
    userAddress: addressSchema,
    executionId: z.string().uuid(),
  })
  .strict();

/** A place-protection request after parsing. */
export type PlaceProtectionRequest = z.infer<typeof placeProtectionRequestSchema>;

/** A successful execute answer. */
export type ExecuteResponse = z.infer<typeof executeResponseSchema>;
