import { z } from "zod";
import { TRADE_AMOUNT } from "../catalog/limits.ts";
import { ANALYSIS_MODEL_IDS, LOCAL_MODEL_ID } from "../catalog/models.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { exitPolicySchema } from "../exits/exit-policy.ts";
import { riskLimitsSchema, riskTripSchema } from "../risk/governor.ts";
import { MAX_CUSTOM_PROMPT_LENGTH } from "./analysis.ts";
import {
  addressSchema,
  coinSelectionSchema,
  dataSourceSelectionSchema,
  languageSchema,
  successEnvelope,
} from "./common.ts";

const HOUR = 3_600_000;
/** Steps a replay offers, in hours: the live auto-trading intervals that fit whole hourly candles. */
export const REPLAY_STEP_HOURS = [1, 2, 4, 8, 12, 24] as const;
/** The longest replay, in days: Hyperliquid keeps 5000 candles, and the 15-minute ones reach 52 days back. */
export const REPLAY_MAX_DAYS = 45;

/** The most a replay may be allowed to spend on the user's model. */
export const REPLAY_BUDGET_LIMITS = { maxTokens: 100_000_000, maxUsd: 10_000 } as const;

/** The hard budget of a replay with the user's model: it stops before a call that would exceed either. */
export const replayBudgetSchema = z.object({
  maxTokens: z.number().int().positive().max(REPLAY_BUDGET_LIMITS.maxTokens),
  maxUsd: z.number().finite().positive().max(REPLAY_BUDGET_LIMITS.maxUsd),
});

/** A replay's budget. */
export type ReplayBudget = z.infer<typeof replayBudgetSchema>;

/** Body of `POST /api/replay/runs`: what to replay, with which money, over which stretch of history. */
export const replayRequestSchema = z
  .object({
    /** Must be the address signed in with the session: the server refuses any other (product rules §6). */
    userAddress: addressSchema,
    /** The local analyst, or one of the user's models (its key travels in the request's headers only). */
    model: z.enum(ANALYSIS_MODEL_IDS).default(LOCAL_MODEL_ID),
    /** The user's own prompt text, as in the live analysis. */
    customPrompt: z.string().max(MAX_CUSTOM_PROMPT_LENGTH).default(""),
    /** Required with the user's model; unused by the local analyst, which costs nothing. */
    budget: replayBudgetSchema.optional(),
    coins: coinSelectionSchema,
    dataSources: dataSourceSelectionSchema,
    riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
    /** Margin per new position, in USDC. */
    tradeAmount: z.number().finite().min(TRADE_AMOUNT.min).max(10_000_000).default(TRADE_AMOUNT.default),
    /** The paper account's value at the start, in USDC. */
    initialBalance: z.number().finite().min(TRADE_AMOUNT.min).max(10_000_000).default(10_000),
    language: languageSchema.default("en"),
    /** First decision and end, ms since the epoch, on whole hours. */
    start: z.number().int().nonnegative().multipleOf(HOUR),
    end: z.number().int().nonnegative().multipleOf(HOUR),
    stepHours: z
      .number()
      .int()
      .refine((hours) => (REPLAY_STEP_HOURS as readonly number[]).includes(hours), {
        message: "validation.field.replayStep",
      })
      .default(1),
    /** How stops move after entry, as the live exit manager moves them (issue 36); fixed by default. */
    exitPolicy: exitPolicySchema.default({ kind: "fixed" }),
    /** The auto-trading risk governor's limits the run obeys, as the live loops do (issue 36); null: none. */
    riskLimits: riskLimitsSchema.nullable().default(null),
  })
  .refine((request) => request.model === LOCAL_MODEL_ID || request.budget !== undefined, {
    message: "validation.field.replayBudget",
    path: ["budget"],
  })
  .refine((request) => request.end > request.start, {
    message: "validation.field.replayEndAfterStart",
    path: ["end"],
  })
  .refine((request) => request.end - request.start <= REPLAY_MAX_DAYS * 24 * HOUR, {
    message: "validation.field.replayMaxDays",
    path: ["start"],
  });

/** A replay request after parsing. */
export type ReplayRunRequest = z.infer<typeof replayRequestSchema>;
/** A replay request as a client writes it. */
export type ReplayRunRequestInput = z.input<typeof replayRequestSchema>;

/** Where a replay is. */
export const REPLAY_STATUSES = ["running", "done", "stopped", "failed", "cancelled", "interrupted"] as const;

/** A core message as stored with a run, shown in the reader's language. */
export const replayMessageSchema = z.object({
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

const tradeSchema = z.object({
  coin: z.string(),
  side: z.enum(["LONG", "SHORT"]),
  size: z.number(),
  entryPrice: z.number(),
  exitPrice: z.number(),
  openedAt: z.number(),
  closedAt: z.number(),
  fees: z.number(),
  funding: z.number(),
  pnl: z.number(),
  reason: z.enum(["stop_loss", "take_profit", "closed", "liquidated", "end"]),
});

/** What a finished replay produced. */
export const replayResultSchema = z.object({
  equity: z.array(z.object({ time: z.number(), equity: z.number() })),
  trades: z.array(tradeSchema),
  rejections: z.array(z.object({ time: z.number(), coin: z.string(), reason: z.string() })),
  feesPaid: z.number(),
  fundingPaid: z.number(),
  metrics: z.object({
    profitRate: z.number(),
    winRate: z.number().nullable(),
    maxDrawdown: z.number(),
    sortinoRatio: z.number().nullable(),
  }),
  /** Buy-and-hold of the run's coins over its window; null for runs from before it was kept. */
  benchmark: z
    .object({
      profitRate: z.number(),
      coins: z.array(
        z.object({ coin: z.string(), startPrice: z.number(), endPrice: z.number(), priceReturn: z.number() }),
      ),
    })
    .nullable()
    .default(null),
  steps: z.number().int(),
  decisions: z.object({ buy: z.number(), sell: z.number(), close: z.number(), hold: z.number() }),
  /** Model tokens and dollars the run spent (0 for the local analyst). */
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  costUsd: z.number().nonnegative(),
  /** Model calls paid for, and replies read from the cache instead (a rerun does not pay twice). */
  /** The step the run stopped before when its budget was reached; null when it ran to the end. */
  stoppedAt: z.number().nullable().default(null),
  /** The risk governor's trip when the run's limits tripped (no decision after it); null otherwise. */
  riskTrip: riskTripSchema.nullable().default(null),
  modelCalls: z.number().int().nonnegative().default(0),
  cachedCalls: z.number().int().nonnegative().default(0),
});

/** One replay run as the Strategy tab shows it. */
export const replayRunSchema = z.object({
  id: z.string(),
  address: addressSchema,
  model: z.string(),
  status: z.enum(REPLAY_STATUSES),
  createdAt: z.number(),
  updatedAt: z.number(),
  request: replayRequestSchema,
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  result: replayResultSchema.nullable(),
  error: z.string().nullable(),
  /** Why the run stopped or failed, as a core message in both languages; null when it did not. */
  message: replayMessageSchema.nullable().default(null),
});

/** A replay run. */
export type ReplayRun = z.infer<typeof replayRunSchema>;
/** A finished replay's figures. */
export type ReplayRunResult = z.infer<typeof replayResultSchema>;

/** Answer of `GET /api/replay/run?id=`, `POST /api/replay/runs` and its cancel and resume. */
export const replayRunResponseSchema = successEnvelope(replayRunSchema);
/** Answer of `GET /api/replay/runs`: the signed-in address's runs. */
export const replayRunsResponseSchema = successEnvelope(z.object({ runs: z.array(replayRunSchema) }));
