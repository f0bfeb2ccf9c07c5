import { z } from "zod";
import type { AutoTradingRecord } from "../auto-trading/run-record.ts";
import { TRADING_INTERVAL } from "../catalog/limits.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { DECISION_ACTIONS } from "../trading/decision-actions.ts";
import {
  addressSchema,
  coinSelectionSchema,
  dataSourceSelectionSchema,
  errorBodySchema,
  languageSchema,
  successEnvelope,
} from "./common.ts";
import { catalogueMessageSchema } from "./execution.ts";

/** Why a run failed, as codes and catalogue messages (run-record.ts `RunFailure`). */
const runFailureSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("message"), message: catalogueMessageSchema }),
  z.object({ kind: z.literal("answer"), body: errorBodySchema }),
  z.object({
    kind: z.literal("orders"),
    orders: z.array(
      z.object({
        coin: z.string(),
        error: z.string().nullable(),
        errorMessage: catalogueMessageSchema.nullable(),
      }),
    ),
  }),
]);

/**
 * Body of `POST /api/auto-trading/schedule`: the server-side loop of a signed-in address (issue 10 item 5).
 * The server runs the local analyst only: users' model keys stay in their browser and never reach it.
 */
export const autoTradingScheduleRequestSchema = z.object({
  userAddress: addressSchema,
  enabled: z.boolean(),
  intervalMinutes: z.number().int().min(TRADING_INTERVAL.min).max(TRADING_INTERVAL.max),
  coins: coinSelectionSchema,
  dataSources: dataSourceSelectionSchema,
  riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
  language: languageSchema.default("en"),
  /** The account value the analyst sizes from, as the trading panel's amount; absent sizes as 100 USDC. */
  initialBalance: z.number().positive().finite().optional(),
});

/** A schedule request after parsing. */
export type AutoTradingScheduleRequest = z.infer<typeof autoTradingScheduleRequestSchema>;

/** What a server-side schedule runs with: the request without the address and the switch. */
export const autoTradingSettingsSchema = autoTradingScheduleRequestSchema.omit({
  userAddress: true,
  enabled: true,
  intervalMinutes: true,
});

/** What a server-side schedule runs with, as stored. */
export type AutoTradingSettings = z.infer<typeof autoTradingSettingsSchema>;

/** A server-side schedule as stored and answered. */
export const autoTradingScheduleSchema = z.object({
  address: addressSchema,
  enabled: z.boolean(),
  intervalMinutes: z.number().int(),
  /** When the next run is due (ms since the epoch); null while off. */
  nextRunAt: z.number().nullable(),
  settings: autoTradingSettingsSchema,
  updatedAt: z.number(),
});

/** A server-side schedule as stored. */
export type AutoTradingSchedule = z.infer<typeof autoTradingScheduleSchema>;

/** Answer of `GET` and `POST /api/auto-trading/schedule`: the schedule, null when the address has none. */
export const autoTradingScheduleResponseSchema = successEnvelope(
  z.object({ schedule: autoTradingScheduleSchema.nullable() }),
);

/** A run's history record as the server stores and answers it (product rules §3 "History record"). */
export const autoTradingRecordSchema = z.object({
  timestamp: z.number(),
  status: z.enum(["success", "failed"]),
  summary: z.string(),
  decisions: z.array(
    z.object({
      coin: z.string(),
      action: z.enum(DECISION_ACTIONS),
      confidence: z.number(),
      reasoning: z.string(),
    }),
  ),
  model: z.string(),
  error: z.string().optional(),
  failure: runFailureSchema.optional(),
  execution: z
    .object({ executed: z.number().int(), failed: z.number().int(), total: z.number().int() })
    .optional(),
  /** What the run's analysis cost in USD (null: an unpriced model); absent when no analysis was made. */
  costUsd: z.number().nullable().optional(),
}) satisfies z.ZodType<AutoTradingRecord>;

/** Where one server-side run stands. */
export const AUTO_TRADING_RUN_STATUSES = ["running", "success", "failed"] as const;
export type AutoTradingRunStatus = (typeof AUTO_TRADING_RUN_STATUSES)[number];

/** One server-side run: its slot (the due time it ran for) and, once over, its history record. */
export const autoTradingServerRunSchema = z.object({
  address: addressSchema,
  slot: z.number(),
  status: z.enum(AUTO_TRADING_RUN_STATUSES),
  startedAt: z.number(),
  finishedAt: z.number().nullable(),
  /** How many times a server started it (more than 1: resumed after a server stopped during it). */
  attempts: z.number().int(),
  executionId: z.string().nullable(),
  record: autoTradingRecordSchema.nullable(),
});

/** One server-side run. */
export type AutoTradingServerRun = z.infer<typeof autoTradingServerRunSchema>;

/** Answer of `GET /api/auto-trading/runs`: the latest runs, newest slot first. */
export const autoTradingRunsResponseSchema = successEnvelope(
  z.object({ runs: z.array(autoTradingServerRunSchema) }),
);
