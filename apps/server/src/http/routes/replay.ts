import { addressSchema, replayRequestSchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ServiceSlot } from "../services.ts";

/** Query of `GET /api/replay/runs`. */
export const replayListQuerySchema = z.object({
  address: addressSchema,
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** Query of `GET /api/replay/run`, and body of `POST /api/replay/cancel` and `/resume`. */
export const replayRunRefSchema = z.object({ address: addressSchema, id: z.uuid() });

/** The Strategy tab's replays: start, list, read one, cancel, resume. */
export function replayRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.post("/api/replay/runs", async (request) => {
    const body = replayRequestSchema.parse(request.body);
    return { success: true, data: await slot.get().replays.start(body) };
  });

  app.get("/api/replay/runs", async (request) => {
    const query = replayListQuerySchema.parse(request.query);
    return { success: true, data: { runs: await slot.get().replays.recent(query.address, query.limit) } };
  });

  app.get("/api/replay/run", async (request) => {
    const query = replayRunRefSchema.parse(request.query);
    return { success: true, data: await slot.get().replays.get(query.id, query.address) };
  });

  app.post("/api/replay/cancel", async (request) => {
    const body = replayRunRefSchema.parse(request.body);
    return { success: true, data: await slot.get().replays.cancel(body.id, body.address) };
  });

  app.post("/api/replay/resume", async (request) => {
    const body = replayRunRefSchema.parse(request.body);
    return { success: true, data: await slot.get().replays.resume(body.id, body.address) };
  });
}
