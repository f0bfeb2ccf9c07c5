import { smartAnalysisRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** `POST /api/ai/smart-analysis` (spec §7). */
export function analysisRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/ai/smart-analysis", async (request) => {
    const body = smartAnalysisRequestSchema.parse(request.body);
    const data = await slot.get().analysis.analyze(body);
    return { success: true, data };
  });
}
