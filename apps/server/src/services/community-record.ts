import { executionDataSchema, type ModelRecord, modelRecords } from "@app/core";
import { z } from "zod";
import type { Stores } from "../db/stores.ts";
import type { AccountService } from "./account-service.ts";

/** The app's model id a stored request names ("claude", "local"); the row's own model is the provider's. */
const requestModelSchema = z.object({ model: z.string() });

/** How far back the record reads: the latest analyses, executions and fills of the address. */
const RECORD_WINDOW = { analyses: 1000, executions: 1000, fills: 2000 } as const;

/**
 * An address's real record per model, beside the Community tab's demo data: its stored analyses, its
 * completed executions and the exchange's fills (core's `modelRecords` says how they are attributed).
 */
export async function communityRecord(
  stores: Pick<Stores, "analyses" | "executions">,
  accounts: Pick<AccountService, "fills">,
  address: `0x${string}`,
): Promise<ModelRecord[]> {
  const [analyses, executions, fills] = await Promise.all([
    stores.analyses.recent(address, RECORD_WINDOW.analyses),
    stores.executions.completedFor(address, RECORD_WINDOW.executions),
    accounts.fills(address, RECORD_WINDOW.fills),
  ]);
  return modelRecords(
    analyses.map((analysis) => {
      const request = requestModelSchema.safeParse(analysis.request);
      return { createdAt: analysis.createdAt, model: request.success ? request.data.model : analysis.model };
    }),
    executions.map((execution) => {
      const parsed = executionDataSchema.safeParse(execution.results);
      const results = parsed.success ? parsed.data.results : [];
      return {
        createdAt: execution.createdAt,
        filledCoins: results.filter((result) => result.filled !== null).map((result) => result.coin),
      };
    }),
    fills,
  );
}
