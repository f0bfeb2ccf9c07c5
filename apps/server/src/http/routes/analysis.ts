import { smartAnalysisRequestSchema, smartAnalysisResponseSchema } from "@app/core";
import { clientGoneSignal } from "../client-gone.ts";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** `POST /api/ai/smart-analysis` (product rules §7): keys come from the request headers of product rules §7 only. */
export function analysisRoutes(app: ApiApp, slot: ServiceSlot): void {
  app.post(
    "/api/ai/smart-analysis",
    {
      schema: {
        summary: "Analyse coins and return decisions (stored)",
        body: smartAnalysisRequestSchema,
        response: answers(smartAnalysisResponseSchema),
      },
    },
    async (request, reply) => {
      const data = await slot.get().analyses.analyzeAndKeep(request.body, {
        headers: request.headers,
        signal: clientGoneSignal(reply),
      });
      return { success: true as const, data };
    },
  );
}
