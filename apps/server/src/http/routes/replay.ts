import {
  addressSchema,
  replayRequestSchema,
  replayRunResponseSchema,
  replayRunsResponseSchema,
} from "@app/core";
import { z } from "zod";
import { type ApiApp, answers } from "../route-schemas.ts";
import type { ServiceSlot } from "../services.ts";

/** Query of `GET /api/replay/runs`. */
export const replayListQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Query of `GET /api/replay/run`, and body of `POST /api/replay/cancel` and `/resume`. */
export const replayRunRefSchema = z.object({ address: addressSchema, id: z.uuid() });

const run = answers(replayRunResponseSchema);

/** The Strategy tab's replays: start, list, read one, cancel, resume (the user's model keys in the headers, as for an analysis). */
export function replayRoutes(app: ApiApp, slot: ServiceSlot): void {
  const start = {
    summary:
      "Start a replay on past candles with the local analyst or the user's model (its key in the headers as for an analysis, a budget required); runs in the background",
    body: replayRequestSchema,
    response: run,
  };
  app.post("/api/replay/runs", { schema: start }, async (request) => {
    return { success: true as const, data: await slot.get().replays.start(request.body, request.headers) };
  });

  const list = {
    summary: "Replays of a wallet, newest first",
    querystring: replayListQuerySchema,
    response: answers(replayRunsResponseSchema),
  };
  app.get("/api/replay/runs", { schema: list }, async (request) => {
    const query = request.query;
    return {
      success: true as const,
      data: { runs: await slot.get().replays.recent(query.address, query.limit) },
    };
  });

  const one = {
    summary: "One replay: progress, and its result once done",
    querystring: replayRunRefSchema,
    response: run,
  };
  app.get("/api/replay/run", { schema: one }, async (request) => {
    const query = request.query;
    return { success: true as const, data: await slot.get().replays.get(query.id, query.address) };
  });

  const cancel = { summary: "Stop a running replay", body: replayRunRefSchema, response: run };
  app.post("/api/replay/cancel", { schema: cancel }, async (request) => {
    const body = request.body;
    return { success: true as const, data: await slot.get().replays.cancel(body.id, body.address) };
  });

  const resume = {
    summary: "Continue an interrupted, cancelled or failed replay from its last completed step",
    body: replayRunRefSchema,
    response: run,
  };
  app.post("/api/replay/resume", { schema: resume }, async (request) => {
    const body = request.body;
    return {
      success: true as const,
      data: await slot.get().replays.resume(body.id, body.address, request.headers),
    };
  });
}
