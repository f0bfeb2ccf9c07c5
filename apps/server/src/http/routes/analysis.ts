import { smartAnalysisRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** `POST /api/ai/smart-analysis` (spec §7). */
export function analysisRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/ai/smart-analysis", async (request) => {
    const body = smartAnalysisRequestSchema.parse(request.body);
    const services = slot.get();
    const data = await services.analysis.analyze(body);
    // Every analysis is kept: its id goes back with it, so executions and history can point at it.
    const analysisId = await services.stores.analyses.save(body, data, services.now());
    return { success: true, data: { ...data, metadata: { ...data.metadata, analysisId } } };
  });
}
