import { PassThrough } from "node:stream";
import {
  type AnalysisStreamEvent,
  smartAnalysisDataSchema,
  smartAnalysisRequestSchema,
  smartAnalysisResponseSchema,
} from "@app/core";
import { z } from "zod";
import { clientGoneSignal } from "../client-gone.ts";
import { toErrorReply } from "../errors.ts";
import { type ApiApp, answers, failureAnswers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** One server-sent event: a JSON `data` line. */
const eventText = (event: AnalysisStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * `POST /api/ai/smart-analysis` (product rules §7) and its streamed twin: keys come from the request
 * headers of product rules §7 only.
 */
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

  app.post(
    "/api/ai/smart-analysis/stream",
    {
      schema: {
        summary:
          "Analyse coins as the model writes (server-sent events): start, texts as they grow, each decision once complete and past the per-decision guardrails, then done (the stored analysis, whole-set rules applied) or error. A failure before the first event is an ordinary failure answer",
        body: smartAnalysisRequestSchema,
        // The events are written as they come, never serialized; their shape is core's analysisStreamEventSchema.
        response: {
          200: z.unknown().describe("text/event-stream: one `data: <analysis stream event JSON>` per event"),
          ...failureAnswers,
        },
      },
    },
    async (request, reply) => {
      const events = new PassThrough();
      let opened = false;
      const send = (event: AnalysisStreamEvent) => {
        if (!opened) {
          opened = true;
          // Proxies must pass each event on as it comes, not gather the answer.
          void reply
            .header("content-type", "text/event-stream; charset=utf-8")
            .header("cache-control", "no-cache, no-transform")
            .header("x-accel-buffering", "no")
            .send(events);
        }
        events.write(eventText(event));
      };
      try {
        const data = await slot.get().analyses.analyzeAndKeep(request.body, {
          headers: request.headers,
          signal: clientGoneSignal(reply),
          onProgress: send,
        });
        send({ type: "done", data: smartAnalysisDataSchema.parse(data) });
      } catch (error) {
        // Before the first event the failure is an ordinary answer with its status.
        if (!opened) throw error;
        const { status, body } = toErrorReply(error);
        if (status >= 500) request.log.error({ err: error }, "streamed analysis failed");
        send({ type: "error", error: body });
      }
      events.end();
      return reply;
    },
  );
}
