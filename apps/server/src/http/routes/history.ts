import { ANALYSIS_MODEL_IDS, addressSchema, estimateCostUsd, RISK_PREFERENCES } from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";

/** Query of `GET /api/account/equity-history`. */
export const historyQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(2000).default(500),
});

/** Query of `GET /api/ai/analyses`. */
export const analysesQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(50).default(3),
});

/** The parts of a stored request the trading panel shows again; older rows may lack them. */
const storedRequestSchema = z.object({
  coins: z.array(z.string()).catch([]),
  riskPreference: z.enum(RISK_PREFERENCES).catch("balanced"),
  model: z.enum(ANALYSIS_MODEL_IDS).catch("local"),
});

/** What the server keeps per address: `GET /api/account/equity-history` and `GET /api/ai/analyses`. */
export function historyRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/account/equity-history", async (request) => {
    const query = historyQuerySchema.parse(request.query);
    const points = await slot.get().equity.history(query.address, query.limit);
    return { success: true, data: { address: query.address, points } };
  });

  app.get("/api/ai/analyses", async (request) => {
    const query = analysesQuerySchema.parse(request.query);
    const rows = await slot.get().stores.analyses.recent(query.address, query.limit);
    const analyses = rows.map((row) => {
      const request = storedRequestSchema
        .catch({ coins: [], riskPreference: "balanced", model: "local" })
        .parse(row.request);
      return {
        id: row.id,
        createdAt: row.createdAt,
        model: row.model,
        provider: row.provider,
        analysis: row.decisions,
        prompt: row.prompt,
        coins: request.coins,
        riskPreference: request.riskPreference,
        inputTokens: row.inputTokens,
        outputTokens: row.outputTokens,
        estimatedCostUsd:
          request.model === "local" ? 0 : estimateCostUsd(request.model, row.inputTokens, row.outputTokens),
        latencyMs: row.latencyMs,
      };
    });
    return { success: true, data: { address: query.address, analyses } };
  });
}
