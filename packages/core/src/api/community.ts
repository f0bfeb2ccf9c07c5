import { z } from "zod";
import { addressSchema, finiteNumberSchema, successEnvelope } from "./common.ts";

/** Query of `GET /api/community/my-record`. */
export const myRecordQuerySchema = z.object({ address: addressSchema });

/** One model's record for an address, from this app's database and the account's fills. */
export const modelRecordSchema = z.object({
  model: z.string(),
  /** Analyses stored for the address with this model. */
  analyses: z.number().int().nonnegative(),
  /** Completed executions whose decisions came from this model's analysis (the latest before them). */
  executions: z.number().int().nonnegative(),
  /** Closing orders of positions this model's executions opened. */
  closedTrades: z.number().int().nonnegative(),
  wins: z.number().int().nonnegative(),
  /** wins ÷ closedTrades; null before the first closed trade. */
  winRate: z.number().min(0).max(1).nullable(),
  /** Realised P&L of those closing orders in USDC, before fees (the exchange's closedPnl). */
  realizedPnl: finiteNumberSchema,
});

/** One model's record. */
export type ModelRecord = z.infer<typeof modelRecordSchema>;

/** `data` of `GET /api/community/my-record`: the address's record per model, most analyses first. */
export const myRecordDataSchema = z.object({ address: addressSchema, models: z.array(modelRecordSchema) });

/** Answer of `GET /api/community/my-record`. */
export const myRecordResponseSchema = successEnvelope(myRecordDataSchema);
