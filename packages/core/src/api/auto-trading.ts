import { z } from "zod";
import type { AutoTradingRecord } from "../auto-trading/run-record.ts";
import { DATA_SOURCE_IDS } from "../catalog/data-sources.ts";
import { TRADING_INTERVAL } from "../catalog/limits.ts";
import { RISK_PREFERENCES } from "../catalog/risk.ts";
import { addressSchema, coinSymbolSchema, languageSchema } from "./common.ts";

/**
 * Body of `PUT /api/auto-trading/schedule`: the server-side loop of a signed-in address (issue 10 item 5).
 * The server runs the local analyst only: users' model keys stay in their browser and never reach it.
 */
export const autoTradingScheduleRequestSchema = z.object({
  userAddress: addressSchema,
  enabled: z.boolean(),
  intervalMinutes: z.number().int().min(TRADING_INTERVAL.min).max(TRADING_INTERVAL.max),
  coins: z
    .array(coinSymbolSchema)
    .min(1)
    .max(25)
    .transform((coins) => [...new Set(coins)]),
  dataSources: z.partialRecord(z.enum(DATA_SOURCE_IDS), z.boolean()).default({}),
  riskPreference: z.enum(RISK_PREFERENCES).default("balanced"),
  language: languageSchema.default("en"),
  /** The account value the analyst sizes from, as the trading panel's amount; absent sizes as 100 USDC. */
  initialBalance: z.number().positive().finite().optional(),
});

/** A schedule request after parsing. */
export type AutoTradingScheduleRequest = z.infer<typeof autoTradingScheduleRequestSchema>;

/** What a server-side schedule runs with: the request without the address and the switch. */
export type AutoTradingSettings = Omit<
  AutoTradingScheduleRequest,
  "userAddress" | "enabled" | "intervalMinutes"
>;

/** A server-side schedule as stored. */
export interface AutoTradingSchedule {
  address: `0x${string}`;
  enabled: boolean;
  intervalMinutes: number;
  /** When the next run is due (ms since the epoch); null while off. */
  nextRunAt: number | null;
  settings: AutoTradingSettings;
  updatedAt: number;
}

/** Where one server-side run stands. */
export type AutoTradingRunStatus = "running" | "success" | "failed";

/** One server-side run: its slot (the due time it ran for) and, once over, its history record. */
export interface AutoTradingServerRun {
  address: `0x${string}`;
  slot: number;
  status: AutoTradingRunStatus;
  startedAt: number;
  finishedAt: number | null;
  /** How many times a server started it (more than 1: resumed after a server stopped during it). */
  attempts: number;
  executionId: string | null;
  record: AutoTradingRecord | null;
}
