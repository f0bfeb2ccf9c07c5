import { smartAnalysisRequestSchema } from "@app/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** An abort signal that fires when the client goes away before the answer is sent, so the model call stops. */
export function clientGoneSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** `POST /api/ai/smart-analysis` (product rules §7): keys come from the request headers of product rules §7 only. */
export function analysisRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/ai/smart-analysis", async (request, reply) => {
    const body = smartAnalysisRequestSchema.parse(request.body);
    const services = slot.get();
    const data = await services.analysis.analyze(body, {
      headers: request.headers,
      signal: clientGoneSignal(reply),
    });
    // Every analysis is kept: its id goes back with it, so executions and history can point at it.
    const analysisId = await services.stores.analyses.save(body, data, services.now());
    return { success: true, data: { ...data, metadata: { ...data.metadata, analysisId } } };
  });
}
