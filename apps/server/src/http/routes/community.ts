import { executionDataSchema, modelRecords, myRecordQuerySchema, myRecordResponseSchema } from "@app/core";
import { z } from "zod";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** The app's model id a stored request names ("claude", "local"); the row's own model is the provider's. */
const requestModelSchema = z.object({ model: z.string() });

/** How far back the record reads: the latest analyses, executions and fills of the address. */
const RECORD_WINDOW = { analyses: 1000, executions: 1000, fills: 2000 } as const;

/**
 * `GET /api/community/my-record`: the address's real record beside the Community tab's demo data, per model
 * (core's `modelRecords` says how executions and closes are attributed).
 */
export function communityRoutes(app: ApiApp, slot: ServiceSlot): void {
  const schema = {
    summary: "An address's own record per model: analyses, executions, closed trades, win rate, realised P&L",
    querystring: myRecordQuerySchema,
    response: answers(myRecordResponseSchema),
  };
  app.get("/api/community/my-record", { schema }, async (request) => {
    const { address } = request.query;
    const services = slot.get();
    const [analyses, executions, fills] = await Promise.all([
      services.stores.analyses.recent(address, RECORD_WINDOW.analyses),
      services.stores.executions.completedFor(address, RECORD_WINDOW.executions),
      services.accounts.fills(address, RECORD_WINDOW.fills),
    ]);
    const models = modelRecords(
      analyses.map((analysis) => {
        const request = requestModelSchema.safeParse(analysis.request);
        return {
          createdAt: analysis.createdAt,
          model: request.success ? request.data.model : analysis.model,
        };
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
    return { success: true as const, data: { address, models } };
  });
}
