import {
  aiSpendQuerySchema,
  aiSpendResponseSchema,
  analysesQuerySchema,
  equityHistoryQuerySchema,
  equityHistoryResponseSchema,
  recentAnalysesResponseSchema,
} from "@app/core";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/**
 * What the server keeps per address: `GET /api/account/equity-history`, `GET /api/ai/analyses` and
 * `GET /api/ai/spend`.
 */
export function historyRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.get(
    "/api/account/equity-history",
    {
      schema: {
        summary: "Equity snapshots of an address",
        querystring: equityHistoryQuerySchema,
        response: answers(equityHistoryResponseSchema),
      },
    },
    async (request) => {
      const { address, limit } = request.query;
      return {
        success: true as const,
        data: { address, points: await slot.get().equity.history(address, limit) },
      };
    },
  );

  app.get(
    "/api/ai/analyses",
    {
      schema: {
        summary: "Stored analyses of an address, newest first",
        querystring: analysesQuerySchema,
        response: answers(recentAnalysesResponseSchema),
      },
    },
    async (request) => {
      const { address, limit } = request.query;
      return {
        success: true as const,
        data: { address, analyses: await slot.get().analyses.recent(address, limit) },
      };
    },
  );

  app.get(
    "/api/ai/spend",
    {
      schema: {
        summary: "What an address's analyses cost today (UTC): priced sum, count, unpriced count",
        querystring: aiSpendQuerySchema,
        response: answers(aiSpendResponseSchema),
      },
    },
    async (request) => ({
      success: true as const,
      data: await slot.get().analyses.spendToday(request.query.address),
    }),
  );
}
