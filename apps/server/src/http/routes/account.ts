import { accountQuerySchema } from "@app/core";
import type { FastifyInstance } from "fastify";
import type { ServiceSlot } from "../services.ts";

/** `GET /api/account/overview` (spec §7). */
export function accountRoutes(app: FastifyInstance, slot: ServiceSlot): void {
  app.get("/api/account/overview", async (request) => {
    const query = accountQuerySchema.parse(request.query);
    const data = await slot.get().accounts.overview(query.address, query.initialBalance);
    return { success: true, data };
  });
}
